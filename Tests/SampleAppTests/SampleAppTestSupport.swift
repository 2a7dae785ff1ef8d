import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// The sample app launched with VoiceOver running on its window, the app's clock reading
/// VoiceOver's virtual one. Tests push screens as the menu does and drive them with gestures.
@MainActor
final class SampleSession {
    /// Lets the app's clock read VoiceOver's, which is created after the app (weakly, so the
    /// clock does not keep VoiceOver and its application alive).
    private final class VoiceOverReference {
        weak var voiceOver: VoiceOver?
    }

    let application: UIApplication
    let window: UIWindow
    let voiceOver: VoiceOver

    init(settings: VoiceOverSettings = .init()) {
        let reference = VoiceOverReference()
        let (application, window) = SampleApp.launch(clock: SampleClock { reference.voiceOver?.now ?? .zero })
        self.application = application
        self.window = window
        voiceOver = VoiceOver(window: window, settings: settings)
        reference.voiceOver = voiceOver
    }

    var delegate: SampleAppDelegate {
        guard let delegate = application.delegate as? SampleAppDelegate else {
            preconditionFailure("the sample app's delegate is a SampleAppDelegate")
        }
        return delegate
    }

    /// Pushes the screen with `id` as app code (VoiceOver hears the screen change) and returns
    /// its view controller. VoiceOver's log is cleared afterwards unless `keepingLog`.
    @discardableResult
    func show<Controller: UIViewController>(
        _ id: String, as type: Controller.Type = Controller.self, keepingLog: Bool = false
    ) throws -> Controller {
        let entry = try #require(SampleApp.screen(id: id), "no screen \(id)")
        voiceOver.clearLog()
        let controller = application.perform { delegate.show(entry) }
        if !keepingLog { voiceOver.clearLog() }
        return try #require(controller as? Controller, "screen \(id) is a \(Swift.type(of: controller))")
    }

    /// Runs one step of a demo: a gesture as `earshot run` names it, or "wait:SECONDS". Returns
    /// what the user is left hearing (for a wait, the last utterance that began during it).
    @discardableResult
    func run(_ gesture: String) throws -> String? {
        if gesture.hasPrefix("wait:") {
            let seconds = try #require(Double(gesture.dropFirst("wait:".count)), "bad wait \(gesture)")
            let before = voiceOver.spokenLog.count
            voiceOver.advance(by: .milliseconds(Int64(seconds * 1000)))
            return voiceOver.spokenLog.count > before ? voiceOver.spokenLog.last : nil
        }
        return voiceOver.perform(try VoiceOverGesture(parsing: gesture))
    }

    /// Swipes right `count` times and returns what each swipe said.
    @discardableResult
    func swipeRight(_ count: Int) -> [String?] {
        (0..<count).map { _ in voiceOver.swipeRight() }
    }

    /// The screen as VoiceOver would read it by swiping from the first element to the last.
    func transcript() -> [String] {
        voiceOver.transcript()
    }

    /// The names of the app methods VoiceOver called, in order, leaving out the focus callbacks
    /// every cursor move makes (`focusCallbacks` has those).
    var appMethodsCalled: [String] {
        allAppMethodsCalled.filter { !Self.focusCallbackNames.contains($0.name) }.map(\.name)
    }

    /// The focus callbacks VoiceOver called, in order, with their receivers
    /// ("accessibilityElementDidBecomeFocused FocusHighlightView \"Beach\"").
    var focusCallbacks: [String] {
        allAppMethodsCalled.filter { Self.focusCallbackNames.contains($0.name) }.map { "\($0.name) \($0.on)" }
    }

    private static let focusCallbackNames: Set<String> = ["accessibilityElementDidBecomeFocused", "accessibilityElementDidLoseFocus"]

    private var allAppMethodsCalled: [(name: String, on: String)] {
        voiceOver.events.compactMap {
            if case .appMethodCalled(let name, let on) = $0 { return (name, on) }
            return nil
        }
    }

    /// The notifications the app posted, in order.
    var notificationsReceived: [UIAccessibility.Notification] {
        voiceOver.events.compactMap {
            if case .notificationReceived(let notification) = $0 { return notification }
            return nil
        }
    }

    /// The sounds VoiceOver played, in order.
    var soundsPlayed: [VoiceOverSound] {
        voiceOver.events.compactMap {
            if case .soundPlayed(let sound) = $0 { return sound }
            return nil
        }
    }
}

/// The navigation bar's part of every pushed screen's transcript: the back button to the menu
/// and the screen's title.
func navigationBar(title: String) -> [String] {
    ["Samples, Back Button", "\(title), Heading"]
}

/// The adjustable hint VoiceOver adds (docs/voiceover-behaviour.md §4 (What is spoken)).
let adjustHint = "Swipe up or down with one finger to adjust the value."
