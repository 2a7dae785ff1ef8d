/// Gesture recognizers' target–action, typed: `action` is a method reference
/// (`ViewController.handleTap(_:)`), what `earshot port` writes for `#selector(handleTap(_:))`
/// (docs/port.md). `Self` is the recognizer's static type, so `(_ sender: UITapGestureRecognizer)`
/// fits a tap recognizer, and a method taking another recognizer type does not compile.
@preconcurrency @MainActor
public protocol UIGestureRecognizerTargetAction: UIGestureRecognizer {}

extension UIGestureRecognizer: UIGestureRecognizerTargetAction {}

extension UIGestureRecognizerTargetAction {
    /// A recognizer that calls `action` on `target` when it recognizes.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls `action` on `target` with itself when it recognizes.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a method to call when the recognizer recognizes; the target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        appendTarget(target) { object, _ in
            if let target = object as? Target { action(target)() }
        }
    }

    /// Adds a method called with the recognizer as argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        appendTarget(target) { object, recognizer in
            if let target = object as? Target, let recognizer = recognizer as? Self { action(target)(recognizer) }
        }
    }
}
