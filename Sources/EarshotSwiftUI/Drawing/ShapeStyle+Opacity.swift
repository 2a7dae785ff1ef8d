/// A shape style drawn at an opacity (`.primary.opacity(0.1)`): visual, kept. A `Color`'s own
/// `opacity(_:)` returns a `Color`.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    public var base: Base
    public var opacity: Double
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}
