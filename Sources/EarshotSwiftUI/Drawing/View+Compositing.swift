/// How a view's pixels are combined with what is behind them: `.blendMode` and `.drawingGroup`
/// change drawing only. VoiceOver hears the same elements with the same frames; the values stay
/// readable on the `ModifiedContent` returned, and the wireframe draws neither (docs/swiftui.md,
/// "Drawing").
public enum BlendMode: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// `.blendMode`: the mode the view is composited with.
public struct _BlendModeEffect: Sendable {
    public var blendMode: BlendMode
}

extension _BlendModeEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_BlendModeEffect has no body") }
}

/// SwiftUI's `ColorRenderingMode`: the working colour space of an offscreen drawing.
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}

/// `.drawingGroup`: the view is rendered offscreen as one image before it is composited.
public struct _DrawingGroupEffect: Sendable {
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
}

extension _DrawingGroupEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_DrawingGroupEffect has no body") }
}

nonisolated extension View {
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _BlendModeEffect> {
        modifier(_BlendModeEffect(blendMode: blendMode))
    }

    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _DrawingGroupEffect>
    {
        modifier(_DrawingGroupEffect(isOpaque: opaque, colorMode: colorMode))
    }
}
