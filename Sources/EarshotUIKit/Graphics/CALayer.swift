/// A layer (Core Animation's `CALayer`): every view has one (`view.layer`), and apps add their own
/// (`addSublayer`). VoiceOver never reads layers: what it perceives of a view-backing layer is the
/// view's own state, so `opacity`, `isHidden`, `masksToBounds`, `frame`, `bounds`, `position` and
/// `backgroundColor` of a view's layer are that view's `alpha`, `isHidden`, `clipsToBounds`,
/// `frame`, `bounds`, `center` and `backgroundColor`, as on iOS, where they are one property.
/// The rest (corners, borders, shadows, masks, sublayers' drawing) is appearance: kept, readable,
/// and not drawn by Earshot's wireframe (docs/uikit.md, "Layers").
///
/// Main-actor isolated here, though Core Animation's is not: a view's layer is its view's state.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// What a layer draws and no assistive technology reads, in one value.
    package struct Appearance {
        var cornerRadius: CGFloat = 0
        var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        var cornerCurve: CALayerCornerCurve = .circular
        var borderWidth: CGFloat = 0
        var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var shadowOpacity: Float = 0
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var shadowPath: CGPath?
        var zPosition: CGFloat = 0
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var contentsScale: CGFloat = 1
        var name: String?
        var contents: Any?
        var contentsGravity = CALayerContentsGravity.resize
        var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        var animations: [AddedAnimation] = []
        var speed: Float = 1
        var timeOffset: CFTimeInterval = 0
        var beginTime: CFTimeInterval = 0
    }

    /// The view this layer backs (its `delegate` on iOS); nil for a layer the app made.
    package private(set) weak var backedView: UIView?
    /// The appearance, kept for readers and never drawn.
    private var appearance = Appearance()
    /// A free-standing layer's own geometry and visibility (a view's layer uses its view's), and
    /// the layers the app added: no assistive technology reads them.
    private var own = FreeStanding()
    private struct FreeStanding {
        var frame = CGRect.zero
        var opacity: Float = 1
        var isHidden = false
        var masksToBounds = false
        var backgroundColor: CGColor?
        var sublayers: [CALayer] = []
        weak var superlayer: CALayer?
        var mask: CALayer?
    }

    public required override init() {
        super.init()
    }

    /// How fast the layer's time runs for its animations (Core Animation's `CAMediaTiming`; 0 pauses
    /// them on iOS). Kept for readers: Earshot's animations have reached their end when added.
    open var speed: Float {
        get { appearance.speed }
        set { appearance.speed = newValue }
    }
    /// An offset into the layer's time (`CAMediaTiming`), kept for readers.
    open var timeOffset: CFTimeInterval {
        get { appearance.timeOffset }
        set { appearance.timeOffset = newValue }
    }
    /// When the layer's time starts, in its superlayer's time (`CAMediaTiming`), kept for readers.
    open var beginTime: CFTimeInterval {
        get { appearance.beginTime }
        set { appearance.beginTime = newValue }
    }

    /// The animations added and still held, in the order added (`CALayer+Animations`).
    package var addedAnimations: [AddedAnimation] {
        get { appearance.animations }
        set { appearance.animations = newValue }
    }

    /// Makes this layer the one backing `view` (when the view makes its layer).
    package func attach(to view: UIView) {
        backedView = view
    }

    // MARK: What VoiceOver perceives, through the view

    /// The frame in the superlayer's coordinates: a view's frame for a view's layer.
    open var frame: CGRect {
        get { backedView?.frame ?? own.frame }
        set {
            if let backedView { backedView.frame = newValue } else { own.frame = newValue }
        }
    }

    /// The bounds: a view's bounds for a view's layer.
    open var bounds: CGRect {
        get { backedView?.bounds ?? CGRect(origin: .zero, size: own.frame.size) }
        set {
            if let backedView { backedView.bounds = newValue } else { own.frame.size = newValue.size }
        }
    }

    /// The position of the anchor point (the centre, with the default anchor point): a view's
    /// `center` for a view's layer.
    open var position: CGPoint {
        get { backedView?.center ?? CGPoint(x: own.frame.midX, y: own.frame.midY) }
        set {
            if let backedView {
                backedView.center = newValue
            } else {
                own.frame.origin = CGPoint(x: newValue.x - own.frame.width / 2, y: newValue.y - own.frame.height / 2)
            }
        }
    }

    /// The opacity from 0 to 1: a view's `alpha` for a view's layer, so VoiceOver ignores a view
    /// whose layer is transparent, as it ignores a transparent view (docs/voiceover-behaviour.md §1).
    open var opacity: Float {
        get { backedView.map { Float($0.alpha) } ?? own.opacity }
        set {
            if let backedView { backedView.alpha = CGFloat(newValue) } else { own.opacity = newValue }
        }
    }

    /// Whether the layer is hidden: a view's `isHidden` for a view's layer.
    open var isHidden: Bool {
        get { backedView?.isHidden ?? own.isHidden }
        set {
            if let backedView { backedView.isHidden = newValue } else { own.isHidden = newValue }
        }
    }

    /// Whether sublayers are clipped to the bounds: a view's `clipsToBounds` for a view's layer.
    open var masksToBounds: Bool {
        get { backedView?.clipsToBounds ?? own.masksToBounds }
        set {
            if let backedView { backedView.clipsToBounds = newValue } else { own.masksToBounds = newValue }
        }
    }

    /// The fill colour: a view's `backgroundColor` for a view's layer.
    open var backgroundColor: CGColor? {
        get { backedView.map { $0.backgroundColor?.cgColor } ?? own.backgroundColor }
        set {
            if let backedView { backedView.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { own.backgroundColor = newValue }
        }
    }

    // MARK: Layer tree

    /// The layers the app added, in order (`addSublayer`). A subview's layer is not listed here
    /// (on iOS it is): views and their layers stay in the view tree.
    open var sublayers: [CALayer]? {
        get { own.sublayers.isEmpty ? nil : own.sublayers }
        set {
            for layer in own.sublayers { layer.own.superlayer = nil }
            own.sublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one was added to.
    open var superlayer: CALayer? { own.superlayer ?? backedView?.superview?.layer }

    /// Adds `layer` in front of the other sublayers, taking it from its old superlayer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: own.sublayers.count))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to their count). A layer cannot
    /// hold itself or a layer above it: that insertion is refused and logged.
    /// - Complexity: O(d), d the layers above this one.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                UIDevice.log("CALayer.insertSublayer: a layer cannot hold itself or a layer it is inside; nothing was inserted.")
                return
            }
            ancestor = current.own.superlayer
        }
        layer.removeFromSuperlayer()
        own.sublayers.insert(layer, at: min(Int(index), own.sublayers.count))
        layer.own.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in own.sublayers.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (in front when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in own.sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? own.sublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer; a view's layer takes its view out of the superview.
    open func removeFromSuperlayer() {
        if let superlayer = own.superlayer {
            superlayer.own.sublayers.removeAll { $0 === self }
            own.superlayer = nil
        } else if let backedView, backedView.superview != nil {
            backedView.removeFromSuperview()
        }
    }

    /// A layer whose alpha masks this one (appearance; not drawn).
    open var mask: CALayer? {
        get { own.mask }
        set { own.mask = newValue }
    }

    // MARK: Appearance (kept, not drawn)

    open var cornerRadius: CGFloat {
        get { appearance.cornerRadius }
        set { appearance.cornerRadius = newValue }
    }
    open var maskedCorners: CACornerMask {
        get { appearance.maskedCorners }
        set { appearance.maskedCorners = newValue }
    }
    open var cornerCurve: CALayerCornerCurve {
        get { appearance.cornerCurve }
        set { appearance.cornerCurve = newValue }
    }
    open var borderWidth: CGFloat {
        get { appearance.borderWidth }
        set { appearance.borderWidth = newValue }
    }
    open var borderColor: CGColor? {
        get { appearance.borderColor }
        set { appearance.borderColor = newValue }
    }
    open var shadowColor: CGColor? {
        get { appearance.shadowColor }
        set { appearance.shadowColor = newValue }
    }
    open var shadowOpacity: Float {
        get { appearance.shadowOpacity }
        set { appearance.shadowOpacity = newValue }
    }
    open var shadowOffset: CGSize {
        get { appearance.shadowOffset }
        set { appearance.shadowOffset = newValue }
    }
    open var shadowRadius: CGFloat {
        get { appearance.shadowRadius }
        set { appearance.shadowRadius = newValue }
    }
    open var shadowPath: CGPath? {
        get { appearance.shadowPath }
        set { appearance.shadowPath = newValue }
    }
    /// The layer's order among its siblings when drawn (the view tree decides what is in front
    /// for every reader).
    open var zPosition: CGFloat {
        get { appearance.zPosition }
        set { appearance.zPosition = newValue }
    }
    open var anchorPoint: CGPoint {
        get { appearance.anchorPoint }
        set { appearance.anchorPoint = newValue }
    }
    open var contentsScale: CGFloat {
        get { appearance.contentsScale }
        set { appearance.contentsScale = newValue }
    }
    open var name: String? {
        get { appearance.name }
        set { appearance.name = newValue }
    }
    /// What the layer shows, usually a `CGImage` (`layer.contents = image.cgImage`). Kept, not
    /// drawn; VoiceOver reads no layer, so an image shown this way is not spoken, as on iOS.
    open var contents: Any? {
        get { appearance.contents }
        set { appearance.contents = newValue }
    }
    /// How `contents` is fitted into the bounds (`.resize` by default).
    open var contentsGravity: CALayerContentsGravity {
        get { appearance.contentsGravity }
        set { appearance.contentsGravity = newValue }
    }
    /// The part of `contents` shown, in unit coordinates (all of it by default).
    open var contentsRect: CGRect {
        get { appearance.contentsRect }
        set { appearance.contentsRect = newValue }
    }
    /// The part of `contents` stretched when it is resized, in unit coordinates.
    open var contentsCenter: CGRect {
        get { appearance.contentsCenter }
        set { appearance.contentsCenter = newValue }
    }
}

/// How a layer's contents fit its bounds (Core Animation's `CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// Which corners `cornerRadius` rounds (Core Animation's `CACornerMask`, its raw values).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The curve of rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
