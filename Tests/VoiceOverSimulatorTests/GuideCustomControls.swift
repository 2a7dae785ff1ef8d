import EarshotUIKit

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver)'s APLCoffeeControl, translated to Swift with only the import changed: a button whose
/// value says whether coffee locations show.
@MainActor
final class APLCoffeeControl: UIControl {
    var isOn = false
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityHint: String? {
        get { "Show or hide coffee locations" }
        set {}
    }
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

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver)'s APLElevatorControl: adjustable, naming the floor, posting layoutChanged after each
/// change as the guide does.
@MainActor
final class APLElevatorControl: UIControl {
    var floor = 1
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityValue: String? {
        get {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            return formatter.string(from: NSNumber(value: floor))
        }
        set {}
    }
    override var accessibilityLabel: String? {
        get { "Floor" }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }
    override func accessibilityDecrement() {
        floor -= 1
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }
    override func accessibilityIncrement() {
        floor += 1
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }
}
