import AssistiveTechnologies
import EarshotUIKit
import Testing

/// The README's Switch Control and Voice Control examples, verbatim, so they keep compiling and passing.
@MainActor
@Suite("README examples: Switch Control and Voice Control")
struct ReadmeExampleTests {
    @Test func switchControlIncrementsTheSlider() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let slider = UISlider(frame: CGRect(x: 16, y: 100, width: 358, height: 44))
        slider.accessibilityLabel = "Travelers"
        window.addSubview(slider)
        let switchControl = SwitchControl(window: window)
        #expect(switchControl.next()?.name == "Travelers")
        #expect(switchControl.select()?.contains(.increment) == true)
        try switchControl.choose(.increment)
        #expect(slider.value > 0)
    }

    @Test func voiceControlAnswersToTheInputLabel() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let send = UIButton(frame: CGRect(x: 16, y: 100, width: 358, height: 44))
        send.setTitle("Send message", for: .normal)
        send.accessibilityUserInputLabels = ["Send", "Send message"]
        var sent = 0
        send.addTarget(for: .touchUpInside) { _ in sent += 1 }
        window.addSubview(send)
        let voiceControl = VoiceControl(window: window)
        try voiceControl.perform("Tap send")
        #expect(sent == 1)
    }
}
