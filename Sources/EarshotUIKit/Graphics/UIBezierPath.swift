/// A path of lines and curves (UIKit's `UIBezierPath`), used as an `accessibilityPath` so touch
/// exploration follows a shape (a room on a floor plan) rather than its bounding box.
///
/// Curves are flattened into short segments for `contains(_:)`, which uses the non-zero winding
/// rule unless `usesEvenOddFillRule` is set, as UIKit does. Open subpaths count as closed.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// One drawing command.
    public enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    /// The commands in order.
    public private(set) var elements: [Element] = [] { didSet { if mayBeHeld { UIKitChanges.note() } } }
    /// Even-odd instead of non-zero winding for `contains(_:)`.
    open var usesEvenOddFillRule = false { didSet { if mayBeHeld { UIKitChanges.note() } } }
    /// The end of the last command.
    public private(set) var currentPoint: CGPoint = .zero { didSet { if mayBeHeld { UIKitChanges.note() } } }
    private var subpathStart: CGPoint = .zero { didSet { if mayBeHeld { UIKitChanges.note() } } }
    /// Whether a reader may hold the path: it was set as an object's `accessibilityPath`, or a
    /// walk read it from a getter. Only then does drawing into it note a change; a path still
    /// being drawn reaches no reader, so a getter may build its path anew each time it is asked
    /// (in screen coordinates, from its bounds) and VoiceOver keeps its tree.
    package var mayBeHeld = false

    public override init() { super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// An ellipse inscribed in `rect`, drawn as four cubic curves.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let kappa: CGFloat = 0.5522847498
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + ry * kappa),
            controlPoint2: CGPoint(x: cx + rx * kappa, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - rx * kappa, y: cy + ry),
            controlPoint2: CGPoint(x: cx - rx, y: cy + ry * kappa))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - ry * kappa),
            controlPoint2: CGPoint(x: cx - rx * kappa, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + rx * kappa, y: cy - ry),
            controlPoint2: CGPoint(x: cx + rx, y: cy - ry * kappa))
        close()
    }

    /// A rectangle with rounded corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + r), controlPoint: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        addQuadCurve(to: CGPoint(x: rect.maxX - r, y: rect.maxY), controlPoint: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - r), controlPoint: CGPoint(x: rect.minX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        addQuadCurve(to: CGPoint(x: rect.minX + r, y: rect.minY), controlPoint: CGPoint(x: rect.minX, y: rect.minY))
        close()
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        elements.append(.move(point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line from the current point.
    open func addLine(to point: CGPoint) {
        elements.append(.line(point))
        currentPoint = point
    }

    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(to: point, control: controlPoint))
        currentPoint = point
    }

    /// A cubic Bézier curve from the current point.
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
        currentPoint = point
    }

    /// A circular arc; angles in radians, measured as UIKit does (y grows downwards).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        var sweep = endAngle - startAngle
        if clockwise, sweep < 0 { sweep += 2 * .pi }
        if !clockwise, sweep > 0 { sweep -= 2 * .pi }
        // A sweep past a full turn draws the same circle: bounded, so a huge angle costs no more.
        guard sweep.isFinite else { return }
        sweep = min(max(sweep, -2 * .pi), 2 * .pi)
        let steps = max(1, Int((abs(sweep) / (.pi / 16)).rounded(.up)))
        for step in 1...steps {
            let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
            addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
    }

    /// Closes the current subpath.
    open func close() {
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Appends another path's commands.
    open func append(_ path: UIBezierPath) {
        for element in path.elements {
            elements.append(element)
        }
        currentPoint = path.currentPoint
    }

    /// Removes every command (UIKit's `removeAllPoints()`).
    open func removeAllPoints() {
        elements = []
        currentPoint = .zero
        subpathStart = .zero
    }

    /// Appends one command, moving the current point as drawing it does.
    package func appendElement(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, controlPoint: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
        case .close: close()
        }
    }

    /// Moves every point by (dx, dy).
    open func translate(dx: CGFloat, dy: CGFloat) {
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        elements = elements.map { element in
            switch element {
            case .move(let p): return .move(moved(p))
            case .line(let p): return .line(moved(p))
            case .quadCurve(let p, let c): return .quadCurve(to: moved(p), control: moved(c))
            case .curve(let p, let c1, let c2): return .curve(to: moved(p), control1: moved(c1), control2: moved(c2))
            case .close: return .close
            }
        }
        currentPoint = moved(currentPoint)
        subpathStart = moved(subpathStart)
    }

    /// A copy of this path (NSCopying, as in UIKit).
    open override func copy() -> Any { MainActor.assumeIsolated { copiedPath() } }

    /// A typed copy of this path.
    public func copiedPath() -> UIBezierPath {
        let path = UIBezierPath()
        path.elements = elements
        path.usesEvenOddFillRule = usesEvenOddFillRule
        path.currentPoint = currentPoint
        path.subpathStart = subpathStart
        return path
    }

    /// The closed polygons the path encloses, curves flattened into 16 segments each.
    /// - Complexity: O(e), e the number of elements.
    public var polygons: [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var pen = CGPoint.zero
        func finish() {
            if current.count >= 2 { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
                pen = p
            case .line(let p):
                if current.isEmpty { current = [pen] }
                current.append(p)
                pen = p
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [pen] }
                let start = pen
                for i in 1...16 {
                    let t = CGFloat(i) / 16
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
                pen = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [pen] }
                let start = pen
                for i in 1...16 {
                    let t = CGFloat(i) / 16
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.append(
                        CGPoint(
                            x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
                pen = p
            case .close:
                if let first = current.first { pen = first }
                finish()
            }
        }
        finish()
        return result
    }

    /// The smallest rectangle containing every point of the path (control points included).
    public var bounds: CGRect {
        let points = polygons.flatMap { $0 }
        guard let first = points.first else { return .null }
        var minX = first.x
        var minY = first.y
        var maxX = first.x
        var maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the filled path covers `point` (non-zero winding, or even-odd when set).
    /// - Complexity: O(e), e the number of flattened segments.
    open func contains(_ point: CGPoint) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 {
                        winding += 1
                        crossings += 1
                    }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return usesEvenOddFillRule ? crossings % 2 == 1 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
