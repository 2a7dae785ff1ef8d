/// An image, known by its name (UIKit's `UIImage`). Earshot draws nothing and keeps no pixels, so
/// an image is its name, whether it is an SF Symbol, its size and scale, and how it is drawn
/// (symbol configuration, rendering mode, tint, orientation), kept for readers.
///
/// Its `accessibilityLabel`, unless the app sets one, is what VoiceOver speaks for an image view
/// or an image-only button without a label (docs/uikit.md, "Images"): an SF Symbol's accessibility
/// name as iOS gives it (`SFSymbolAccessibility`; a symbol with no known name speaks its name),
/// and an asset image's name.
@preconcurrency @MainActor
open class UIImage: NSObject {
    /// How an image is drawn (UIKit's `UIImage.RenderingMode`, its raw values).
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// The asset or symbol name the image was created with.
    public let name: String?
    /// Whether the image is an SF Symbol (`init(systemName:)`).
    public let isSymbolImage: Bool
    /// The size in points (zero unless given or read from an image file's header).
    open var size: CGSize { didSet { UIKitChanges.note() } }
    /// Pixels per point: 2 for a file named with `@2x`, the scale given to `init(cgImage:scale:orientation:)`
    /// or `init(data:scale:)`, the renderer's for a rendered image, else 1 (Apple's documentation, `UIImage.scale`).
    public let scale: CGFloat
    /// How the pixels are turned for display (`up` unless given).
    public let imageOrientation: Orientation
    /// A symbol's configuration (point size, weight, scale, text style); nil for other images.
    public let symbolConfiguration: SymbolConfiguration?
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// The colour a symbol or template image is drawn in (`withTintColor`), if set.
    public let tintColor: UIColor?

    /// An image with no name.
    public convenience init(size: CGSize = .zero) {
        self.init(
            name: nil, isSymbol: false, size: size, scale: 1, orientation: .up, configuration: nil, renderingMode: .automatic,
            tintColor: nil)
    }

    /// An image with no name whose pixels Earshot does not keep: a file's, a Core Graphics image's
    /// or a renderer's (`UIImage+Files`, `UIImage+CGImage`, `UIGraphicsImageRenderer`).
    package convenience init(unnamedSize size: CGSize, scale: CGFloat, orientation: Orientation) {
        self.init(
            name: nil, isSymbol: false, size: size, scale: scale, orientation: orientation, configuration: nil, renderingMode: .automatic,
            tintColor: nil)
    }

    /// The asset named `name`. Failable as in UIKit so `if let` and `!` compile, but it never
    /// fails: Earshot has no asset catalog to look the name up in. An image file of that name in
    /// the main bundle (as UIKit looks there too: `name`, or `name@3x`/`@2x` with `.png` unless the
    /// name has an extension) gives the image its size and scale.
    public convenience init?(named name: String) {
        let file = UIImage.bundleImageFile(named: name)
        self.init(
            name: name, isSymbol: false, size: file?.size ?? .zero, scale: file?.scale ?? 1, orientation: .up, configuration: nil,
            renderingMode: .automatic, tintColor: nil)
    }

    /// The asset named `name`; the bundle and traits are not consulted (there is no catalog).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The SF Symbol named `name`. Failable as in UIKit; it never fails here.
    public convenience init?(systemName name: String) {
        self.init(
            name: name, isSymbol: true, size: .zero, scale: 1, orientation: .up, configuration: nil, renderingMode: .automatic,
            tintColor: nil)
    }

    /// The SF Symbol named `name`, drawn with `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(
            name: name, isSymbol: true, size: .zero, scale: 1, orientation: .up, configuration: configuration as? SymbolConfiguration,
            renderingMode: .automatic, tintColor: nil)
    }

    private init(
        name: String?, isSymbol: Bool, size: CGSize, scale: CGFloat, orientation: Orientation, configuration: SymbolConfiguration?,
        renderingMode: RenderingMode, tintColor: UIColor?
    ) {
        self.name = name
        self.isSymbolImage = isSymbol
        self.size = size
        self.scale = scale
        self.imageOrientation = orientation
        self.symbolConfiguration = configuration
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        super.init()
    }

    /// A copy of `image` drawn another way, keeping a label the app gave it.
    private convenience init(copying image: UIImage, configuration: SymbolConfiguration?, renderingMode: RenderingMode, tintColor: UIColor?)
    {
        self.init(
            name: image.name, isSymbol: image.isSymbolImage, size: image.size, scale: image.scale, orientation: image.imageOrientation,
            configuration: configuration, renderingMode: renderingMode, tintColor: tintColor)
        if let label = image.accessibilityOverrides.label { accessibilityLabel = label }
    }

    /// This image with `configuration` (a symbol's point size, weight, scale or text style).
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(
            copying: self, configuration: (configuration as? SymbolConfiguration) ?? symbolConfiguration, renderingMode: renderingMode,
            tintColor: tintColor)
    }

    /// This image drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, configuration: symbolConfiguration, renderingMode: renderingMode, tintColor: tintColor)
    }

    /// This image drawn in `color` (as a template, unless it already has a rendering mode).
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(copying: self, configuration: symbolConfiguration, renderingMode: renderingMode, tintColor: color)
    }

    /// This image drawn in `color` with `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, configuration: symbolConfiguration, renderingMode: renderingMode, tintColor: color)
    }

    // MARK: UIAccessibility defaults

    /// The symbol's accessibility name (its name when it has none), or the asset's name, unless
    /// the app set a label; nil for an image with no name.
    open override var accessibilityLabel: String? {
        get {
            if let label = accessibilityOverrides.label { return label }
            guard let name else { return nil }
            return isSymbolImage ? SFSymbolAccessibility.spokenName(ofSymbol: name) : name
        }
        set { accessibilityOverrides.label = newValue }
    }

    /// The traits a symbol stands for (`checkmark.circle.fill`: selected), unless the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = accessibilityOverrides.traits { return traits }
            guard isSymbolImage, let name else { return .none }
            return SFSymbolAccessibility.traits(ofSymbol: name)
        }
        set { accessibilityOverrides.traits = newValue }
    }
}
