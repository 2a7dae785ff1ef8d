/// A drawing destination as Core Graphics passes it (`CGContext`: a renderer's `cgContext`,
/// `UIGraphicsGetCurrentContext()`). Earshot keeps no pixels, so what a context paints is not kept
/// and no reader sees it; what code can read back is kept: the path being built (`path`,
/// `isPathEmpty`, `boundingBoxOfPath`, `currentPointOfPath`), which painting and clipping use up
/// as in Core Graphics, the clip's bounding box, and the graphics state (colours, line width,
/// alpha, transform) with `saveGState`/`restoreGState`. Paths are kept in the coordinates they
/// were built in: the transform is kept for readers and applied to nothing.
///
/// Main-actor isolated here, as the UIKit drawing that hands it out (`draw(_:)`, renderers) is.
@preconcurrency @MainActor
public final class CGContext {
    /// What `saveGState` saves and `restoreGState` brings back (Core Graphics' graphics state).
    private struct GraphicsState {
        var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var transform = CGAffineTransform.identity
        var clipBoundingBox: CGRect
    }

    private var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    private var elements: [UIBezierPath.Element] = []

    /// A context whose drawable area is `bounds` (the clip's bounding box when nothing is clipped).
    package init(bounds: CGRect) {
        state = GraphicsState(clipBoundingBox: bounds)
    }

    // MARK: The path being built

    /// The current path, or nil when it is empty.
    public var path: CGPath? { elements.isEmpty ? nil : CGPath(elements: elements) }
    /// Whether the current path has no commands.
    public var isPathEmpty: Bool { elements.isEmpty }
    /// The bounding box of the current path (`CGRect.null` when empty).
    public var boundingBoxOfPath: CGRect { CGPath(elements: elements).boundingBox }
    /// The point the next command starts from (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint { UIBezierPath(cgPath: CGPath(elements: elements)).currentPoint }

    /// Starts a new path, forgetting the current one.
    public func beginPath() { elements = [] }
    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    /// Lines through `points`: a move to the first, then a line to each of the others.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        elements.append(.move(first))
        elements += points.dropFirst().map { .line($0) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    public func closePath() { elements.append(.close) }
    public func addRect(_ rect: CGRect) { add { $0.addRect(rect) } }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { add { $0.addEllipse(in: rect) } }
    public func addPath(_ path: CGPath) { elements += path.elements }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let built = CGMutablePath(elements: elements)
        built.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        elements = built.elements
    }

    private func add(_ build: (CGMutablePath) -> Void) {
        let built = CGMutablePath()
        build(built)
        elements += built.elements
    }

    // MARK: Painting: uses up the path; the pixels are not kept

    /// Fills the current path and starts a new one.
    public func fillPath(using rule: CGPathFillRule = .winding) { elements = [] }
    /// Strokes the current path and starts a new one.
    public func strokePath() { elements = [] }
    /// Paints the current path as `mode` says and starts a new one.
    public func drawPath(using mode: CGPathDrawingMode) { elements = [] }
    public func fill(_ rect: CGRect) {}
    public func fill(_ rects: [CGRect]) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func clear(_ rect: CGRect) {}
    public func strokeLineSegments(between points: [CGPoint]) {}
    public func draw(_ image: CGImage, in rect: CGRect) {}
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {}
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {}

    // MARK: Clipping

    /// The bounding box of the area painting may reach.
    public var boundingBoxOfClipPath: CGRect { state.clipBoundingBox }

    /// Clips to the current path (the clip's bounding box meets the path's) and starts a new path.
    public func clip(using rule: CGPathFillRule = .winding) {
        clip(to: CGPath(elements: elements).boundingBox)
        elements = []
    }

    /// Clips to `rect`.
    public func clip(to rect: CGRect) {
        let clipped = state.clipBoundingBox.intersection(rect)
        state.clipBoundingBox = clipped.isNull ? .zero : clipped
    }

    /// Clips to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        clip(to: rects.reduce(CGRect.null) { $0.union($1) })
    }

    // MARK: Graphics state

    public var fillColor: CGColor { state.fillColor }
    public var strokeColor: CGColor { state.strokeColor }
    public var lineWidth: CGFloat { state.lineWidth }
    public var alpha: CGFloat { state.alpha }
    /// The current transformation matrix (kept for readers; paths are not transformed).
    public var ctm: CGAffineTransform { state.transform }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    public func translateBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.translatedBy(x: x, y: y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.scaledBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }

    /// Saves the graphics state (not the path), as Core Graphics does.
    public func saveGState() { savedStates.append(state) }

    /// Brings back the last saved graphics state; with none saved, nothing changes (Core
    /// Graphics logs the unbalanced call).
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            UIDevice.log("CGContext.restoreGState: no saved graphics state to restore; nothing changed.")
            return
        }
        state = saved
    }
}

/// Which points a filled path holds (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// How `drawPath(using:)` paints (Core Graphics' `CGPathDrawingMode`, its raw values).
public enum CGPathDrawingMode: Int, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}
