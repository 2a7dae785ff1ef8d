/// A view showing an image (UIKit's `UIImageView`).
///
/// Accessibility: not an element by default (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): "UIImageView … not accessible by default");
/// when the app makes it one, its traits default to `image` and its label to the image's
/// `accessibilityLabel`. It does not take touches unless the app enables them, as in UIKit.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        get { imageStorage }
        set {
            if imageStorage !== newValue {
                imageStorage = newValue
                UIKitChanges.note()
            }
        }
    }
    /// The storage behind `image`, private so its exclusivity checks are dropped.
    private var imageStorage: UIImage?
    /// What `image` holds, whatever an app's override of its getter answers: a new answer
    /// that is this one came through the setter (`AppCodeWatch.GetterAnswers`).
    package final var storedImage: UIImage? { imageStorage }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage? {
        get { highlightedImageStorage }
        set { highlightedImageStorage = newValue }
    }
    private var highlightedImageStorage: UIImage? { didSet { UIKitChanges.note() } }
    /// What `highlightedImage` holds, whatever an app's override of its getter answers.
    package final var storedHighlightedImage: UIImage? { highlightedImageStorage }
    /// Whether the highlighted image is shown.
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { isHighlightedStorage = newValue }
    }
    private var isHighlightedStorage = false { didSet { UIKitChanges.note() } }
    /// What `isHighlighted` holds, whatever an app's override of its getter answers.
    package final var storedIsHighlighted: Bool { isHighlightedStorage }

    /// An image view sized to `image`.
    /// The image's size; no intrinsic size without an image (UIKit).
    open override var intrinsicContentSize: CGSize {
        guard let size = (isHighlighted ? highlightedImage ?? image : image)?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The size of the image it shows; its current size without one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        (isHighlighted ? highlightedImage ?? image : image)?.size ?? bounds.size
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        isUserInteractionEnabled = false
    }

    /// An image view with `image` and a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    // MARK: UIAccessibility defaults

    /// The image's label, unless the app set one.
    open override var accessibilityLabel: String? {
        get { accessibilityOverrides.label ?? (isHighlighted ? highlightedImage ?? image : image)?.accessibilityLabel }
        set { accessibilityOverrides.label = newValue }
    }

    /// `image`, with what the shown symbol stands for (`checkmark.circle.fill`: selected), unless
    /// the app set traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            accessibilityOverrides.traits ?? (isHighlighted ? highlightedImage ?? image : image).map {
                $0.accessibilityTraits.union(.image)
            } ?? .image
        }
        set { accessibilityOverrides.traits = newValue }
    }
}
