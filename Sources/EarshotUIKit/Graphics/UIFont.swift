/// A font as far as accessibility needs one (UIKit's `UIFont`): its size and weight, and the text
/// style it was made for, so audits can reason about Dynamic Type and bold text.
public final class UIFont: Hashable, Sendable {
    /// The weight of a system font (UIKit's `UIFont.Weight`, with UIKit's raw values).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`, with UIKit's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Size and weight at the default content size category (Large), from Apple's
        /// Human Interface Guidelines type table.
        var defaultMetrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The font's name (system fonts report ".SFUI-…" names on iOS; Earshot uses ".SFUI-<weight>").
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The text style the font was made for by `preferredFont(forTextStyle:)`, else nil.
    public let textStyle: TextStyle?
    /// How the font follows the text size, for fonts made by `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics.scaledFont(for:)`: what `adjustsFontForContentSizeCategory` rescales.
    package let dynamicScaling: DynamicScaling?

    /// A font that follows the text size: its size at the default category (Large) and the most it
    /// may grow to.
    package struct DynamicScaling: Hashable, Sendable {
        package let pointSizeAtLarge: CGFloat
        package let maximumPointSize: CGFloat?
    }

    /// Whether the font is bold (semibold or heavier, as UIKit's bold symbolic trait).
    public var isBold: Bool { weight >= .semibold }

    /// The font named `name` (UIKit's failable initializer). Every font is measured with the same
    /// table (`TextMetrics`), so there is no installed font to miss: any name gives a regular font
    /// of that name (docs/uikit.md, "Fonts"); a name with "Bold" or "Semibold" in it is bold.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let bold = fontName.contains("Bold") || fontName.contains("Semibold") || fontName.contains("Heavy") || fontName.contains("Black")
        self.init(name: fontName, size: fontSize, weight: bold ? .bold : .regular)
    }

    /// Creates a font; prefer the class factories.
    public init(name: String, size: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        self.fontName = name
        self.pointSize = size
        self.weight = weight
        self.textStyle = textStyle
        self.dynamicScaling = nil
    }

    package init(name: String, size: CGFloat, weight: Weight, textStyle: TextStyle?, dynamicScaling: DynamicScaling?) {
        self.fontName = name
        self.pointSize = size
        self.weight = weight
        self.textStyle = textStyle
        self.dynamicScaling = dynamicScaling
    }

    /// The system font at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: weight.isBoldName ? ".SFUI-Bold" : ".SFUI-Regular", size: fontSize, weight: weight)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-RegularItalic", size: fontSize, weight: .regular)
    }

    /// The monospaced-digit system font at `fontSize` points and `weight`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: weight.isBoldName ? ".SFMono-Bold" : ".SFMono-Regular", size: fontSize, weight: weight)
    }

    /// Whether the font is italic (its name says so, as UIKit's italic trait follows the face).
    public var isItalic: Bool { fontName.contains("Italic") || fontName.contains("Oblique") }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The font for a Dynamic Type text style at the text size of the code running now
    /// (`UIApplication.shared.preferredContentSizeCategory`, the device's).
    @preconcurrency @MainActor
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, at: UIDevice.current.preferredContentSizeCategory)
    }

    /// The font for a Dynamic Type text style at the text size of `traitCollection` (the device's
    /// when it specifies none).
    @preconcurrency @MainActor
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return preferredFont(forTextStyle: style, at: category == .unspecified ? UIDevice.current.preferredContentSizeCategory : category)
    }

    private static func preferredFont(forTextStyle style: TextStyle, at category: UIContentSizeCategory) -> UIFont {
        let metrics = style.defaultMetrics
        return UIFont(
            name: metrics.weight.isBoldName ? ".SFUI-Semibold" : ".SFUI-Regular",
            size: category.scaledPointSize(metrics.size), weight: metrics.weight, textStyle: style,
            dynamicScaling: DynamicScaling(pointSizeAtLarge: metrics.size, maximumPointSize: nil))
    }

    /// The same font at another size (a fixed size: it no longer follows the text size).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize, weight: weight, textStyle: textStyle)
    }

    /// The height of one line (`TextMetrics`, the table UIKit's and SwiftUI's layout share).
    public var lineHeight: CGFloat { TextMetrics.lineHeight(pointSize: pointSize) }

    /// This font at `category` when it follows the text size, else itself.
    package func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let dynamicScaling, category != .unspecified else { return self }
        var size = category.scaledPointSize(dynamicScaling.pointSizeAtLarge)
        if let maximum = dynamicScaling.maximumPointSize { size = min(size, maximum) }
        return UIFont(name: fontName, size: size, weight: weight, textStyle: textStyle, dynamicScaling: dynamicScaling)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.textStyle == rhs.textStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
    }
}

extension UIFont.Weight {
    fileprivate var isBoldName: Bool { self >= .semibold }
}
