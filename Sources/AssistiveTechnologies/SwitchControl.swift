import AccessibilityTree
import EarshotUIKit

/// A simulated iOS Switch Control on one window: a highlight moved over the items of the screen
/// (elements, and groups of them) by switches — step scanning (`next()`, `previous()`) or auto
/// scanning on a virtual clock (`advance(by:)`) — and a select switch (`select()`) that enters a
/// group or opens the item menu for an element, whose choices call the app as iOS does (Tap,
/// custom actions, Increment / Decrement, Scroll, Escape). Point scanning (`selectPoint(_:)`)
/// taps wherever the crosshairs stop.
///
/// It reads the one walk's result (`AccessibilityTree`): elements in reading order and the
/// containers that keep their children together; it never walks the views itself. The highlight
/// is the element's `accessibilityPath` when it has one, else its `accessibilityFrame`
/// ("`accessibilityFrame` marks the bounds assistive technologies such as Switch Control use to
/// draw the highlight", Developing Accessible iOS Apps, chapter 6, listing 6-22). Highlighting an
/// element calls `accessibilityElementDidBecomeFocused()` and the previous one's
/// `accessibilityElementDidLoseFocus()` ("these events are triggered by VoiceOver and Switch
/// Control", listing 6-21). Choices made here are decided in docs/assistive-technologies.md, "Switch Control".
@MainActor
public final class SwitchControl {
    /// The window Switch Control scans.
    public var window: UIWindow { app.window }
    /// The application Switch Control is running for.
    public var application: UIApplication { app.application }
    /// The settings in effect.
    public var settings: SwitchControlSettings
    /// The device's Settings › Accessibility choices the app reads (`UIAccessibility.isReduceMotionEnabled`,
    /// …), shared with other assistive technologies on this window.
    public let accessibilitySettings: AccessibilitySettings

    /// The tree as last read (`KeptTree`: kept while current, updated element by element).
    public var tree: AccessibilityTree {
        _read { yield kept.tree }
    }
    /// How Switch Control calls the app (its scope, its registration while it runs).
    let app: AppConnection
    /// The tree Switch Control holds between steps.
    var kept = KeptTree()
    /// How many times the tree was read from the app (kept trees are not counted), for tests.
    package var treeReads: Int { kept.reads }
    /// What is highlighted now (nil before scanning starts and after it stops).
    public internal(set) var highlighted: SwitchControlItem?
    /// The item menu, while it is open (after `select()` on an element).
    public internal(set) var menu: [SwitchControlMenuItem]?
    /// Everything Switch Control did, in order.
    public internal(set) var events: [SwitchControlEvent] = []
    /// The virtual clock (auto scanning advances on it; nothing sleeps).
    public internal(set) var now: Duration = .zero

    /// The groups entered, outermost first (their containers' live objects).
    var enteredGroups: [NSObject] = []
    /// Position of the highlight among the current level's items.
    var position: Int?
    /// Full passes over the current level's items since auto scanning entered it.
    var loopsCompleted = 0
    /// Whether the app paused Switch Control (`pauseAssistiveTechnology`): the switches do
    /// nothing and auto scanning waits until the app resumes it.
    public internal(set) var isPaused = false
    /// Whether auto scanning is moving the highlight.
    public internal(set) var isScanning = false
    /// When auto scanning next moves the highlight.
    var nextStepTime: Duration?
    /// The element given focus callbacks last.
    var focusedObject: NSObject?
    /// The crossing point scanning chose, until it is tapped.
    public internal(set) var pointMenuLocation: CGPoint?
    /// The app posted a screen change while Switch Control was calling it: scanning restarts.
    var screenChanged = false

    /// Starts Switch Control on `window`. The window's application is used; a bare window joins
    /// `UIApplication.shared`. `UIAccessibility.isSwitchControlRunning` becomes true in the code it
    /// calls and in the test that started it, and `switchControlStatusDidChangeNotification` is
    /// posted on `NotificationCenter.default` (object: this Switch Control). Nothing is highlighted
    /// until `next()`, `select()` or `startScanning()`.
    public init(window: UIWindow, settings: SwitchControlSettings = .init()) {
        self.settings = settings
        app = AppConnection(window: window)
        let application = app.application
        accessibilitySettings = AssistiveTechnologyRegistry.settings(forWindow: window)
        app.recorder = self
        app.registration = AssistiveTechnologyRegistry.register(
            self, application: application, window: window, identifier: .notificationSwitchControl,
            settings: accessibilitySettings
        )
        callApp(nil, on: nil) {
            application.postStatusChange(UIAccessibility.switchControlStatusDidChangeNotification, object: self)
        }
        refresh()
    }

    /// Stops Switch Control: the highlighted element loses focus, the app's notifications no
    /// longer reach it, `isSwitchControlRunning` becomes false and
    /// `switchControlStatusDidChangeNotification` is posted.
    public func stop() {
        guard AssistiveTechnologyRegistry.entry(for: self) != nil else { return }
        moveFocus(to: nil)
        highlighted = nil
        menu = nil
        isScanning = false
        nextStepTime = nil
        application.removeAssistiveTechnology(self)
        app.registration = nil
        callApp(nil, on: nil) {
            application.postStatusChange(UIAccessibility.switchControlStatusDidChangeNotification, object: self)
        }
    }

    /// Forgets the events recorded so far.
    public func clearLog() { events.removeAll() }

    // MARK: Calling the app

    /// Brings the tree up to date before a step (`KeptTree`): kept when nothing changed, the
    /// elements whose attributes changed read again, else the window read again.
    /// - Complexity: O(1) for an unchanged screen; O(n log n) for a read, n the objects walked.
    func refresh() {
        kept.refresh(from: app, force: true)
    }

    /// Runs app code as iOS does (`AppConnection.callApp`); a non-nil `name` is recorded.
    @discardableResult
    func callApp<Result>(_ name: String?, on object: AnyObject?, _ body: () -> Result) -> Result {
        app.callApp(name, on: object, body)
    }

    // MARK: Focus callbacks

    /// `elementFocusedNotification`'s user info with Switch Control's identifier.
    private static let focusUserInfo = AccessibilityFocusHandoff.UserInfo(technology: .notificationSwitchControl)

    /// Gives focus to `object` (nil: to nothing), calling the callbacks in UIKit's order — the old
    /// element loses focus, then the new one gains it — and posting `elementFocusedNotification`
    /// with Switch Control's identifier.
    func moveFocus(to object: NSObject?) {
        let old = focusedObject
        guard old !== object else { return }
        focusedObject = object
        AccessibilityFocusHandoff.move(from: old, to: object) { method, target, body in callApp(method, on: target, body) }
        let userInfo = Self.focusUserInfo.move(from: old, to: object)
        callApp(nil, on: nil) {
            NotificationCenter.default.post(name: UIAccessibility.elementFocusedNotification, object: self, userInfo: userInfo)
        }
    }
}

extension SwitchControl: AppCallRecorder {
    package func appMethodCalled(_ name: String, on object: AnyObject?) {
        events.append(.appMethodCalled(name: name, on: object.map { kept.describe($0, through: app) } ?? "nil"))
    }

    package func tapSent(at point: CGPoint, hitting view: UIView?) {
        events.append(.tapSynthesized(at: point, hitView: view.map { kept.describe($0, through: app) }))
    }
}

extension SwitchControl: AssistiveTechnology {
    /// A screen change restarts scanning at the top level, as the screen's items are new.
    /// `pauseAssistiveTechnology` / `resumeAssistiveTechnology` with Switch Control's identifier
    /// as the argument pause and resume scanning (an app that lets the user play directly, for
    /// instance). Any other notification only means the tree is read again before the next step.
    public func application(_ application: UIApplication, didPost notification: UIAccessibility.Notification, argument: Any?) {
        switch notification {
        case .screenChanged:
            screenChanged = true
        case .pauseAssistiveTechnology where Self.namesSwitchControl(argument) && !isPaused:
            isPaused = true
            events.append(.paused)
        case .resumeAssistiveTechnology where Self.namesSwitchControl(argument) && isPaused:
            isPaused = false
            events.append(.resumed)
            if isScanning { nextStepTime = now + settings.autoScanningTime }
        default:
            break
        }
    }

    /// Whether a pause or resume argument is Switch Control's identifier (or its raw string).
    static func namesSwitchControl(_ argument: Any?) -> Bool {
        let identifier = UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl
        if let given = argument as? UIAccessibility.AssistiveTechnologyIdentifier { return given == identifier }
        return (argument as? String) == identifier.rawValue
    }
}
