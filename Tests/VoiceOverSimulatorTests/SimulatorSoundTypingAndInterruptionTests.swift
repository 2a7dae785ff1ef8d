import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A key of an on-screen keyboard: typing it appends its letter to `typed`.
@MainActor
private final class KeyView: UIView {
    var typed: [String] = []

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init(_ letter: String, x: CGFloat) {
        super.init(frame: CGRect(x: x, y: 600, width: 40, height: 50))
        isAccessibilityElement = true
        accessibilityLabel = letter
        accessibilityTraits = .keyboardKey
    }

    override func accessibilityActivate() -> Bool {
        typed.append(accessibilityLabel ?? "")
        return true
    }
}

/// A view that plays its own sound when activated.
@MainActor
private final class ChimeView: UIView {
    var played = 0

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init() {
        super.init(frame: CGRect(x: 20, y: 300, width: 200, height: 44))
        isAccessibilityElement = true
        accessibilityLabel = "Chime"
        accessibilityTraits = [.button, .playsSound]
    }

    override func accessibilityActivate() -> Bool {
        played += 1
        accessibilityValue = "Played \(played)"
        return true
    }
}

@MainActor
@Suite("VoiceOver: playsSound, typing style, interrupted announcements")
struct SimulatorSoundTypingAndInterruptionTests {
    /// UIKit's playsSound trait: "the accessibility element plays its own sound when activated";
    /// VoiceOver stops talking so the sound is heard and says nothing about the change.
    @Test func activatingAPlaysSoundElementStopsSpeechAndStaysSilent() {
        let chime = ChimeView()
        let screen = SimulatorScreen(chime)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Chime, Button")
        voiceOver.clearLog()
        #expect(voiceOver.doubleTap() == nil)
        #expect(chime.played == 1)
        #expect(voiceOver.events.contains(.speechInterrupted("Chime, Button")))
        #expect(voiceOver.spokenLog.isEmpty)
    }

    /// Developing Accessible iOS Apps, chapter 6, "Allows direct interaction" and the keyboardKey
    /// trait: with standard typing a touch only focuses the key (a double tap types it); with
    /// touch typing the key types when the finger lifts.
    @Test func keysTypeOnDoubleTapOrOnLiftWithTouchTyping() {
        let q = KeyView("q", x: 10)
        let w = KeyView("w", x: 60)
        let screen = SimulatorScreen(q, w)
        let standard = screen.voiceOver()
        standard.touch(at: CGPoint(x: 80, y: 620))
        #expect(w.typed.isEmpty)
        standard.doubleTap()
        #expect(w.typed == ["w"])
        standard.stop()

        var settings = VoiceOverSettings()
        settings.typingStyle = .touch
        let touchTyping = screen.voiceOver(settings)
        touchTyping.touch(at: CGPoint(x: 30, y: 620))
        #expect(q.typed == ["q"])
        touchTyping.touch(at: CGPoint(x: 80, y: 620))
        #expect(w.typed == ["w", "w"])
    }

    /// The two-finger tap stops an announcement: announcementDidFinish reports it unsuccessful
    /// (UIKit: announcementWasSuccessfulUserInfoKey is false when the announcement was interrupted).
    @Test func aTwoFingerTapInterruptsAnAnnouncementUnsuccessfully() {
        let screen = SimulatorScreen(ElementView("One", row: 0))
        let voiceOver = screen.voiceOver()
        voiceOver.settle()
        var finished: [(String, Bool)] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.announcementDidFinishNotification, object: voiceOver, queue: nil
        ) { note in
            let text = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? ""
            let success = (note.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?.boolValue ?? true
            MainActor.assumeIsolated { finished.append((text, success)) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        screen.application.perform { UIAccessibility.post(notification: .announcement, argument: "Download complete") }
        voiceOver.advance(by: .milliseconds(100))
        voiceOver.twoFingerTap()
        #expect(finished.count == 1)
        #expect(finished.first?.0 == "Download complete")
        #expect(finished.first?.1 == false)
        // Nothing is left paused: another two-finger tap resumes nothing.
        voiceOver.twoFingerTap()
        #expect(!voiceOver.events.contains { if case .speechResumed = $0 { true } else { false } })
    }
}
