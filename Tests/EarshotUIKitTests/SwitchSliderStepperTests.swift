import EarshotUIKit
import Testing

@MainActor
@Suite("UISwitch, UISlider, UIStepper")
struct SwitchSliderStepperTests {
    // MARK: UISwitch

    @Test(arguments: [(true, "1"), (false, "0")])
    func switchValueIsOneOrZero(isOn: Bool, value: String) {
        let toggle = UISwitch(frame: .zero)
        toggle.setOn(isOn, animated: false)
        #expect(toggle.accessibilityValue == value)
        toggle.accessibilityValue = "Enabled"
        #expect(toggle.accessibilityValue == value, "UIKit ignores a custom value on a switch")
    }

    @Test func switchIsAButtonWithTheSwitchBitAndTheAppsLabel() {
        let toggle = UISwitch(frame: .zero)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == [.button, .switchButton])
        #expect(toggle.accessibilityLabel == nil)
        toggle.accessibilityLabel = "Auto-Correction"
        toggle.isEnabled = false
        #expect(toggle.accessibilityLabel == "Auto-Correction")
        #expect(toggle.accessibilityTraits == [.button, .switchButton, .notEnabled])
    }

    @Test func doubleTapTogglesThroughTouchTrackingAndSendsValueChangedFirst() {
        let screen = TestScreen()
        let toggle = screen.add(UISwitch(frame: CGRect(x: 300, y: 100, width: 51, height: 31)))
        let log = EventLog(toggle, [("changed", .valueChanged), ("up", .touchUpInside)])
        #expect(!screen.doubleTap(toggle), "a switch has no accessibilityActivate; VoiceOver taps it")
        #expect(toggle.isOn)
        #expect(toggle.accessibilityValue == "1")
        #expect(log.events == ["changed", "up"])
        screen.doubleTap(toggle)
        #expect(!toggle.isOn)
        #expect(log.count("changed") == 2)
    }

    @Test func disabledSwitchDoesNotToggle() {
        let screen = TestScreen()
        let toggle = screen.add(UISwitch(frame: CGRect(x: 300, y: 100, width: 51, height: 31)))
        toggle.isEnabled = false
        let log = EventLog(toggle, [("changed", .valueChanged)])
        screen.doubleTap(toggle)
        #expect(!toggle.isOn)
        #expect(log.events.isEmpty)
    }

    @Test func programmaticSetOnSendsNothing() {
        let toggle = UISwitch(frame: .zero)
        let log = EventLog(toggle, [("changed", .valueChanged)])
        toggle.setOn(true, animated: true)
        #expect(log.events.isEmpty)
    }

    // MARK: UISlider

    @Test(
        arguments: [
            (0, 1, 0, "0%"),
            (0, 1, 0.75, "75%"),
            (0, 1, 1, "100%"),
            (0, 200, 50, "25%"),
            (-10, 10, 0, "50%"),
            (0, 1, 0.125, "12%"),
            (0, 1, 0.135, "14%"),
            (0, 1, 0.333, "33%"),
            (5, 5, 5, "0%"),
        ] as [(Float, Float, Float, String)])
    func sliderValueIsAPercentageOfItsRange(minimum: Float, maximum: Float, value: Float, spoken: String) {
        let slider = UISlider(frame: .zero)
        slider.maximumValue = maximum
        slider.minimumValue = minimum
        slider.value = value
        #expect(slider.accessibilityValue == spoken)
        #expect(slider.accessibilityTraits == .adjustable)
    }

    @Test(
        arguments: [
            (0, 1, 0.5, true, 0.6, true),
            (0, 1, 0.5, false, 0.4, true),
            (0, 1, 0.95, true, 1, true),
            (0, 1, 1, true, 1, false),
            (0, 1, 0.05, false, 0, true),
            (0, 1, 0, false, 0, false),
            (0, 50, 20, true, 25, true),
        ] as [(Float, Float, Float, Bool, Float, Bool)])
    func sliderIncrementsByTenPercentOfTheRangeAndClamps(
        minimum: Float, maximum: Float, start: Float, up: Bool, expected: Float, sendsChange: Bool
    ) {
        let slider = UISlider(frame: .zero)
        slider.minimumValue = minimum
        slider.maximumValue = maximum
        slider.value = start
        let log = EventLog(slider, [("changed", .valueChanged)])
        if up { slider.accessibilityIncrement() } else { slider.accessibilityDecrement() }
        #expect(abs(slider.value - expected) < 0.0001)
        #expect(log.count("changed") == (sendsChange ? 1 : 0))
    }

    @Test func sliderSpeaksTenPercentStepsFromZero() {
        let slider = UISlider(frame: .zero)
        var spoken: [String] = []
        for _ in 0..<11 {
            slider.accessibilityIncrement()
            spoken.append(slider.accessibilityValue ?? "")
        }
        #expect(spoken == ["10%", "20%", "30%", "40%", "50%", "60%", "70%", "80%", "90%", "100%", "100%"])
    }

    @Test(arguments: [(0, 34), (0.5, 150), (1, 266)] as [(Float, CGFloat)])
    func sliderActivationPointIsTheThumbCentre(value: Float, x: CGFloat) {
        let screen = TestScreen()
        let slider = screen.add(UISlider(frame: CGRect(x: 20, y: 200, width: 260, height: 30)))
        slider.value = value
        #expect(slider.accessibilityActivationPoint == CGPoint(x: x, y: 215))
        slider.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        #expect(slider.accessibilityActivationPoint == CGPoint(x: 1, y: 2))
    }

    @Test func disabledSliderDoesNotAdjust() {
        let slider = UISlider(frame: .zero)
        slider.isEnabled = false
        slider.accessibilityIncrement()
        #expect(slider.value == 0)
        #expect(slider.accessibilityTraits == [.adjustable, .notEnabled])
    }

    // MARK: UIStepper

    @Test func stepperExposesDecrementThenIncrementButtons() throws {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        #expect(!stepper.isAccessibilityElement)
        let parts = try #require(stepper.accessibilityElements as? [NSObject])
        #expect(parts.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(parts.allSatisfy { $0.isAccessibilityElement })
        #expect(parts.allSatisfy { $0.accessibilityContainer === stepper })
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.value == 0 && stepper.stepValue == 1)
    }

    @Test(
        arguments: [
            (0.0, false, true, UIAccessibilityTraits.button, UIAccessibilityTraits.button),
            (50, false, true, .button, .button),
            (100, false, true, .button, .button),
            (0, true, true, .button, .button),
            (100, true, true, .button, .button),
            (50, false, false, [.button, .notEnabled], [.button, .notEnabled]),
        ] as [(Double, Bool, Bool, UIAccessibilityTraits, UIAccessibilityTraits)])
    /// AccessibilitySnapshot's testStepperAtMin reference image, iOS 26.2: "Decrement. Button." at
    /// the minimum (iOS 17.5 and 18.5 said "Dimmed"; the newest decides). Disabled, both dim.
    func stepperDimsItsHalvesOnlyWhenDisabled(
        value: Double, wraps: Bool, enabled: Bool, decrement: UIAccessibilityTraits, increment: UIAccessibilityTraits
    ) throws {
        let stepper = UIStepper(frame: .zero)
        stepper.value = value
        stepper.wraps = wraps
        stepper.isEnabled = enabled
        let parts = try #require(stepper.accessibilityElements as? [NSObject])
        #expect(parts[0].accessibilityTraits == decrement)
        #expect(parts[1].accessibilityTraits == increment)
    }

    @Test func stepperHalvesCoverItsLeftAndRightHalves() throws {
        let screen = TestScreen()
        let stepper = screen.add(UIStepper(frame: CGRect(x: 100, y: 300, width: 94, height: 32)))
        let parts = try #require(stepper.accessibilityElements as? [NSObject])
        #expect(parts[0].accessibilityFrame == CGRect(x: 100, y: 300, width: 47, height: 32))
        #expect(parts[1].accessibilityFrame == CGRect(x: 147, y: 300, width: 47, height: 32))
        #expect(parts[0].accessibilityActivationPoint == CGPoint(x: 123.5, y: 316))
        #expect(parts[1].accessibilityActivationPoint == CGPoint(x: 170.5, y: 316))
    }

    @Test func doubleTappingTheHalvesStepsTheValueAndSendsValueChanged() throws {
        let screen = TestScreen()
        let stepper = screen.add(UIStepper(frame: CGRect(x: 100, y: 300, width: 94, height: 32)))
        stepper.maximumValue = 2
        let log = EventLog(stepper, [("changed", .valueChanged)])
        let parts = try #require(stepper.accessibilityElements as? [NSObject])
        screen.doubleTap(parts[1])
        screen.doubleTap(parts[1])
        #expect(stepper.value == 2)
        screen.doubleTap(parts[1])
        #expect(stepper.value == 2, "the increment half does nothing at the maximum")
        screen.doubleTap(parts[0])
        #expect(stepper.value == 1)
        #expect(log.count("changed") == 3)
    }

    @Test func wrappingStepperGoesRoundTheEnds() throws {
        let screen = TestScreen()
        let stepper = screen.add(UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32)))
        stepper.maximumValue = 3
        stepper.wraps = true
        let parts = try #require(stepper.accessibilityElements as? [NSObject])
        screen.doubleTap(parts[0])
        #expect(stepper.value == 3)
        screen.doubleTap(parts[1])
        #expect(stepper.value == 0)
    }
}
