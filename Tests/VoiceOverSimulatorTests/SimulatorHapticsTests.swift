import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Haptics an app plays while VoiceOver drives it are recorded on the device, so a test can ask
/// what the user felt. Apple's documentation of `UIImpactFeedbackGenerator`
/// (`impactOccurred(intensity:)`: "a value between 0.0 and 1.0"; `init()` is a medium impact),
/// `UINotificationFeedbackGenerator` and `UISelectionFeedbackGenerator`; Human Interface
/// Guidelines, "Playing haptics".
@MainActor
@Suite("Feedback generators")
struct SimulatorHapticsTests {
    @Test(arguments: ["impact", "heavy", "soft half", "over one", "success", "error", "selection"])
    func anActionsHapticIsRecordedOnTheDevice(kind: String) {
        let expected: UIDevice.Haptic
        let play: @MainActor () -> Void
        switch kind {
        case "impact":
            expected = .impact(.medium, intensity: 1)
            play = { UIImpactFeedbackGenerator().impactOccurred() }
        case "heavy":
            expected = .impact(.heavy, intensity: 1)
            play = { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }
        case "soft half":
            expected = .impact(.soft, intensity: 0.5)
            play = { UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 0.5) }
        case "over one":
            expected = .impact(.rigid, intensity: 1)
            play = { UIImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: 3) }
        case "success":
            expected = .notification(.success)
            play = { UINotificationFeedbackGenerator().notificationOccurred(.success) }
        case "error":
            expected = .notification(.error)
            play = { UINotificationFeedbackGenerator().notificationOccurred(.error) }
        default:
            expected = .selection
            play = { UISelectionFeedbackGenerator().selectionChanged() }
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        button.setTitle("Save", for: .normal)
        button.addAction(UIAction { _ in play() }, for: .touchUpInside)
        let screen = SimulatorScreen(button)
        let voiceOver = screen.voiceOver()
        #expect(screen.window.device.playedHaptics.isEmpty)
        voiceOver.doubleTap()
        #expect(screen.window.device.playedHaptics == [expected])
        screen.window.device.removeAllPlayedHaptics()
        #expect(screen.window.device.playedHaptics.isEmpty)
    }

    @Test func preparingPlaysNothing() {
        let screen = SimulatorScreen(UIView())
        let voiceOver = screen.voiceOver()
        let generator = UIImpactFeedbackGenerator(style: .light)
        voiceOver.perform { generator.prepare() }
        #expect(generator.preparationCount == 1)
        #expect(screen.window.device.playedHaptics.isEmpty)
    }
}
