/// UIKit's target–action, typed: the action is a method reference (`ViewController.tapped`),
/// which is what `earshot port` writes for `#selector(tapped)` (docs/port.md). `Self` is the
/// control's static type, so a method taking the control (`(_ sender: UIButton)`), any supertype
/// of it (`UIControl`, `Any`) or nothing fits, and one taking another control type does not compile.
@preconcurrency @MainActor
public protocol UIControlTargetAction: UIControl {}

extension UIControl: UIControlTargetAction {}

extension UIControlTargetAction {
    /// Calls `action` on `target` when one of `events` happens; the target is held weakly, as
    /// UIKit does (Apple's `UIControl.addTarget(_:action:for:)`: "The control does not retain the
    /// object in the target parameter").
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: UIControl.Event
    ) {
        register(UIAction { [weak target] _ in if let target { action(target)() } }, target: target, for: events)
    }

    /// Calls `action` on `target` with the control as sender.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self) -> Void, for events: UIControl.Event
    ) {
        register(
            UIAction { [weak target, weak self] _ in if let target, let self { action(target)(self) } }, target: target, for: events)
    }

    /// Calls `action` on `target` with the control and the touch event (an event without
    /// touches when the actions were sent by `sendActions(for:)`).
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Self, UIEvent) -> Void, for events: UIControl.Event
    ) {
        register(
            UIAction { [weak target, weak self] _ in
                if let target, let self { action(target)(self, self.eventBeingSent ?? UIEvent(touches: [])) }
            }, target: target, for: events)
    }

    /// Stops sending `events` to `target`, or to every target when it is nil. A typed method
    /// reference cannot be compared with another, so `action` can only be nil: all of the
    /// target's actions for `events` go, as UIKit's nil action does.
    public func removeTarget(_ target: AnyObject?, action: Never?, for events: UIControl.Event) {
        unregister(target: target, for: events)
    }

    /// The objects with actions on this control that are still alive (UIKit's `allTargets`).
    public var allTargets: [AnyObject] { liveTargets }
}
