/// A button of an alert or action sheet (UIKit's `UIAlertAction`).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the action is drawn and what it means (UIKit's raw values).
    public enum Style: Int, Sendable {
        case `default` = 0
        /// Cancels; VoiceOver's Escape runs it. At most one per alert.
        case cancel = 1
        /// Destroys data; drawn red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the button can be tapped; a disabled one is Dimmed.
    open var isEnabled = true { didSet { UIKitChanges.note() } }
    /// Run after the alert is dismissed.
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title` that runs `handler` after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
