/// Scales custom fonts and lengths with the user's text size (UIKit's `UIFontMetrics`).
///
/// Earshot's Dynamic Type table scales every text style by the same ratio (the body size at the
/// category over 17 pt, docs/layout.md), so the text style a metrics object is made for names the
/// style its fonts report, not another curve.
@preconcurrency @MainActor
public final class UIFontMetrics {
    /// The text style whose scaling this object applies.
    private let textStyle: UIFont.TextStyle

    /// Metrics for the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled to the current text size (`UIDevice.current`); a label showing it with
    /// `adjustsFontForContentSizeCategory` follows later changes.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: nil, category: nil)
    }

    /// `font` scaled to the current text size, never larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, category: nil)
    }

    /// `font` scaled to `traitCollection`'s text size (the current one when it specifies none).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: nil, category: traitCollection?.preferredContentSizeCategory)
    }

    /// `font` scaled to `traitCollection`'s text size, never larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, category: traitCollection?.preferredContentSizeCategory)
    }

    /// `value` (a length at the default text size, Large) scaled to the current text size, not
    /// rounded: for spacing and heights that grow with text.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled to `traitCollection`'s text size (the current one when it specifies none).
    /// A value that is not finite is returned unchanged, with a logged message.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else {
            UIDevice.log("UIFontMetrics.scaledValue(for:) got \(value); it is returned unscaled.")
            return value
        }
        return value * resolved(traitCollection?.preferredContentSizeCategory).scale
    }

    private func resolved(_ category: UIContentSizeCategory?) -> UIContentSizeCategory {
        guard let category, category.isTextSize else { return UIDevice.current.preferredContentSizeCategory }
        return category
    }

    private func scaledFont(for font: UIFont, maximumPointSize: CGFloat?, category: UIContentSizeCategory?) -> UIFont {
        guard font.pointSize.isFinite, font.pointSize > 0 else {
            UIDevice.log("UIFontMetrics.scaledFont(for:) got a \(font.pointSize) pt font; it is returned unscaled.")
            return font
        }
        let maximum = maximumPointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let scaling = UIFont.DynamicScaling(pointSizeAtLarge: font.pointSize, maximumPointSize: maximum)
        let base = UIFont(name: font.fontName, size: font.pointSize, weight: font.weight, textStyle: textStyle, dynamicScaling: scaling)
        return base.adjusted(to: resolved(category))
    }
}
