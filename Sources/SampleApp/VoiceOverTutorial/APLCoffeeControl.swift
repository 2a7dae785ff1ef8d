import EarshotUIKit

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver), "APLCoffeeControl 控件代码": a control that shows or hides the coffee locations on the
/// floor plan. It says "Coffee, Off, Button" and, after a pause, "Show or hide coffee locations";
/// a double tap runs its `accessibilityActivate()`, which toggles it ("On").
///
/// Turning it on or off sends `.valueChanged`, which the floor plan screen listens to.
public final class APLCoffeeControl: UIControl {
    /// Whether coffee locations are shown.
    public var isOn = false {
        didSet { if isOn != oldValue { sendActions(for: .valueChanged) } }
    }

    // MARK: UIAccessibilityElement (UIAccessibilityTraitButton)

    public override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    public override var accessibilityHint: String? {
        get { "Show or hide coffee locations" }
        set {}
    }

    public override var accessibilityLabel: String? {
        get { "Coffee" }
        set {}
    }

    public override var accessibilityValue: String? {
        get { isOn ? "On" : "Off" }
        set {}
    }

    public override var accessibilityTraits: UIAccessibilityTraits {
        get { .button }
        set {}
    }

    public override func accessibilityActivate() -> Bool {
        isOn = !isOn
        return true
    }
}
