/// How a renderer's images are made (UIKit's `UIGraphicsImageRendererFormat`): scale and opacity,
/// kept and passed to the images it renders.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point of the rendered images; the screen's scale by default.
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the images are opaque (drawn with no alpha).
    open var opaque = false

    public override init() {
        super.init()
    }

    /// The format for the main screen (UIKit's default).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best for the device's screen (the same as `default()` on a phone).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure draws in (UIKit's `UIGraphicsImageRendererContext`): the Core
/// Graphics context (`cgContext`, also `UIGraphicsGetCurrentContext()` while the closure runs) and
/// the format.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context the closure draws in.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.cgContext = cgContext
        self.format = format
        self.bounds = bounds
        super.init()
    }

    /// The image drawn so far: the renderer's size and scale (Earshot keeps no pixels).
    open var currentImage: UIImage { UIImage(unnamedSize: bounds.size, scale: format.scale, orientation: .up) }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips the drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with a closure (UIKit's `UIGraphicsImageRenderer`). The closure runs at once with a
/// context that is also the current one (`UIGraphicsGetCurrentContext()`), as in UIKit; the image
/// has the renderer's size and the format's scale, no name and no kept pixels, so VoiceOver speaks
/// nothing for it in an unlabelled image view, as for any image without an asset name.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The format the images are made with.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` at the screen's scale.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of `size` with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` at the screen's scale.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of `bounds` with `format`. A rectangle that is not finite counts as empty.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.isFinite ? bounds.standardized : .zero
        self.format = format
        super.init()
    }

    /// Runs `actions` with a fresh context made current for its duration, and returns the image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(cgContext: CGContext(bounds: bounds), format: format, bounds: bounds)
        UIGraphicsPushContext(context.cgContext)
        defer { UIGraphicsPopContext() }
        actions(context)
        return context.currentImage
    }
}
