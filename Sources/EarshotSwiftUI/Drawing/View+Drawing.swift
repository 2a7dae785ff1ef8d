import EarshotUIKit

// SwiftUI's drawing modifiers. Each is visual: VoiceOver hears the view as before and the
// wireframe does not draw the effect; the value is kept on the `ModifiedContent` returned, where
// a reader finds it in `modifier` (docs/swiftui.md, "Drawing").

/// `.shadow`: a shadow of `color`, blurred by `radius`, offset by `x` and `y`.
public struct _ShadowEffect: Sendable {
    public var color: Color
    public var radius: CGFloat
    public var offset: CGSize
}

extension _ShadowEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_ShadowEffect has no body") }
}

/// `.clipShape`, `.cornerRadius`, `.clipped`: the view drawn only inside `shape`.
public struct _ClipEffect<ClipShape: Shape>: Sendable {
    public var shape: ClipShape
    public var style: FillStyle
}

extension _ClipEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_ClipEffect has no body") }
}

/// `.blur`: a Gaussian blur of `radius`.
public struct _BlurEffect: Sendable {
    public var radius: CGFloat
    public var isOpaque: Bool
}

extension _BlurEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_BlurEffect has no body") }
}

/// `.tint` and `.accentColor`: the colour of controls inside (nil keeps the app's accent).
public struct _TintEffect: Sendable {
    public var tint: AnyShapeStyle?
    /// The tint when it is a colour.
    public var color: Color? { tint?.style as? Color }
}

extension _TintEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_TintEffect has no body") }
}

/// `.zIndex`: the drawing order among overlapping siblings.
public struct _ZIndexEffect: Sendable {
    public var index: Double
}

extension _ZIndexEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_ZIndexEffect has no body") }
}

/// `.contentShape`: the shape that takes touches and hovers.
public struct _ContentShapeEffect<HitShape: Shape>: Sendable {
    public var shape: HitShape
    public var isEOFilled: Bool
}

extension _ContentShapeEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_ContentShapeEffect has no body") }
}

/// `.foregroundStyle`: the styles of text and symbols inside, primary first. A colour as the
/// primary style is also the environment's `foregroundColor`.
public struct _ForegroundStyleEffect: Sendable {
    public var styles: [AnyShapeStyle]
}

extension _ForegroundStyleEffect: ViewModifier, BuiltInModifier {
    public func body(content: Content) -> Never { fatalError("_ForegroundStyleEffect has no body") }

    func resolve(_ content: any View, in context: ResolveContext) -> [ViewNode] {
        guard let color = styles.first?.style as? Color else { return context.resolveHere(content) }
        return context.with { $0.foregroundColor = color }.resolveHere(content)
    }
}

nonisolated extension View {
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ModifiedContent<Self, _ShadowEffect> {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipEffect<S>> {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect<RoundedRectangle>> {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect<Rectangle>> {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }

    public func tint(_ tint: Color?) -> ModifiedContent<Self, _TintEffect> {
        modifier(_TintEffect(tint: tint.map(AnyShapeStyle.init)))
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _TintEffect> {
        modifier(_TintEffect(tint: tint.map(AnyShapeStyle.init)))
    }

    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _TintEffect> { tint(accentColor) }

    public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexEffect> { modifier(_ZIndexEffect(index: value)) }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeEffect<S>> {
        modifier(_ContentShapeEffect(shape: shape, isEOFilled: eoFill))
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundStyleEffect> {
        modifier(_ForegroundStyleEffect(styles: [AnyShapeStyle(style)]))
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
        _ primary: S1, _ secondary: S2
    ) -> ModifiedContent<Self, _ForegroundStyleEffect> {
        modifier(_ForegroundStyleEffect(styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary)]))
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedContent<Self, _ForegroundStyleEffect> {
        modifier(_ForegroundStyleEffect(styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]))
    }

    /// The view drawn `x` and `y` points away; its frame, and so its element's, moves with it
    /// while its place in the layout stays (docs/swiftui.md, "Drawing").
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        // Insets that add up to nothing keep the size and the proposal and move the content.
        layoutModifier("offset") { .padding(EdgeInsets(top: y, leading: x, bottom: -y, trailing: -x)) }
    }

    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// A border of `width` points drawn inside the view's frame, with `content`'s style: a
    /// rectangle's stroke over the view, as SwiftUI draws it, and so no element (Apple's
    /// documentation of `border(_:width:)`).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// A shape style as the background, filling the view's frame.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { _ShapeView(shape: Rectangle(), style: style) }
    }
}
