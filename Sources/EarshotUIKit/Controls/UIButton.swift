/// A control that runs an action when tapped (UIKit's `UIButton`), with a title and an image per
/// control state.
///
/// Accessibility: an element; its label is the current title, else the current image's
/// `accessibilityLabel`, else the built-in name of a system button type ("More Info", "Close",
/// "Add Contact"); an image-only button with none of these has no label (docs/voiceover-behaviour.md §10 (Standard UIKit controls)), which audits
/// report. An image's label is what iOS speaks for it: an SF Symbol's accessibility name, an
/// asset's name (`UIImage`, docs/uikit.md "Images"); a button with a configuration
/// (`UIButton.Configuration`) speaks its title and subtitle, else its image. Traits: `button`, plus `notEnabled` when
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

    /// What the button shows, as one value (`UIButton.Configuration`); nil for a button set up
    /// with titles and images per state. Setting it shows its title and image.
    open var configuration: Configuration? {
        didSet {
            UIKitChanges.note()
            updateContent()
        }
    }
    /// Runs when the button's state changes or `setNeedsUpdateConfiguration()` is called, to
    /// update the configuration for the new state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet {
            UIKitChanges.note()
            setNeedsUpdateConfiguration()
        }
    }
    /// Whether the configuration follows the state by itself (kept: the named styles' state
    /// colours are not drawn).
    open var automaticallyUpdatesConfiguration = true { didSet { UIKitChanges.note() } }
    /// True while the update handler runs, so a handler that sets the configuration is not run again.
    var isUpdatingConfiguration = false

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

    open override var isEnabled: Bool { didSet { stateChanged() } }
    open override var isSelected: Bool { didSet { stateChanged() } }
    open override var isHighlighted: Bool { didSet { stateChanged() } }

    /// Asks for the configuration to be updated: the update handler runs (UIKit runs it before
    /// the next layout; here at once, as nothing is drawn in between).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs the update handler, if any, with the button; a handler that sets the configuration
    /// does not run again for that.
    open func updateConfiguration() {
        guard let configurationUpdateHandler, !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        configurationUpdateHandler(self)
    }

    /// A new state: the configuration is updated for it, then shown.
    private func stateChanged() {
        setNeedsUpdateConfiguration()
        updateContent()
    }

    open override var frame: CGRect { didSet { layoutContent() } }

    /// The title's and image's size side by side, with UIKit's 6 points above and below the
    /// content (a 15-point title's 18-point line makes UIKit's 30-point button); an empty button
    /// is UIKit's 30 × 34.
    open override var intrinsicContentSize: CGSize {
        if let configuration {
            return configuration.contentSize(pointSize: (storedTitleLabel.font ?? .systemFont(ofSize: 17)).pointSize)
        }
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
        let title = configuration.map { $0.title } ?? currentTitle
        let image = configuration.map { $0.image } ?? currentImage
        storedTitleLabel.text = title
        storedTitleLabel.isHidden = (title ?? "").isEmpty
        if let color = configuration?.baseForegroundColor ?? titleColor(for: state) { storedTitleLabel.textColor = color }
        storedImageView.image = image
        storedImageView.isHidden = image == nil
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
            if let configuration {
                return configuration.spokenTitle ?? configuration.image?.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
            }
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
