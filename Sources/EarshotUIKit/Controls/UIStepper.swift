/// A control with a minus and a plus half that steps a value (UIKit's `UIStepper`).
///
/// Accessibility: the stepper is not an element itself. Like UIKit's, it exposes two buttons,
/// "Decrement" (the left half) then "Increment" (the right half), as its `accessibilityElements`;
/// both are Dimmed when the stepper is disabled. The one that cannot move further (at the minimum
/// or maximum, unless `wraps`) is not: iOS 26.2 reads it as a plain button, where iOS 17.5 and
/// 18.5 dimmed it (AccessibilitySnapshot's testStepperAtMin reference images), and the newest
/// decides; a double tap on it changes nothing. VoiceOver's double tap on one taps its centre: the stepper's
/// touch tracking steps the value and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    private var range = BoundedValue<Double>(minimum: 0, maximum: 100, value: 0) { didSet { UIKitChanges.noteAttributes(of: self) } }
    /// What `value` holds, whatever an app's override of its getter answers.
    package final var storedValue: Double { range.value }
    private var storedStep: Double = 1 { didSet { UIKitChanges.note() } }
    private lazy var parts: [StepperPartElement] = [
        StepperPartElement(stepper: self, part: .decrement),
        StepperPartElement(stepper: self, part: .increment),
    ]

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stepper with `frame`; a zero-size frame gets UIKit's stepper size, 94 × 32 pt.
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)) : frame)
    }

    /// The lowest value (default 0). Raising it above the maximum raises the maximum too.
    open var minimumValue: Double {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The highest value (default 100). Lowering it below the minimum lowers the minimum too.
    open var maximumValue: Double {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// The current value (default 0), always within the range.
    open var value: Double {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// The amount one tap adds or removes (default 1); values that are not positive are ignored.
    open var stepValue: Double {
        get { storedStep }
        set { if newValue > 0, newValue.isFinite { storedStep = newValue } }
    }

    /// Whether stepping past one end continues from the other (default false).
    open var wraps = false { didSet { UIKitChanges.note() } }
    /// Whether holding a half repeats the step (default true); a synthesized tap steps once.
    open var autorepeat = true { didSet { UIKitChanges.note() } }
    /// Whether `.valueChanged` is sent while a half is held (default true).
    open var isContinuous = true { didSet { UIKitChanges.note() } }

    // MARK: Stepping

    /// Whether the half can step now (the stepper is enabled and, without wrapping, not at that end).
    package func canStep(_ part: StepperPart) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        switch part {
        case .decrement: return value > minimumValue
        case .increment: return value < maximumValue
        }
    }

    /// Steps once in the direction of `part`, wrapping or clamping, and sends `.valueChanged`.
    private func step(_ part: StepperPart) {
        guard canStep(part) else { return }
        var next = part == .increment ? range.value + storedStep : range.value - storedStep
        if wraps {
            if next > range.maximum { next = range.minimum } else if next < range.minimum { next = range.maximum }
        }
        value = next
        sendActions(for: .valueChanged)
    }

    /// A touch ending on the left half decrements, on the right half increments.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard touchEndedInside(touch, with: event) else { return }
        let location = trackingLocation(of: touch)
        step(location.x < bounds.midX ? .decrement : .increment)
    }

    /// The rectangle of a half, in the stepper's coordinates.
    package func rect(of part: StepperPart) -> CGRect {
        let half = bounds.width / 2
        let x = part == .decrement ? bounds.minX : bounds.minX + half
        return CGRect(x: x, y: bounds.minY, width: half, height: bounds.height)
    }

    // MARK: UIAccessibility defaults for steppers

    /// Not an element: VoiceOver reaches its two halves instead, unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? false }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// The "Decrement" and "Increment" buttons, unless the app set elements.
    open override var accessibilityElements: [Any]? {
        get { accessibilityElementStorage ?? parts }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }
}

/// A half of a stepper.
package enum StepperPart: Sendable {
    case decrement, increment
}

/// One half of a stepper, as the button VoiceOver focuses.
@MainActor
private final class StepperPartElement: ControlPartElement {
    let part: StepperPart

    init(stepper: UIStepper, part: StepperPart) {
        self.part = part
        super.init(control: stepper) { control, _ in
            (control as? UIStepper)?.rect(of: part) ?? .zero
        }
    }

    private var stepper: UIStepper? { control as? UIStepper }

    override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? (part == .decrement ? "Decrement" : "Increment") }
        set { accessibilityOverrides.label = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let explicit = accessibilityOverrides.traits { return explicit }
            return stepper?.isEnabled == true ? .button : [.button, .notEnabled]
        }
        set { accessibilityOverrides.traits = newValue }
    }
}
