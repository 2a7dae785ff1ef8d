/// A layer that draws a gradient (Core Animation's `CAGradientLayer`). Appearance: kept, readable,
/// not drawn by the wireframe; the auditor's contrast checks do not read gradients.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// What the gradient draws, in one value (no assistive technology reads it).
    private var gradient = Gradient()
    private struct Gradient {
        var colors: [Any]?
        var locations: [NSNumber]?
        var startPoint = CGPoint(x: 0.5, y: 0)
        var endPoint = CGPoint(x: 0.5, y: 1)
        var type: CAGradientLayerType = .axial
    }

    public required init() { super.init() }

    /// The colours, as `CGColor`s (`[UIColor.red.cgColor, UIColor.blue.cgColor]`).
    open var colors: [Any]? {
        get { gradient.colors }
        set { gradient.colors = newValue }
    }
    /// Where each colour stops, from 0 to 1; nil spreads them evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations }
        set { gradient.locations = newValue }
    }
    /// Where the gradient starts, in the unit square (top centre by default).
    open var startPoint: CGPoint {
        get { gradient.startPoint }
        set { gradient.startPoint = newValue }
    }
    /// Where the gradient ends, in the unit square (bottom centre by default).
    open var endPoint: CGPoint {
        get { gradient.endPoint }
        set { gradient.endPoint = newValue }
    }
    open var type: CAGradientLayerType {
        get { gradient.type }
        set { gradient.type = newValue }
    }
}

/// The kind of gradient (Core Animation's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
