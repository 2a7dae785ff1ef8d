import EarshotUIKit

/// SwiftUI's `ShapeStyle`: what fills text, shapes and backgrounds (a colour, a gradient, a level
/// of the foreground). Purely visual: no style changes what VoiceOver hears, and the wireframe
/// draws none; the value is kept on the view that uses it (docs/swiftui.md, "Drawing").
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The levels of the foreground (`.primary` … `.quinary`), each a fainter shade of it.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 for the primary level, 4 for the quinary.
    let level: Int
    public static let primary = Self(level: 0)
    public static let secondary = Self(level: 1)
    public static let tertiary = Self(level: 2)
    public static let quaternary = Self(level: 3)
    public static let quinary = Self(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The environment's foreground (`.foreground`), the style shapes are filled with by default.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The environment's tint (`.tint`), as set by `.tint(_:)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Any style, its type erased.
public struct AnyShapeStyle: ShapeStyle {
    let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.style = style }
}

/// A translucent material behind content (`.ultraThinMaterial` … `.ultraThickMaterial`).
public struct Material: ShapeStyle, Hashable {
    let thickness: Int
    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
    public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var indigo: Color { .indigo }
    public static var teal: Color { .teal }
    public static var mint: Color { .mint }
    public static var cyan: Color { .cyan }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
}
