import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The example in README.md, "In your tests", exactly as a reader would paste it (with `Earshot`'s
/// modules imported one by one here): it must keep compiling and passing.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
    final class APLCoffeeControl: UIControl {
        var isOn = false
        override var accessibilityLabel: String? {
            get { "Coffee" }
            set {}
        }
        override var accessibilityValue: String? {
            get { isOn ? "On" : "Off" }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .button }
            set {}
        }
        override func accessibilityActivate() -> Bool {
            isOn.toggle()
            return true
        }
    }

    @Test func coffeeToggles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(APLCoffeeControl(frame: CGRect(x: 16, y: 100, width: 120, height: 44)))
        let voiceOver = VoiceOver(window: window)
        #expect(voiceOver.lastSpoken == "Coffee, Off, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription == "Coffee, On, Button")
    }
}
