import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6, "增量和减量" (increment and decrement): a view with
/// the adjustable trait overrides both `accessibilityIncrement()` and `accessibilityDecrement()`,
/// each changing the value VoiceOver then reads.
///
/// A quantity from 0 to 10. The view before the fix forgets to decrement: swiping down does
/// nothing and VoiceOver says nothing (`interaction.no-op`).
public final class QuantityStepperView: UIView {
    public private(set) var quantity = 0
    /// Whether swiping down decrements (the fix).
    public let decrements: Bool

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(frame: CGRect, decrements: Bool) {
        self.decrements = decrements
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityLabel = "Quantity"
        accessibilityTraits = .adjustable
        accessibilityValue = "0"
    }

    public override func accessibilityIncrement() {
        guard quantity < 10 else { return }
        quantity += 1
        accessibilityValue = "\(quantity)"
    }

    public override func accessibilityDecrement() {
        guard decrements, quantity > 0 else { return }
        quantity -= 1
        accessibilityValue = "\(quantity)"
    }
}

/// An order screen with the quantity stepper.
public final class QuantityViewController: UIViewController {
    public private(set) var stepper: QuantityStepperView!
    public let decrements: Bool

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(decrements: Bool) {
        self.decrements = decrements
        super.init()
        title = decrements ? "Order" : "Order (before the fix)"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        stepper = QuantityStepperView(frame: .zero, decrements: decrements)
        var column = ColumnLayout()
        column.place(stepper, height: 44, in: view)
    }
}
