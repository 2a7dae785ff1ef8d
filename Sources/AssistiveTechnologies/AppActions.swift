import AccessibilityTree
import EarshotUIKit

/// How Switch Control and Voice Control call the app: inside `application.perform` (so
/// `UIApplication.shared` is the app), recording each call, and activating an element as iOS does
/// — `accessibilityActivate()`, else a tap at its activation point through hit testing.
@MainActor
protocol AppActions: AnyObject {
    var window: UIWindow { get }
    var application: UIApplication { get }
    /// Records that app method `name` ran on `object`.
    func recordCall(_ name: String, on object: String)
    /// Records a tap sent at a screen point and the view it hit.
    func recordTap(at point: CGPoint, hitView: String?)
}

extension AppActions {
    /// Runs app code as iOS does, inside `application.perform`; a non-nil `name` is recorded.
    @discardableResult
    func callApp<Result>(_ name: String?, on object: NSObject?, _ body: () -> Result) -> Result {
        if let name { recordCall(name, on: object.map(describeObject) ?? "nil") }
        return asApp(body)
    }

    /// Runs `body` as this technology's app code: inside `application.perform` and, for one that
    /// receives the app's notifications (Switch Control), its scope, so what the code posts reaches
    /// it and `UIAccessibility.isSwitchControlRunning` is true there.
    func asApp<Result>(_ body: () -> Result) -> Result {
        let entry = (self as? any AssistiveTechnology).flatMap(AssistiveTechnologyRegistry.entry(for:))
        return application.perform(calledBy: entry, body)
    }

    /// `accessibilityActivate()`, and when it returns false, a tap at the activation point.
    func activate(_ node: AccessibilityNode) {
        let object = node.object
        let handled = callApp("accessibilityActivate", on: object) { object.accessibilityActivate() }
        if !handled { tap(at: node.activationPoint) }
    }

    /// Sends a tap at `point` (screen coordinates) through hit testing.
    func tap(at point: CGPoint) {
        let offset = window.screenOffset
        let local = CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        let hit = callApp(nil, on: nil) { application.sendTap(at: local, in: window) }
        recordTap(at: point, hitView: hit.map(describeObject))
    }

    /// Asks `object`, then the views above it (`ActionChain.views`), to scroll; true when one did.
    func scroll(_ direction: UIAccessibilityScrollDirection, from object: NSObject?) -> Bool {
        for candidate in ActionChain.views(from: object, window: window) {
            if callApp("accessibilityScroll(.\(direction))", on: candidate, { candidate.accessibilityScroll(direction) }) { return true }
        }
        return false
    }

    /// A short name for events: the type, and the label (or a custom action's name) in quotes.
    func describeObject(_ object: NSObject) -> String {
        let name = String(describing: type(of: object))
        if let action = object as? UIAccessibilityCustomAction { return "\(name) \"\(action.name)\"" }
        guard let label = asApp({ object.accessibilityLabel }), !label.isEmpty else { return name }
        return "\(name) \"\(label)\""
    }
}
