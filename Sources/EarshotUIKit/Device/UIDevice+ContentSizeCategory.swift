extension UIDevice {
    /// The user chose another text size (`preferredContentSizeCategory`'s setter), in UIKit's
    /// order for each window: the traits change, fonts that follow the text size are adjusted
    /// (`adjustsFontForContentSizeCategory`), `traitCollectionDidChange(_:)` and the registered
    /// handlers run, and every view is laid out again — frames must be recomputed when the user
    /// changes the text size (Developing Accessible iOS Apps, chapter 6, "The iOS Accessibility
    /// Model", Semantic Views › Base Frame). Then `UIContentSizeCategory.didChangeNotification`
    /// is posted once per application shown, with the new category.
    /// - Complexity: O(n) in the windows' views.
    package func changeContentSizeCategory(to category: UIContentSizeCategory) {
        guard category.isTextSize else {
            Self.log(
                "preferredContentSizeCategory cannot be \(category.rawValue), which is not a text size; it stays \(preferredContentSizeCategory.rawValue)."
            )
            return
        }
        guard category != preferredContentSizeCategory else { return }
        deliveringChange("Changing the text size to \(category.rawValue)") { deliverContentSizeCategory(category) }
    }

    private func deliverContentSizeCategory(_ category: UIContentSizeCategory) {
        let windows = self.windows
        let previous = windows.map { traits(of: $0) }
        storeContentSizeCategory(category)
        for (window, traits) in zip(windows, previous) {
            performAsApp(of: window) {
                deliverTraitChanges(in: window, from: traits)
                layOutAgain(window)
            }
        }
        var notified: [UIApplication] = []
        for window in windows {
            guard let application = window.application, !notified.contains(where: { $0 === application }) else { continue }
            notified.append(application)
            performAsApp(of: window) {
                NotificationCenter.default.post(
                    name: UIContentSizeCategory.didChangeNotification, object: application,
                    userInfo: [UIContentSizeCategory.newValueUserInfoKey: category]
                )
            }
        }
    }
}
