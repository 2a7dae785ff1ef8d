/// A control that runs an action when tapped (UIKit's `UIButton`), with a title and an image per
/// control state.
///
/// Accessibility: an element; its label is the current title, else the current image's
/// `accessibilityLabel`, else the built-in name of a system button type ("More Info", "Close",
/// "Add Contact"); an image-only button with none of these has no label (docs/voiceover-behaviour.md §10 (Standard UIKit controls)), which audits
/// report. An image's label is what iOS speaks for it: an SF Symbol's accessibility name, an
/// asset's name (`UIImage`, docs/uikit.md "Images"). Traits: `button`, plus `notEnabled` when
/// disabled and `selected` when selected.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button `init(type:)` makes (UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7

        /// UIKit's old name for `.system`.
        public static let roundedRect = ButtonType.system

        /// The label UIKit gives a button of this type when it has no title.
        var builtInAccessibilityLabel: String? {
            switch self {
            case .detailDisclosure, .infoLight, .infoDark: "More Info"
            case .contactAdd: "Add Contact"
            case .close: "Close"
            case .custom, .system, .plain: nil
            }
        }
    }

    private var storedButtonType = ButtonType.custom { didSet { UIKitChanges.note() } }
    private var titles: [UInt: String] = [:] { didSet { UIKitChanges.note() } }
    private var images: [UInt: UIImage] = [:] { didSet { UIKitChanges.note() } }
    private var titleColors: [UInt: UIColor] = [:]
    private let storedTitleLabel = UILabel()
    private let storedImageView = UIImageView(frame: .zero)

    /// The type the button was created with.
    open var buttonType: ButtonType { storedButtonType }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A custom-type button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedTitleLabel.isHidden = true
        storedImageView.isHidden = true
        // The button speaks for its title label and image view; they never surface on their own,
        // even when the app makes the button itself inaccessible.
        storedTitleLabel.isAccessibilityElement = false
        storedImageView.isAccessibilityElement = false
        addSubview(storedImageView)
        addSubview(storedTitleLabel)
        layoutContent()
    }

    // MARK: Titles and images

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for `state`, falling back to the normal state's as UIKit does.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// The label showing the current title.
    open var titleLabel: UILabel? { storedTitleLabel }

    /// The image view showing the current image.
    open var imageView: UIImageView? { storedImageView }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`, falling back to the normal state's.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`, falling back to the normal state's.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    open override var isEnabled: Bool { didSet { updateContent() } }
    open override var isSelected: Bool { didSet { updateContent() } }
    open override var isHighlighted: Bool { didSet { updateContent() } }

    open override var frame: CGRect { didSet { layoutContent() } }

    /// The title's and image's size side by side, with UIKit's 6 points above and below the
    /// content (a 15-point title's 18-point line makes UIKit's 30-point button); an empty button
    /// is UIKit's 30 × 34.
    open override var intrinsicContentSize: CGSize {
        let title = currentTitle ?? ""
        let font = storedTitleLabel.font ?? .systemFont(ofSize: 17)
        let text = TextMetrics.size(of: title, pointSize: font.pointSize, bold: font.isBold)
        let image = currentImage?.size ?? .zero
        guard text != .zero || image != .zero else { return CGSize(width: 30, height: 34) }
        return CGSize(width: text.width + image.width, height: max(text.height, image.height) + 12)
    }

    /// Its content's size, as `intrinsicContentSize`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
        guard !(currentTitle ?? "").isEmpty else { return nil }
        let offsets = TextMetrics.baselineOffsets(pointSize: (storedTitleLabel.font ?? .systemFont(ofSize: 17)).pointSize)
        return (offsets.first + 6, offsets.last + 6)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// Shows the current title and image in the subviews.
    private func updateContent() {
        storedTitleLabel.text = currentTitle
        storedTitleLabel.isHidden = (currentTitle ?? "").isEmpty
        if let color = titleColor(for: state) { storedTitleLabel.textColor = color }
        storedImageView.image = currentImage
        storedImageView.isHidden = currentImage == nil
    }

    /// The title label and image view fill the button (the button is the element; they only
    /// carry what is drawn).
    private func layoutContent() {
        storedTitleLabel.frame = bounds
        storedImageView.frame = bounds
    }

    // MARK: UIAccessibility defaults for buttons

    /// The current title, else the image's label, else the system type's name, unless the app set one.
    open override var accessibilityLabel: String? {
        get {
            if let explicit = accessibilityOverrides.label { return explicit }
            if let title = currentTitle, !title.isEmpty { return title }
            if let imageLabel = currentImage?.accessibilityLabel, !imageLabel.isEmpty { return imageLabel }
            return buttonType.builtInAccessibilityLabel
        }
        set { accessibilityOverrides.label = newValue }
    }

    /// `button`, plus the state's `notEnabled` and `selected`, unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityOverrides.traits ?? stateTraits.union(.button) }
        set { accessibilityOverrides.traits = newValue }
    }
}
