import EarshotUIKit
import Foundation

/// SwiftUI's `Path`: an outline of lines and curves. Earshot keeps its elements (readable with
/// `forEach` and `boundingRect`); the wireframe does not draw it (docs/swiftui.md, "Drawing").
public struct Path: Equatable, Sendable {
    /// One step of the outline, as SwiftUI names them.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private var elements: [Element] = []
    private var start: CGPoint?

    /// The control points' distance for a quarter ellipse drawn as one cubic curve.
    private static let kappa: CGFloat = 0.552_284_75
    /// The largest angle an arc step covers: arcs are kept as short lines.
    private static let arcStep = Double.pi / 12

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path drawn by `callback`, as `Path { path in path.move(to: …) }`.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point and control point.
    /// - Complexity: O(n), n the elements.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let to), .line(let to): points.append(to)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let control1, let control2): points += [to, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x
        var minY = first.y
        var maxX = first.x
        var maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let to)?, .line(let to)?, .quadCurve(let to, _)?, .curve(let to, _, _)?: to
        case .closeSubpath?: start
        case nil: nil
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        start = point
    }

    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// An ellipse as four cubic curves, clockwise from the right-hand point.
    public mutating func addEllipse(in rect: CGRect) {
        let rx = rect.width / 2
        let ry = rect.height / 2
        let cx = rect.midX
        let cy = rect.midY
        let kx = rx * Path.kappa
        let ky = ry * Path.kappa
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// A rounded rectangle; the corner size is capped at half the rectangle's sides.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(max(cornerSize.width, 0), rect.width / 2)
        let ry = min(max(cornerSize.height, 0), rect.height / 2)
        let kx = rx * (1 - Path.kappa)
        let ky = ry * (1 - Path.kappa)
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - kx, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + ky))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(
            to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ky),
            control2: CGPoint(x: rect.maxX - kx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + kx, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - ky))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(
            to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ky),
            control2: CGPoint(x: rect.minX + kx, y: rect.minY))
        closeSubpath()
    }

    /// An arc of the circle around `center`, kept as lines of at most `arcStep` each; joined to
    /// the current point by a line, as SwiftUI does.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        // SwiftUI's `clockwise` is in flipped coordinates: true sweeps towards smaller angles.
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        let steps = max(1, Int((abs(sweep) / Path.arcStep).rounded(.up)))
        for step in 0...steps {
            let angle = startAngle.radians + sweep * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            if step == 0, currentPoint == nil { move(to: point) } else { addLine(to: point) }
        }
    }
}

/// The corners of a rounded rectangle: circular, or continuous as iOS draws them.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous
}

/// SwiftUI's `Angle`, in radians or degrees.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
