import EarshotUIKit

/// Records what the app posts, as VoiceOver would receive it.
@MainActor
final class NotificationRecorder: AssistiveTechnology {
    private(set) var posts: [(notification: UIAccessibility.Notification, argument: Any?)] = []

    func application(_ application: UIApplication, didPost notification: UIAccessibility.Notification, argument: Any?) {
        posts.append((notification, argument))
    }

    /// The notifications posted, in order.
    var notifications: [UIAccessibility.Notification] { posts.map(\.notification) }
}

/// A window in its own application with a recorder attached, and VoiceOver's gestures as tests
/// need them.
@MainActor
final class TestScreen {
    let application = UIApplication()
    let window: UIWindow
    let recorder = NotificationRecorder()

    init(width: CGFloat = 390, height: CGFloat = 844) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        application.addWindow(window)
        application.keyWindow = window
        application.addAssistiveTechnology(recorder)
    }

    /// Adds `view` to the window and returns it.
    @discardableResult
    func add<View: UIView>(_ view: View) -> View {
        window.addSubview(view)
        return view
    }

    /// VoiceOver's double tap (docs/voiceover-behaviour.md §5 (Gestures)): `accessibilityActivate()`, and when it returns false a
    /// synthesized tap at the activation point. Returns whether the element handled activation.
    @discardableResult
    func doubleTap(_ element: NSObject) -> Bool {
        if application.perform({ element.accessibilityActivate() }) { return true }
        application.sendTap(at: element.accessibilityActivationPoint, in: window)
        return false
    }

    /// VoiceOver's Escape from a view: `accessibilityPerformEscape()` up the responder chain until
    /// one returns true.
    func escape(from view: UIView) -> Bool {
        application.perform {
            var responder: UIResponder? = view
            var steps = 0
            while let current = responder, steps < 10_000 {
                if current.accessibilityPerformEscape() { return true }
                responder = current.next
                steps += 1
            }
            return false
        }
    }
}

/// Counts the control events a control sends, in order.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    init(_ control: UIControl, _ watched: [(String, UIControl.Event)]) {
        for (name, event) in watched {
            control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }

    func count(_ name: String) -> Int { events.filter { $0 == name }.count }
}
