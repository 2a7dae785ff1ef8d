/// A layer that draws a path (Core Animation's `CAShapeLayer`): progress rings, dividers, custom
/// shapes. Its drawing is appearance: kept, readable, not drawn by the wireframe, and never read by
/// VoiceOver (a shape says nothing; label the view that shows it).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// What the shape draws, in one value (no assistive technology reads it).
    private var shape = Shape()
    private struct Shape {
        var path: CGPath?
        var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor: CGColor?
        var lineWidth: CGFloat = 1
        var strokeStart: CGFloat = 0
        var strokeEnd: CGFloat = 1
        var lineCap: CAShapeLayerLineCap = .butt
        var lineJoin: CAShapeLayerLineJoin = .miter
        var lineDashPattern: [NSNumber]?
        var fillRule: CAShapeLayerFillRule = .nonZero
    }

    public required init() { super.init() }

    open var path: CGPath? {
        get { shape.path }
        set { shape.path = newValue }
    }
    /// The fill; opaque black by default, as in Core Animation.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { shape.fillColor = newValue }
    }
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { shape.strokeColor = newValue }
    }
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { shape.lineWidth = newValue }
    }
    /// Where the stroke starts along the path, from 0 to 1.
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { shape.strokeStart = newValue }
    }
    /// Where the stroke ends along the path, from 0 to 1 (a progress ring's progress).
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { shape.strokeEnd = newValue }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { shape.lineCap = newValue }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { shape.lineJoin = newValue }
    }
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set { shape.lineDashPattern = newValue }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { shape.fillRule = newValue }
    }
}

/// How a stroke ends (Core Animation's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How strokes join (Core Animation's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which points a shape fills (Core Animation's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
