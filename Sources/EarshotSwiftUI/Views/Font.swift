import EarshotUIKit

/// SwiftUI's `Font`: its size and weight, which text measurement needs (sizes at the Large
/// Dynamic Type size, scaled by the environment's, docs/layout.md), and the rest of its
/// description (design, italic, a custom face's name), kept though the wireframe draws no face.
public struct Font: Hashable, Sendable {
    let pointSize: CGFloat
    let isBold: Bool
    /// Text styles scale with Dynamic Type; fixed sizes do not.
    var scalesWithDynamicType = true
    /// The weight asked for, if any (`isBold` is what measurement uses).
    public internal(set) var weight: Weight?
    public internal(set) var design: Design?
    public internal(set) var isItalic = false
    /// A custom face's name (`Font.custom`).
    public internal(set) var name: String?

    init(pointSize: CGFloat, isBold: Bool, scalesWithDynamicType: Bool = true) {
        self.pointSize = pointSize
        self.isBold = isBold
        self.scalesWithDynamicType = scalesWithDynamicType
    }

    /// The size at `dynamicTypeSize`.
    func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        scalesWithDynamicType ? dynamicTypeSize.contentSizeCategory.scaledPointSize(pointSize) : pointSize
    }

    public static let largeTitle = Font(pointSize: 34, isBold: false)
    public static let title = Font(pointSize: 28, isBold: false)
    public static let title2 = Font(pointSize: 22, isBold: false)
    public static let title3 = Font(pointSize: 20, isBold: false)
    public static let headline = Font(pointSize: 17, isBold: true)
    public static let body = Font(pointSize: 17, isBold: false)
    public static let callout = Font(pointSize: 16, isBold: false)
    public static let subheadline = Font(pointSize: 15, isBold: false)
    public static let footnote = Font(pointSize: 13, isBold: false)
    public static let caption = Font(pointSize: 12, isBold: false)
    public static let caption2 = Font(pointSize: 11, isBold: false)

    /// A size that is not finite or not positive: the body size (17 pt), so the text stays
    /// measurable and read (docs/layout.md).
    private static func checked(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : Font.body.pointSize }

    /// A system font of `size` points.
    public static func system(size: CGFloat) -> Font {
        Font(pointSize: checked(size), isBold: false, scalesWithDynamicType: false)
    }

    /// A system font of `size` points in a weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = system(size: size)
        font.design = design
        return weight.map { font.weight($0) } ?? font
    }

    /// A text style's system font in a design and weight; it scales with Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        font.design = design
        return weight.map { font.weight($0) } ?? font
    }

    /// A custom face at `size` points, scaling with Dynamic Type as the body style does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(pointSize: checked(size), isBold: false)
        font.name = name
        return font
    }

    /// A custom face at `size` points, scaling with Dynamic Type as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A custom face at a fixed `size` that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = system(size: fixedSize)
        font.name = name
        return font
    }

    /// The bold variant.
    public func bold() -> Font { weight(.bold) }

    /// The variant in `weight`: semibold and heavier measure as bold.
    public func weight(_ weight: Weight) -> Font {
        var font = Font(pointSize: pointSize, isBold: weight >= .semibold, scalesWithDynamicType: scalesWithDynamicType)
        font.weight = weight
        font.design = design
        font.isItalic = isItalic
        font.name = name
        return font
    }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// Fixed-width digits or letters: visual, the font is kept as it was.
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// A font weight, from ultra light to black.
    public struct Weight: Hashable, Sendable, Comparable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// A system font's design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The Dynamic Type text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }
}
