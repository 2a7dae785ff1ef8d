import AccessibilityTree
import AssistiveTechnologies
import EarshotUIKit
import Testing

@MainActor
private final class Tapped {
    var count = 0
    func handleTap(_ recognizer: UITapGestureRecognizer) { count += 1 }
    func send() { count += 10 }
}

/// Switch Control's Tap taps the element's activation point as VoiceOver's double tap does, so
/// a gesture recognizer's target and a control's typed target are called.
@MainActor
@Suite("Switch Control: typed target–action and gesture recognizers")
struct SwitchControlTargetActionTests {
    @Test func tapReachesATapRecognizerAndATypedTarget() throws {
        let target = Tapped()
        let avatar = UIImageView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        avatar.isAccessibilityElement = true
        avatar.accessibilityLabel = "Avatar"
        avatar.isUserInteractionEnabled = true
        avatar.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Tapped.handleTap))
        let send = UIButton(type: .system)
        send.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
        send.setTitle("Send", for: .normal)
        send.addTarget(target, action: Tapped.send, for: .touchUpInside)
        let screen = Screen(avatar, send)
        let switchControl = SwitchControl(window: screen.window)

        #expect(switchControl.next()?.name == "Avatar")
        switchControl.select(auto: false)
        try switchControl.choose(.tap)
        #expect(target.count == 1)

        #expect(switchControl.next()?.name == "Send")
        switchControl.select(auto: false)
        try switchControl.choose(.tap)
        #expect(target.count == 11)
    }
}
