/// A spinner showing that work is under way (UIKit's `UIActivityIndicatorView`).
///
/// It starts stopped and, because `hidesWhenStopped` is true by default, hidden — as in UIKit,
/// VoiceOver does not see a stopped indicator unless the app keeps it visible.
///
/// Accessibility: an element; its label is "In progress" while animating and "Progress halted"
/// when stopped (docs/voiceover-behaviour.md §10 (Standard UIKit controls) [U]); its trait is `updatesFrequently` [U], so a change is spoken.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The look of the spinner (UIKit's raw values).
    public enum Style: Int, Sendable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101
    }

    /// The look of the spinner.
    open var style: Style = .medium { didSet { UIKitChanges.note() } }
    /// Whether it spins.
    public private(set) var isAnimating = false { didSet { UIKitChanges.note() } }
    /// Whether the indicator hides while stopped (default true).
    open var hidesWhenStopped = true {
        didSet {
            UIKitChanges.note()
            if !isAnimating { isHidden = hidesWhenStopped }
        }
    }
    /// The spinner's colour; nil is the style's.
    open var color: UIColor?

    /// A spinner of `style`, stopped (and so hidden).
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Starts spinning and shows the indicator.
    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops spinning; hides the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    // MARK: UIAccessibility defaults for activity indicators

    /// Activity indicators are elements, unless the app says otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityOverrides.isElement ?? true }
        set { accessibilityOverrides.isElement = newValue }
    }

    /// "In progress" while animating, "Progress halted" when stopped, unless the app set a label.
    open override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? (isAnimating ? "In progress" : "Progress halted") }
        set { accessibilityOverrides.label = newValue }
    }

    /// `updatesFrequently`, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? .updatesFrequently }
        set { accessibilityOverrides.traits = newValue }
    }
}
