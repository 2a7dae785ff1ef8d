import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A phone-sized window shown by its own application, holding `views`: the small UIKit-shaped
/// apps the simulator tests drive. The application is kept here because a window only points at
/// it weakly, as in UIKit.
@MainActor
struct SimulatorScreen {
    let window: UIWindow
    let application: UIApplication

    init(_ views: [UIView]) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        application = UIApplication()
        application.addWindow(window)
        views.forEach(window.addSubview)
    }

    init(_ views: UIView...) {
        self.init(views)
    }

    /// Starts VoiceOver on the window.
    func voiceOver(_ settings: VoiceOverSettings = .init()) -> VoiceOver {
        VoiceOver(window: window, settings: settings)
    }
}

/// The order in which the app's accessibility methods were called, shared by the views of a test.
@MainActor
final class CallLog {
    var entries: [String] = []
}

/// A view that is one accessibility element (like a UILabel), at row `row` of a simple column
/// layout (44 points a row), recording its focus callbacks in `log`.
@MainActor
class ElementView: UIView {
    var log: CallLog?
    /// What `accessibilityElementIsFocused()` answered inside the last focus callback.
    var focusedDuringCallback: [Bool] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init(_ label: String, row: Int, traits: UIAccessibilityTraits = .staticText, log: CallLog? = nil) {
        self.log = log
        super.init(frame: CGRect(x: 20, y: 60 + CGFloat(row) * 44, width: 350, height: 40))
        isAccessibilityElement = true
        accessibilityLabel = label
        accessibilityTraits = traits
    }

    override func accessibilityElementDidBecomeFocused() {
        focusedDuringCallback.append(accessibilityElementIsFocused())
        log?.entries.append("\(accessibilityLabel ?? "?") became focused")
    }

    override func accessibilityElementDidLoseFocus() {
        focusedDuringCallback.append(accessibilityElementIsFocused())
        log?.entries.append("\(accessibilityLabel ?? "?") lost focus")
    }
}

/// Rows of plain elements labelled `labels`, top to bottom.
@MainActor
func elementRows(_ labels: [String], log: CallLog? = nil) -> [ElementView] {
    labels.enumerated().map { ElementView($1, row: $0, log: log) }
}

/// The `.appMethodCalled` names in `events`, in order.
@MainActor
func appCalls(in events: [VoiceOverEvent]) -> [String] {
    events.compactMap {
        if case .appMethodCalled(let name, _) = $0 { return name }
        return nil
    }
}

/// The `.appMethodCalled` events in `events` as "name on receiver".
@MainActor
func appCallsWithReceivers(in events: [VoiceOverEvent]) -> [String] {
    events.compactMap {
        if case .appMethodCalled(let name, let receiver) = $0 { return "\(name) on \(receiver)" }
        return nil
    }
}

/// The sounds played in `events`, in order.
@MainActor
func sounds(in events: [VoiceOverEvent]) -> [VoiceOverSound] {
    events.compactMap {
        if case .soundPlayed(let sound) = $0 { return sound }
        return nil
    }
}

/// The announcementFinished events, as (text, success).
@MainActor
func finishedAnnouncements(in events: [VoiceOverEvent]) -> [(String, Bool)] {
    events.compactMap {
        if case .announcementFinished(let text, let success) = $0 { return (text, success) }
        return nil
    }
}

/// Records the notifications an application's centre delivers.
@MainActor
final class NotificationRecorder {
    private(set) var received: [Foundation.Notification] = []
    private var tokens: [NSObjectProtocol] = []
    private let center = NotificationCenter.default

    /// Records `names` posted on `NotificationCenter.default` by a VoiceOver reading `window`
    /// (VoiceOver is each notification's `object`), so tests running in parallel are not counted.
    init(window: UIWindow, names: [Foundation.Notification.Name]) {
        for name in names {
            tokens.append(
                center.addObserver(forName: name, object: nil, queue: nil) { [weak self, weak window] notification in
                    // Posted synchronously on the main actor by VoiceOver or the test.
                    nonisolated(unsafe) let delivered = notification
                    MainActor.assumeIsolated {
                        guard let window, (delivered.object as? VoiceOver)?.window === window else { return }
                        self?.received.append(delivered)
                    }
                })
        }
    }

    func stop() {
        tokens.forEach(center.removeObserver)
        tokens.removeAll()
    }
}
