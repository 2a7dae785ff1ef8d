#if os(Linux)
import EarshotUIKit
import VoiceOverSimulator

/// Apple's VoiceOver test API (`XCUIVoiceOverService`, XCUIAutomation, reached through
/// `XCUIDevice.shared.voiceOverService`) over Earshot's `VoiceOver`, with Apple's names and
/// documented behaviour (docs/testing.md):
///
/// ```swift
/// let voiceOver = XCUIDevice.shared.voiceOverService
/// try voiceOver.enable()
/// #expect(try voiceOver.currentSpeech().utterance == "Favorites, Heading")
/// #expect(try voiceOver.moveForward().utterance == "Add Favorites, Button")
/// try voiceOver.disable()
/// ```
///
/// - Every navigation and speech method throws `Error.Code.notRunning` before `enable()` (and
///   after `disable()`), as Apple's documentation of that code says.
/// - `enable()` starts VoiceOver on the device's window: the summary element, else the first, is
///   focused and spoken, as VoiceOver starts. When an Earshot `VoiceOver` already runs on that
///   window (one the test started for the rotor, Magic Tap or Escape, which Apple's API does not
///   reach), that is the VoiceOver enabled: an iPhone has one.
/// - `moveForward()` and `moveBackward()` are the one-finger swipes right and left; past either
///   end VoiceOver stays where it is and says nothing (a boundary sound), so they throw
///   `Error.Code.noSpeech` (docs/voiceover-behaviour.md §5 (Gestures)).
/// - An `Output`'s utterance is what Earshot's VoiceOver says for the element, as `spokenLog`
///   writes it: the description, then the hint, joined with ", ".
///
/// Apple's `moveIn()` and `moveOut()` (into and out of the current container) are not offered:
/// Earshot's VoiceOver has no container navigation but the Containers rotor item, so a test
/// calling them does not compile. What Apple's API does not reach (double tap, rotor, Magic Tap,
/// Escape, announcements heard) is Earshot's own `VoiceOver`.
@MainActor
public final class XCUIVoiceOverService {
    /// The window VoiceOver starts on; nil on a device showing none.
    private weak var window: UIWindow?
    /// The VoiceOver `enable()` started or found, held while it runs.
    private var enabled: VoiceOver?

    init(window: UIWindow?) {
        self.window = window
    }

    /// Whether VoiceOver is running on this device's window (Apple's `isEnabled`), whoever
    /// started it.
    public var isEnabled: Bool { running != nil }

    /// Provides debugging information about the service: whether VoiceOver is enabled, the
    /// window, and what is focused.
    public var debugDescription: String {
        guard let voiceOver = running else {
            return "XCUIVoiceOverService: VoiceOver disabled\(window == nil ? "; no window shown" : "")"
        }
        let focused = voiceOver.focusedDescription.map { String(reflecting: $0) } ?? "nothing"
        return "XCUIVoiceOverService: VoiceOver enabled on a window of \(voiceOver.tree.elements.count) elements; focused: \(focused)"
    }

    /// Turns VoiceOver on (Apple's `enable()`); nothing more when it is on already.
    /// - Throws: `Error.Code.failedToStart` when the test shows no window to start on.
    public func enable() throws {
        if let running {
            enabled = running
            return
        }
        guard let window else {
            throw Error(
                .failedToStart,
                "no window to start VoiceOver on: XCUIDevice.shared was asked for before this test made a window key (makeKeyAndVisible())"
            )
        }
        enabled = VoiceOver(window: window)
    }

    /// Turns VoiceOver off (Apple's `disable()`): speech stops, `isVoiceOverRunning` is false
    /// again; nothing happens when it is off already. Earshot's VoiceOver stops at once, so
    /// `Error.Code.failedToStop` is never thrown.
    public func disable() throws {
        running?.stop()
        enabled = nil
    }

    /// What VoiceOver says for the focused element (Apple's `currentSpeech()`), without moving.
    /// - Throws: `Error.Code.notRunning` before `enable()`; `Error.Code.noSpeech` when nothing is
    ///   focused (a screen without elements).
    public func currentSpeech() throws -> Output {
        let voiceOver = try runningVoiceOver()
        guard let said = voiceOver.focusedDescription, !said.isEmpty else {
            throw Error(.noSpeech, "VoiceOver has no focused element to speak")
        }
        return Output(utterance: said)
    }

    /// Moves VoiceOver to the next element and returns its speech (Apple's `moveForward()`): a
    /// one-finger swipe right.
    /// - Throws: `Error.Code.notRunning` before `enable()`; `Error.Code.noSpeech` on the last
    ///   element, where VoiceOver stays and says nothing.
    public func moveForward() throws -> Output {
        let voiceOver = try runningVoiceOver()
        guard let said = voiceOver.swipeRight(), !said.isEmpty else {
            throw Error(.noSpeech, "VoiceOver said nothing moving forward: the focused element is the last")
        }
        return Output(utterance: said)
    }

    /// Moves VoiceOver to the previous element and returns its speech (Apple's
    /// `moveBackward()`): a one-finger swipe left.
    /// - Throws: `Error.Code.notRunning` before `enable()`; `Error.Code.noSpeech` on the first
    ///   element, where VoiceOver stays and says nothing.
    public func moveBackward() throws -> Output {
        let voiceOver = try runningVoiceOver()
        guard let said = voiceOver.swipeLeft(), !said.isEmpty else {
            throw Error(.noSpeech, "VoiceOver said nothing moving backward: the focused element is the first")
        }
        return Output(utterance: said)
    }

    // MARK: The VoiceOver behind it

    /// The VoiceOver running on the window: the one `enable()` started, else one the test started
    /// on the same window with Earshot's API.
    /// - Complexity: O(t), t the running assistive technologies.
    private var running: VoiceOver? {
        if let enabled, enabled.isRunning { return enabled }
        guard let window, let application = window.application else { return nil }
        for entry in AssistiveTechnologyRegistry.entries(of: application) where entry.window === window {
            if let voiceOver = entry.technology as? VoiceOver, voiceOver.isRunning { return voiceOver }
        }
        return nil
    }

    private func runningVoiceOver() throws -> VoiceOver {
        guard let running else {
            throw Error(.notRunning, "VoiceOver is not enabled: call enable() first")
        }
        return running
    }
}
#endif
