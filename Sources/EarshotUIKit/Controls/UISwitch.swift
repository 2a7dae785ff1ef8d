/// An on/off switch (UIKit's `UISwitch`).
///
/// Accessibility: an element with the `button` and switch (`toggleButton`) traits; its value is
/// always "1" or "0", whatever the app sets (UIKit ignores a custom `accessibilityValue` on a
/// switch); its label comes from the app. VoiceOver's double tap finds no `accessibilityActivate`
/// and taps the switch's centre: the tap's touch-up toggles it and sends `.valueChanged`, as UIKit
/// does, before `.touchUpInside`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn: Bool {
        get { isOnStorage }
        set {
            isOnStorage = newValue
            UIKitChanges.noteAttributes(of: self)
        }
    }
    /// The storage behind `isOn`, private so its exclusivity checks are dropped.
    private var isOnStorage = false
    /// What `isOn` holds, whatever an app's override of its getter answers: a new answer
    /// that is this one came through the setter (`AppCodeWatch.GetterAnswers`).
    package final var storedIsOn: Bool { isOnStorage }
    /// The colour of the track when on; nil is the system colour.
    open var onTintColor: UIColor?
    /// The colour of the thumb; nil is white.
    open var thumbTintColor: UIColor?

    /// A switch with `frame`; a zero-size frame gets UIKit's switch size, 51 × 31 pt. (UIKit forces
    /// that size on every switch; Earshot keeps a size the app or a screen file gives.)
    /// UIKit's switch is always 51 × 31 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    /// A switch's fixed size, 51 × 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A switch hugs its size and resists shrinking at 750 on both axes, so a stack view or
    /// a constraint stretches the label beside it instead (UIKit's default for `UISwitch`, shown
    /// in Interface Builder's size inspector; docs/layout.md, "Intrinsic sizes").
    package override class var defaultContentPriorities: (hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
        (.defaultHigh, .defaultHigh)
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)) : frame)
    }

    /// Sets the state without sending `.valueChanged`, as UIKit does for programmatic changes.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// A touch that ends inside toggles the switch and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard touchEndedInside(touch, with: event) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    // MARK: UIAccessibility defaults for switches

    /// Always "1" when on and "0" when off; a value the app sets is stored but never read, as UIKit does.
    open override var accessibilityValue: String? {
        get { isOn ? "1" : "0" }
        set { accessibilityOverrides.value = newValue }
    }

    /// `button` and the switch bit, plus the state's `notEnabled` and `selected`, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? stateTraits.union([.button, .switchButton]) }
        set { accessibilityOverrides.traits = newValue }
    }
}
