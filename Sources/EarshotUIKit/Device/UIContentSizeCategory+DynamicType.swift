extension UIContentSizeCategory {
    /// `pointSize` (a size at Large, the default) at this category, rounded to whole points: the
    /// one scaling rule of UIKit's preferred fonts, `UIFontMetrics` and SwiftUI's text styles
    /// (the Dynamic Type table in docs/layout.md).
    package func scaledPointSize(_ pointSize: CGFloat) -> CGFloat {
        (pointSize * scale).rounded()
    }

    /// Posted on `NotificationCenter.default` when the user changes the text size, with the
    /// application as `object` and the new category under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The new category in `didChangeNotification`'s user info (a `UIContentSizeCategory`).
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Whether this is one of the twelve text sizes (not `.unspecified`, not a made-up raw value).
    package var isTextSize: Bool { Self.allCases.contains(self) }
}

extension UIApplication {
    /// The text size the user chose, on the device the code running now belongs to
    /// (`UIDevice.current`; docs/device.md).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIDevice.current.preferredContentSizeCategory
    }
}
