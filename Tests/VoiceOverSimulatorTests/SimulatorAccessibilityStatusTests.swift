import AccessibilityTree
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// UIAccessibility's status API (Apple's UIKit documentation, "UIAccessibility", Accessibility
/// status: `isVoiceOverRunning`, `isReduceMotionEnabled`, … and their `…StatusDidChangeNotification`s),
/// set per test through the device's `AccessibilitySettings`.
@MainActor
@Suite struct SimulatorAccessibilityStatusTests {
    /// A label whose text follows the settings, as apps adapt to Bold Text and Reduce Motion.
    final class AdaptiveLabel: ElementView {
        var readings: [String] = []
        override var accessibilityLabel: String? {
            get {
                var parts = ["Banner"]
                if UIAccessibility.isReduceMotionEnabled { parts.append("still") }
                if UIAccessibility.isBoldTextEnabled { parts.append("bold") }
                return parts.joined(separator: " ")
            }
            set {}
        }
        override func accessibilityElementDidBecomeFocused() {
            readings.append("VoiceOver \(UIAccessibility.isVoiceOverRunning), Switch Control \(UIAccessibility.isSwitchControlRunning)")
        }
    }

    func window(_ views: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        views.forEach(window.addSubview)
        return window
    }

    /// "isVoiceOverRunning: a Boolean value that indicates whether VoiceOver is in an enabled
    /// state" (UIKit documentation): true in code VoiceOver runs and in the test that started it.
    @Test func voiceOverRunningIsTrueForTheCodeItCallsAndTheTestThatStartedIt() {
        let label = AdaptiveLabel("Banner", row: 0)
        #expect(!UIAccessibility.isVoiceOverRunning)
        let voiceOver = VoiceOver(window: window(label))
        #expect(label.readings == ["VoiceOver true, Switch Control false"])
        #expect(UIAccessibility.isVoiceOverRunning)
        voiceOver.stop()
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    /// The setting named `key`: UIKit's change notification, how app code reads it, how a test sets it.
    static func setting(
        _ key: String
    ) -> (name: Notification.Name, read: @MainActor () -> Bool, set: @MainActor (AccessibilitySettings, Bool) -> Void) {
        switch key {
        case "reduceMotion":
            (
                UIAccessibility.reduceMotionStatusDidChangeNotification, { UIAccessibility.isReduceMotionEnabled },
                { $0.isReduceMotionEnabled = $1 }
            )
        case "boldText":
            (UIAccessibility.boldTextStatusDidChangeNotification, { UIAccessibility.isBoldTextEnabled }, { $0.isBoldTextEnabled = $1 })
        case "darkerSystemColors":
            (
                UIAccessibility.darkerSystemColorsStatusDidChangeNotification, { UIAccessibility.isDarkerSystemColorsEnabled },
                { $0.isDarkerSystemColorsEnabled = $1 }
            )
        case "reduceTransparency":
            (
                UIAccessibility.reduceTransparencyStatusDidChangeNotification, { UIAccessibility.isReduceTransparencyEnabled },
                { $0.isReduceTransparencyEnabled = $1 }
            )
        case "closedCaptioning":
            (
                UIAccessibility.closedCaptioningStatusDidChangeNotification, { UIAccessibility.isClosedCaptioningEnabled },
                { $0.isClosedCaptioningEnabled = $1 }
            )
        case "monoAudio":
            (UIAccessibility.monoAudioStatusDidChangeNotification, { UIAccessibility.isMonoAudioEnabled }, { $0.isMonoAudioEnabled = $1 })
        case "grayscale":
            (UIAccessibility.grayscaleStatusDidChangeNotification, { UIAccessibility.isGrayscaleEnabled }, { $0.isGrayscaleEnabled = $1 })
        case "differentiateWithoutColor":
            (
                UIAccessibility.differentiateWithoutColorDidChangeNotification, { UIAccessibility.shouldDifferentiateWithoutColor },
                { $0.shouldDifferentiateWithoutColor = $1 }
            )
        default:
            (
                UIAccessibility.invertColorsStatusDidChangeNotification, { UIAccessibility.isInvertColorsEnabled },
                { $0.isInvertColorsEnabled = $1 }
            )
        }
    }

    /// Every display setting, with UIKit's change notification (object: the settings), read by
    /// the app code VoiceOver calls and by the test that started it.
    @Test(arguments: [
        "reduceMotion", "boldText", "darkerSystemColors", "reduceTransparency", "closedCaptioning", "monoAudio", "grayscale",
        "differentiateWithoutColor", "invertColors",
    ])
    func eachSettingIsReadAndAnnouncedWhenItChanges(_ key: String) {
        let (name, read, set) = Self.setting(key)
        let voiceOver = VoiceOver(window: window(ElementView("One", row: 0)))
        var seenInObserver: [Bool] = []
        let token = NotificationCenter.default.addObserver(forName: name, object: voiceOver.accessibilitySettings, queue: nil) { _ in
            MainActor.assumeIsolated { seenInObserver.append(read()) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(!read())
        set(voiceOver.accessibilitySettings, true)
        #expect(read())
        #expect(voiceOver.perform { read() })
        set(voiceOver.accessibilitySettings, true)
        set(voiceOver.accessibilitySettings, false)
        #expect(seenInObserver == [true, false])
        #expect(!read())
    }

    /// Settings change what the app says, and VoiceOver reads it.
    @Test func appCodeVoiceOverCallsReadsTheSettings() {
        let label = AdaptiveLabel("Banner", row: 0)
        let voiceOver = VoiceOver(window: window(label))
        #expect(voiceOver.lastSpoken == "Banner")
        voiceOver.accessibilitySettings.isReduceMotionEnabled = true
        voiceOver.accessibilitySettings.isBoldTextEnabled = true
        #expect(voiceOver.focusedDescription == "Banner still bold")
    }

    /// Settings for a sighted user with no assistive technology running: a scope.
    @Test func aSettingsScopeServesCodeWithNoAssistiveTechnology() async {
        let settings = AccessibilitySettings()
        settings.isReduceMotionEnabled = true
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(settings.perform { UIAccessibility.isReduceMotionEnabled })
        let inTask = await settings.perform {
            await Task { @MainActor in UIAccessibility.isReduceMotionEnabled }.value
        }
        #expect(inTask)
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    /// A test that started no assistive technology sees none running, however many other tests
    /// run VoiceOver in parallel.
    @Test(arguments: 0..<4)
    func aTestWithoutVoiceOverNeverSeesAnotherTestsVoiceOver(_ index: Int) async throws {
        if index.isMultiple(of: 2) {
            let voiceOver = VoiceOver(window: window(ElementView("Case \(index)", row: 0)))
            voiceOver.accessibilitySettings.isGrayscaleEnabled = true
            try await Task.sleep(for: .milliseconds(5))
            #expect(UIAccessibility.isVoiceOverRunning)
            #expect(UIAccessibility.isGrayscaleEnabled)
        } else {
            try await Task.sleep(for: .milliseconds(2))
            #expect(!UIAccessibility.isVoiceOverRunning)
            #expect(!UIAccessibility.isGrayscaleEnabled)
            UIAccessibility.post(notification: .announcement, argument: "Nobody hears this")
        }
    }
}
