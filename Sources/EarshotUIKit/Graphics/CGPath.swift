/// A path as Core Graphics passes it (`CGPath`, `CGMutablePath`): the same commands as
/// `UIBezierPath`, whose `cgPath` it is. Core Graphics does not exist on Linux, so Earshot declares
/// the part apps use to build paths for layers (`CAShapeLayer.path`, `shadowPath`).
open class CGPath {
    /// The commands in order.
    public fileprivate(set) var elements: [UIBezierPath.Element]

    public init() { elements = [] }

    init(elements: [UIBezierPath.Element]) { self.elements = elements }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point and control point (`CGRect.null` when empty).
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
}

/// A path being built (Core Graphics' `CGMutablePath`).
open class CGMutablePath: CGPath {
    public override init() { super.init() }

    override init(elements: [UIBezierPath.Element]) { super.init(elements: elements) }

    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    public func closeSubpath() { elements.append(.close) }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect) {
        elements += [
            .move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
            .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)), .close,
        ]
    }

    /// Another path's commands, appended.
    public func addPath(_ path: CGPath) { elements += path.elements }

    /// An ellipse inscribed in `rect`, built as `UIBezierPath(ovalIn:)` builds it.
    @preconcurrency @MainActor
    public func addEllipse(in rect: CGRect) { elements += UIBezierPath(ovalIn: rect).elements }

    /// A circular arc, built as `UIBezierPath.addArc` builds it (y grows downwards).
    @preconcurrency @MainActor
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = UIBezierPath(cgPath: self)
        arc.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        elements = arc.elements
    }
}

extension UIBezierPath {
    /// A path with a Core Graphics path's commands.
    public convenience init(cgPath: CGPath) {
        self.init()
        for element in cgPath.elements { appendElement(element) }
    }

    /// The path's commands as a Core Graphics path; setting it replaces them.
    public var cgPath: CGPath {
        get { CGPath(elements: elements) }
        set {
            removeAllPoints()
            for element in newValue.elements { appendElement(element) }
        }
    }

    /// A rectangle whose `corners` are rounded by `cornerRadii` (the width is the radius, as in
    /// UIKit, which rounds with circular arcs).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        let topLeft = radius(.topLeft)
        let topRight = radius(.topRight)
        let bottomRight = radius(.bottomRight)
        let bottomLeft = radius(.bottomLeft)
        move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
        if topRight > 0 {
            addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + topRight), controlPoint: CGPoint(x: rect.maxX, y: rect.minY))
        }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
        if bottomRight > 0 {
            addQuadCurve(to: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY), controlPoint: CGPoint(x: rect.maxX, y: rect.maxY))
        }
        addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
        if bottomLeft > 0 {
            addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft), controlPoint: CGPoint(x: rect.minX, y: rect.maxY))
        }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
        if topLeft > 0 {
            addQuadCurve(to: CGPoint(x: rect.minX + topLeft, y: rect.minY), controlPoint: CGPoint(x: rect.minX, y: rect.minY))
        }
        close()
    }

    /// A circular arc alone (UIKit's arc initializer).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
}

/// The corners of a rectangle (UIKit's `UIRectCorner`, its raw values).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}
