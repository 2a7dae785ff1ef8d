/// An item shown in a bar (UIKit's `UIBarItem`): a title, an image, enabled state and a tag.
/// Bar items are not views; the bar that shows one (a navigation bar, a tab bar) places it, and
/// the item is itself the accessibility element VoiceOver focuses, so accessibility properties set
/// on it apply, as in UIKit. Its frame is the rectangle its bar gives it, in screen coordinates.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown.
    open var title: String? { didSet { UIKitChanges.note() } }
    /// The image shown.
    open var image: UIImage? { didSet { UIKitChanges.note() } }
    /// Whether the item responds to taps; a disabled item is Dimmed.
    open var isEnabled = true { didSet { UIKitChanges.note() } }
    /// An integer the app uses to identify the item.
    open var tag = 0 { didSet { UIKitChanges.note() } }

    public override init() {
        super.init()
    }

    /// The bar showing the item (also its `accessibilityContainer`).
    package weak var hostBar: BarItemHosting? {
        didSet {
            UIKitChanges.note()
            accessibilityContainer = hostBar
        }
    }

    /// Bar items are elements, unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? true }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// The rectangle the bar gives the item, in screen coordinates, unless the app set a frame.
    open override var accessibilityFrame: CGRect {
        get {
            if let explicit = accessibilityOverrides.frame { return explicit }
            guard let bar = hostBar, let rect = bar.rect(for: self) else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(rect, in: bar)
        }
        set { accessibilityOverrides.frame = newValue }
    }
}

/// A bar that places bar items (UINavigationBar, UITabBar).
@MainActor
package protocol BarItemHosting: UIView {
    /// The item's rectangle in the bar's coordinates, or nil when the bar does not show it.
    func rect(for item: UIBarItem) -> CGRect?
}
