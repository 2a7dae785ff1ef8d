/// A control choosing a value in a continuous range by dragging a thumb (UIKit's `UISlider`).
///
/// Accessibility: an element with the `adjustable` trait; its value is the position within the
/// range as a whole percentage ("75%"), rounded half-to-even as UIKit's percent formatter does;
/// VoiceOver's swipe up / down (`accessibilityIncrement` / `accessibilityDecrement`) moves it by
/// 10 % of the range, clamped, and sends `.valueChanged`. Its activation point is the centre of
/// the thumb (docs/voiceover-behaviour.md §10 (Standard UIKit controls)), so VoiceOver's double tap lands on the thumb and changes nothing.
///
/// Thumb geometry (UIKit's default look): a 28 pt circle whose centre runs along the vertical
/// middle of the bounds, from 14 pt inside the left edge (minimum) to 14 pt inside the right edge
/// (maximum); a slider narrower than the thumb keeps it centred.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The diameter of the default thumb, in points.
    public static let defaultThumbDiameter: CGFloat = 28

    private var range = BoundedValue<Float>(minimum: 0, maximum: 1, value: 0) { didSet { UIKitChanges.noteAttributes(of: self) } }

    /// The lowest value (default 0). Raising it above the maximum raises the maximum too.
    open var minimumValue: Float {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The highest value (default 1). Lowering it below the minimum lowers the minimum too.
    open var maximumValue: Float {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// The current value, always within the range.
    open var value: Float {
        get { range.value }
        set { range.setValue(newValue) }
    }
    /// What `value` holds, whatever an app's override of its getter answers: a new answer
    /// that is this one came through the setter (`AppCodeWatch.GetterAnswers`).
    package final var storedValue: Float { range.value }

    /// Whether dragging sends `.valueChanged` continuously (true) or only on release.
    open var isContinuous = true { didSet { UIKitChanges.note() } }

    /// Sets the value (clamped) without sending `.valueChanged`, as UIKit does for programmatic changes.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The position of the value within the range, 0…1 (0 when the range is empty).
    private var fraction: Double {
        // Through the getters, as UIKit asks them: an app's class may answer them.
        let width = Double(maximumValue) - Double(minimumValue)
        guard width > 0 else { return 0 }
        return (Double(value) - Double(minimumValue)) / width
    }

    // MARK: Geometry

    /// The track's rectangle: the full width, 4 pt high, vertically centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }

    /// The thumb's rectangle for `value` (see the class comment for the geometry).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = Self.defaultThumbDiameter
        let width = Double(range.maximum) - Double(range.minimum)
        let position = width > 0 ? min(max((Double(value) - Double(range.minimum)) / width, 0), 1) : 0
        let travel = rect.width - diameter
        let centreX = travel > 0 ? rect.minX + diameter / 2 + CGFloat(position) * travel : rect.midX
        return CGRect(x: centreX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// The current thumb rectangle in the slider's coordinates.
    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    // MARK: UIAccessibility defaults for sliders

    /// The position as a whole percentage of the range ("75%"), unless the app set a value.
    open override var accessibilityValue: String? {
        get { accessibilityOverrides.value ?? UISlider.percentString(fraction) }
        set { accessibilityOverrides.value = newValue }
    }

    /// `adjustable`, plus the state's `notEnabled` and `selected`, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? stateTraits.union(.adjustable) }
        set { accessibilityOverrides.traits = newValue }
    }

    /// The centre of the thumb in screen coordinates, unless the app set a point.
    open override var accessibilityActivationPoint: CGPoint {
        get {
            if let explicit = accessibilityOverrides.activationPoint { return explicit }
            let thumb = UIAccessibility.convertToScreenCoordinates(currentThumbRect, in: self)
            return CGPoint(x: thumb.midX, y: thumb.midY)
        }
        set { accessibilityOverrides.activationPoint = newValue }
    }

    /// Moves the value up by 10 % of the range (clamped) and sends `.valueChanged` when it moved.
    open override func accessibilityIncrement() {
        step(by: 0.1)
    }

    /// Moves the value down by 10 % of the range (clamped) and sends `.valueChanged` when it moved.
    open override func accessibilityDecrement() {
        step(by: -0.1)
    }

    private func step(by fractionOfRange: Float) {
        guard isEnabled else { return }
        let old = range.value
        value = range.value + fractionOfRange * (range.maximum - range.minimum)
        if range.value != old { sendActions(for: .valueChanged) }
    }

    /// A fraction 0…1 as a whole percentage, rounded half-to-even ("75%").
    package static func percentString(_ fraction: Double) -> String {
        let percent = (fraction * 100).rounded(.toNearestOrEven)
        return "\(Int(saturating: percent))%"
    }
}
