/// What describes a font (UIKit's `UIFontDescriptor`), as far as Earshot's fonts go: the name,
/// size and weight it makes a font of, and the Dynamic Type style it came from. Fonts are measured
/// with one table here (docs/uikit.md, "Fonts"), so a descriptor's other attributes do not exist.
public final class UIFontDescriptor: Hashable, Sendable {
    /// The font the descriptor describes.
    private let font: UIFont

    init(font: UIFont) {
        self.font = font
    }

    /// The size in points.
    public var pointSize: CGFloat { font.pointSize }
    /// The font's name.
    public var postscriptName: String { font.fontName }

    /// The descriptor of `style`'s font at the device's text size, as
    /// `UIFont.preferredFont(forTextStyle:)` gives it.
    @preconcurrency @MainActor
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of `style`'s font at the text size of `traitCollection`.
    @preconcurrency @MainActor
    public static func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    )
        -> UIFontDescriptor
    {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The same font at `newPointSize` points.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize))
    }

    /// The font at `size` points (its own size when `size` is 0, as UIKit's `UIFont(descriptor:size:)`).
    func makeFont(size: CGFloat) -> UIFont {
        size > 0 ? font.withSize(size) : font
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool { lhs.font == rhs.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

extension UIFont {
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font `descriptor` describes, at `pointSize` (the descriptor's size when 0).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.makeFont(size: pointSize)
        self.init(
            name: font.fontName, size: font.pointSize, weight: font.weight, textStyle: font.textStyle, dynamicScaling: font.dynamicScaling)
    }
}
