import EarshotUIKit

/// How a `Text` is drawn, set by the modifiers that return `Text` (`bold()`, `font(_:)`, …). The
/// font and weight change the text's size and so its frame; the rest is visual and kept.
struct TextStyling: Hashable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false
    var foregroundColor: Color?
    var isUnderlined = false
    var isStruckThrough = false
    var kerning: CGFloat = 0
    var baselineOffset: CGFloat = 0

    /// The font the text is measured with: its own, else the environment's, made bold by the
    /// text's or the enclosing `.bold()`/`.fontWeight`.
    @MainActor
    func font(in context: ResolveContext) -> Font {
        var font = self.font ?? context.environment.font ?? .body
        if let weight = weight ?? context.styles.fontWeight { font = font.weight(weight) }
        if isBold || context.styles.isBold { font = font.bold() }
        if isItalic || context.styles.isItalic { font = font.italic() }
        return font
    }
}

extension Text {
    private func styled(_ change: (inout TextStyling) -> Void) -> Text {
        var text = self
        change(&text.styling)
        return text
    }

    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    public func bold() -> Text { bold(true) }
    public func bold(_ isActive: Bool) -> Text { styled { $0.isBold = isActive } }
    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { styled { $0.isItalic = isActive } }
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foregroundColor = color } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.foregroundColor = style as? Color } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.isUnderlined = isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.isStruckThrough = isActive } }
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.kerning = tracking } }
    public func baselineOffset(_ offset: CGFloat) -> Text { styled { $0.baselineOffset = offset } }
    public func monospacedDigit() -> Text { self }

    /// Two texts as one: one element whose label is both strings, measured in the first one's
    /// font (Text concatenation, Apple's documentation of `Text.+`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(verbatim: lhs.content + rhs.content)
        text.styling = lhs.styling
        return text
    }

    /// Whether the text is drawn bold (`bold()`, or a weight of semibold or more).
    public var isBold: Bool { styling.isBold || (styling.weight ?? .regular) >= .semibold || styling.font?.isBold == true }
}

/// How lines of text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension Text {
    /// Where a text too long for its lines is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

/// `.bold`, `.italic`, `.fontWeight` and `.lineLimit` on a view: every text inside.
public struct _TextStyleModifier: Sendable {
    public var isBold: Bool?
    public var isItalic: Bool?
    public var fontWeight: Font.Weight??
    public var lineLimit: Int??
}

extension _TextStyleModifier: ViewModifier, InheritedStyleModifier {
    public func body(content: Content) -> Never { fatalError("_TextStyleModifier has no body") }

    func apply(to styles: inout InheritedStyles) {
        if let isBold { styles.isBold = isBold }
        if let isItalic { styles.isItalic = isItalic }
        if let fontWeight { styles.fontWeight = fontWeight }
        if let lineLimit { styles.lineLimit = lineLimit }
    }
}

/// `.multilineTextAlignment`, `.truncationMode`, `.minimumScaleFactor`, `.allowsTightening`,
/// `.lineSpacing`: how text inside is drawn; visual, kept.
public struct _TextLayoutEffect: Sendable {
    public var alignment: TextAlignment?
    public var truncationMode: Text.TruncationMode?
    public var minimumScaleFactor: CGFloat?
    public var allowsTightening: Bool?
    public var lineSpacing: CGFloat?
}

extension _TextLayoutEffect: ViewModifier, VisualModifier {
    public func body(content: Content) -> Never { fatalError("_TextLayoutEffect has no body") }
}

nonisolated extension View {
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _TextStyleModifier> {
        modifier(_TextStyleModifier(isBold: isActive))
    }

    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _TextStyleModifier> {
        modifier(_TextStyleModifier(isItalic: isActive))
    }

    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _TextStyleModifier> {
        modifier(_TextStyleModifier(fontWeight: .some(weight)))
    }

    /// At most `number` lines of text inside: a longer text is cut and its frame is that high;
    /// VoiceOver still reads all of it, as SwiftUI's label is the whole string.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _TextStyleModifier> {
        modifier(_TextStyleModifier(lineLimit: .some(number.map { max($0, 1) })))
    }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _TextStyleModifier> {
        lineLimit(limit)
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _TextLayoutEffect> {
        modifier(_TextLayoutEffect(alignment: alignment))
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _TextLayoutEffect> {
        modifier(_TextLayoutEffect(truncationMode: mode))
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _TextLayoutEffect> {
        modifier(_TextLayoutEffect(minimumScaleFactor: factor))
    }

    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _TextLayoutEffect> {
        modifier(_TextLayoutEffect(allowsTightening: flag))
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _TextLayoutEffect> {
        modifier(_TextLayoutEffect(lineSpacing: lineSpacing))
    }

    /// Text inside upper- or lower-cased, as drawn and as spoken (SwiftUI's `textCase`); nil
    /// leaves it as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentModifier { $0.textCase = textCase }
    }
}
