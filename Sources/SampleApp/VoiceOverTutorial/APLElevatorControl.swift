import EarshotUIKit

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver), "APLElevatorControl 控件代码": an adjustable control choosing the floor the floor plan
/// shows. It says "Floor, 1, Adjustable"; VoiceOver's swipe up / down call its
/// `accessibilityIncrement()` / `accessibilityDecrement()`, which change the floor and post
/// `.layoutChanged`, because the floor plan on the same screen changes with it.
///
/// The building has floors 1 to `topFloor`; the floor stays in that range.
public final class APLElevatorControl: UIControl {
    /// The highest floor.
    public let topFloor = 3
    /// The floor shown. Changing it sends `.valueChanged`.
    public var floor = 1 {
        didSet { if floor != oldValue { sendActions(for: .valueChanged) } }
    }

    func incrementFloor() {
        floor = min(floor + 1, topFloor)
    }

    func decrementFloor() {
        floor = max(floor - 1, 1)
    }

    // MARK: UIAccessibilityElement (UIAccessibilityTraitAdjustable)

    public override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    public override var accessibilityValue: String? {
        get {
            let numberFormatter = NumberFormatter()
            numberFormatter.numberStyle = .decimal
            return numberFormatter.string(from: NSNumber(value: floor))
        }
        set {}
    }

    public override var accessibilityLabel: String? {
        get { "Floor" }
        set {}
    }

    public override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }

    public override func accessibilityDecrement() {
        decrementFloor()
        // Changing the floor changes the layout, so post the notification.
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    public override func accessibilityIncrement() {
        incrementFloor()
        // Changing the floor changes the layout, so post the notification.
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }
}
