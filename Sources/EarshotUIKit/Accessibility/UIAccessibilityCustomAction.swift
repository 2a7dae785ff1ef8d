/// An action VoiceOver offers on an element, chosen with swipe up / down and run with a double tap
/// (UIKit's `UIAccessibilityCustomAction`).
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// Runs the action; return true when it succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The localized name VoiceOver speaks ("Say hello").
    open var name: String { didSet { UIKitChanges.note() } }
    /// The handler that runs when the user activates the action.
    open var actionHandler: Handler? { didSet { UIKitChanges.note() } }
    /// An image Switch Control and the action menu may show; not spoken.
    open var imageName: String? { didSet { UIKitChanges.note() } }

    /// Creates an action that runs `actionHandler`.
    public init(name: String, actionHandler: Handler? = nil) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action that calls `handler` on `target`; the closure form of UIKit's target /
    /// selector initializer, which needs the Objective-C runtime.
    public convenience init<Target: AnyObject>(
        name: String, target: Target, selector handler: @escaping (Target) -> Bool
    ) {
        self.init(name: name) { [weak target] _ in
            guard let target else { return false }
            return handler(target)
        }
    }

    /// Runs the action as VoiceOver does; false when it has no handler.
    @discardableResult
    public func perform() -> Bool {
        actionHandler?(self) ?? false
    }
}
