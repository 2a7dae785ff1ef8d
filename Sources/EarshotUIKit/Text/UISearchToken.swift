/// A token in a search field (UIKit's `UISearchToken`): an icon and a text standing for a search
/// criterion, shown before the typed text. VoiceOver reads its text (`UISearchTextField`).
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The icon drawn before the text (kept, not drawn).
    public let icon: UIImage?
    /// The token's text.
    public let text: String
    /// The app's own object for this token, returned untouched.
    open var representedObject: Any? { didSet { UIKitChanges.note() } }

    /// A token showing `icon` and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
