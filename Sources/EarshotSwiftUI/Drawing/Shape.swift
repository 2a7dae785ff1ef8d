import EarshotUIKit

/// SwiftUI's `Shape`: a view drawn from an outline. As in the SDK it is nonisolated and
/// Sendable, so an app's own shape is a value built and asked for its path anywhere. A shape is
/// never an accessibility element unless an accessibility modifier makes it one
/// (docs/swiftui.md); its outline, fill and stroke are visual and kept, not drawn. It is
/// `Animatable`, as in SwiftUI: its `animatableData` holds the value set, never interpolated.
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape alone is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// The shape's outline, `lineWidth` wide, centred on its edge.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: stroke(style: style), style: content)
    }

    /// The part of the outline between two fractions of its length (a progress ring).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape that can be inset, so its border can be drawn inside its frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` inside its frame on every edge.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: its outline in its frame made smaller on every edge
/// (what `Circle().inset(by:)` returns).
public struct _Inset<Base: InsettableShape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by amount: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }
}

extension InsettableShape {
    /// The outline drawn inside the shape's frame.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style, isInside: true)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: strokeBorder(style: style), style: content)
    }
}

/// A shape filled or stroked with a style: what `fill` and `stroke(_:)` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: Sendable {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    public var body: Never { fatalError("_ShapeView has no body") }
}

extension _ShapeView: View, FillingView {}

/// A shape's outline: the shape's path, drawn with `style` (inside its frame when `isInside`).
public struct _StrokedShape<Content: Shape>: Shape {
    public var shape: Content
    public var style: StrokeStyle
    public var isInside = false
    public func path(in rect: CGRect) -> Path {
        let inset = isInside ? style.lineWidth / 2 : 0
        return shape.path(in: rect.insetBy(dx: inset, dy: inset))
    }
}

/// A shape whose outline is drawn only between two fractions of its length.
public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// Any shape, its type erased.
public struct AnyShape: Shape {
    private let outline: @Sendable (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { outline = { shape.path(in: $0) } }
    public func path(in rect: CGRect) -> Path { outline(rect) }
}

/// How a stroke is drawn (SwiftUI's `StrokeStyle`).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Core Graphics' line ends.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// Core Graphics' line corners.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// How a fill decides the inside of a path (SwiftUI's `FillStyle`).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Self> { _Inset(base: self, amount: amount) }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Self> { _Inset(base: self, amount: amount) }
    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Self> { _Inset(base: self, amount: amount) }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Self> { _Inset(base: self, amount: amount) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    public init() {}
    public func inset(by amount: CGFloat) -> _Inset<Self> { _Inset(base: self, amount: amount) }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Path: Shape {
    /// A path drawn in the frame it is given, as it was built.
    public func path(in rect: CGRect) -> Path { self }
}
