extension UIDevice {
    /// The traits the device gives `window`: size classes from the window's size as on an iPhone
    /// (Apple's Human Interface Guidelines, Layout, "Device size classes": every iPhone is compact
    /// wide and regular tall in portrait and compact tall in landscape, where the Plus and Max
    /// models — 414 points wide in portrait and wider — are regular wide and the others compact;
    /// an iPad shown full screen is regular both ways), the text size, the app's layout direction,
    /// the family and the screen's scale.
    package func traits(of window: UIWindow) -> UITraitCollection {
        let size = window.bounds.size
        let idiom = window.application?.userInterfaceIdiom ?? .phone
        let sizeClasses = Self.sizeClasses(idiom: idiom, size: size)
        return UITraitCollection(
            horizontal: sizeClasses.horizontal, vertical: sizeClasses.vertical, category: preferredContentSizeCategory,
            direction: window.application?.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            idiom: idiom, scale: UIScreen.phone.scale
        )
    }

    /// The traits of a view in no window: the device's, with no size classes (there is no size).
    package var detachedTraits: UITraitCollection {
        UITraitCollection(
            horizontal: .unspecified, vertical: .unspecified, category: preferredContentSizeCategory,
            direction: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            idiom: userInterfaceIdiom, scale: UIScreen.phone.scale
        )
    }

    /// Size classes of a full-screen window of `size` (see `traits(of:)`).
    package static func sizeClasses(
        idiom: UIUserInterfaceIdiom, size: CGSize
    ) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            return (.unspecified, .unspecified)
        }
        if idiom == .pad { return (.regular, .regular) }
        guard size.width > size.height else { return (.compact, .regular) }
        return (size.height >= 414 ? .regular : .compact, .compact)
    }

    /// Tells the views and view controllers of `window` whose traits differ from those they had
    /// under `previous` (the window's traits before the change).
    /// - Complexity: O(n) in the window's views.
    package func deliverTraitChanges(in window: UIWindow, from previous: UITraitCollection) {
        Self.deliverTraitChanges(from: window, old: previous, new: traits(of: window))
    }

    /// Tells `root` (whose traits went from `old` to `new`) and the views and view controllers
    /// below it whose traits changed: fonts that follow the text size are adjusted first, then the
    /// controller's `traitCollectionDidChange(_:)`, the view's, and the handlers registered for
    /// the traits that changed; parents before children.
    /// - Complexity: O(n) in the subtree, with an explicit stack.
    package static func deliverTraitChanges(from root: UIView, old: UITraitCollection, new: UITraitCollection) {
        var stack: [(view: UIView, old: UITraitCollection, new: UITraitCollection)] = [(root, old, new)]
        var isRoot = true
        while let (view, inheritedOld, inheritedNew) = stack.popLast() {
            let controller = view.owningViewController
            // The root's traits are given; below it each controller's override applies.
            let override = isRoot ? nil : controller?.traitOverrideFromParent
            isRoot = false
            let old = inheritedOld.overridden(by: override)
            let new = inheritedNew.overridden(by: override)
            if old != new {
                if let controller {
                    controller.traitCollectionDidChange(old)
                    TraitChangeRegistration.notify(controller.traitChangeRegistrations, of: controller, from: old, to: new)
                }
                if old.preferredContentSizeCategory != new.preferredContentSizeCategory {
                    view.adjustFontsForContentSizeCategory(new.preferredContentSizeCategory)
                }
                view.traitCollectionDidChange(old)
                TraitChangeRegistration.notify(view.traitChangeRegistrations, of: view, from: old, to: new)
            }
            for child in view.subviews.reversed() { stack.append((child, old, new)) }
        }
    }

    /// Marks every view of `window` as needing layout and lays the window out: what a rotation
    /// or a text-size change does to the hierarchy.
    /// - Complexity: O(n), with an explicit stack.
    package func layOutAgain(_ window: UIWindow) {
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            view.setNeedsLayout()
            stack.append(contentsOf: view.subviews)
        }
        window.layoutIfNeeded()
    }
}
