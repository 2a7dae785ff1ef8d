import EarshotUIKit

/// What the style and text modifiers pass down to the views inside, as SwiftUI passes them in its
/// environment: styles of controls, and how text is drawn. Carried by `ResolveContext` beside the
/// environment.
struct InheritedStyles {
    /// `.buttonStyle`: a `ButtonStyle` or `PrimitiveButtonStyle`; nil is the automatic style.
    var buttonStyle: ButtonStyleKind?
    /// `.toggleStyle`: nil is the automatic (switch) style.
    var toggleStyle: (any ToggleStyle)?
    /// `.labelStyle`: nil is the automatic (title and icon) style.
    var labelStyle: (any LabelStyle)?
    /// `.disclosureGroupStyle`: nil is the automatic style.
    var disclosureGroupStyle: (any DisclosureGroupStyle)?
    /// `.progressViewStyle`: nil is the automatic style.
    var progressViewStyle: (any ProgressViewStyle)?
    /// `.lineLimit`: the most lines a text wraps to.
    var lineLimit: Int?
    /// `.imageScale`: the size of symbols relative to the font.
    var imageScale: Image.Scale = .medium
    /// `.bold`, `.italic`, `.fontWeight`: applied to every text inside.
    var isBold = false
    var isItalic = false
    var fontWeight: Font.Weight?
    /// `.labelsHidden()`: controls draw no label, and keep it as their accessibility label.
    var labelsHidden = false
}

/// A button style of either kind.
enum ButtonStyleKind {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

/// A built-in modifier that changes what views inside inherit; its value stays readable on the
/// `ModifiedContent` that holds it.
@MainActor
protocol InheritedStyleModifier: BuiltInModifier {
    func apply(to styles: inout InheritedStyles)
}

extension InheritedStyleModifier {
    func resolve(_ content: any View, in context: ResolveContext) -> [ViewNode] {
        var inner = context
        apply(to: &inner.styles)
        return inner.resolveHere(content)
    }
}
