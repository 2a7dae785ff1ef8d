/// A bar showing how far a task has gone (UIKit's `UIProgressView`).
///
/// Accessibility: an element (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): UIProgressView is accessible by default); its value is the
/// progress as a whole percentage ("50%", rounded half-to-even); its label defaults to "Progress"
/// [U: the label Accessibility Inspector shows for a stock progress view; an app should set a
/// better one]; its trait is `updatesFrequently`, so VoiceOver speaks the new value while focused.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar (UIKit's raw values).
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    /// The look of the bar.
    open var progressViewStyle: Style = .default { didSet { UIKitChanges.note() } }
    private var progressStorage: Float = 0 { didSet { UIKitChanges.noteAttributes(of: self) } }
    /// What `progress` holds, whatever an app's override of its getter answers.
    package final var storedProgress: Float { progressStorage }

    /// The progress, 0…1 (values outside are clamped, as UIKit does).
    open var progress: Float {
        get { progressStorage }
        set { progressStorage = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
    }

    /// A bar of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets the progress (clamped).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    // MARK: UIAccessibility defaults for progress views

    /// Progress views are elements, unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? true }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// "Progress", unless the app set a label.
    open override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? "Progress" }
        set { accessibilityOverrides.label = newValue }
    }

    /// The progress as a whole percentage, unless the app set a value.
    open override var accessibilityValue: String? {
        get { accessibilityOverrides.value ?? UISlider.percentString(Double(progress)) }
        set { accessibilityOverrides.value = newValue }
    }

    /// `updatesFrequently`, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? .updatesFrequently }
        set { accessibilityOverrides.traits = newValue }
    }
}
