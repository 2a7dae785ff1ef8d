/// The attributes UIKit adds to attributed strings (UIKit's `NSAttributedString.Key` constants,
/// their raw values), so `[.font: …, .foregroundColor: …]` compiles as on iOS. Earshot measures a
/// string by its `.font` (`TextMetrics`); the others are appearance, kept in the string. The
/// accessibility keys beside them are in UIAccessibility.swift.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    /// The width of the glyphs' outline, in percent of the font size (negative: stroked and filled);
    /// kept, not drawn, and not spoken, as on iOS.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The colour of the glyphs' outline; kept, not drawn.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
}

/// How a line is underlined or struck through (UIKit's `NSUnderlineStyle`, its raw values).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// A paragraph's layout (UIKit's `NSParagraphStyle`): appearance, kept in the string.
open class NSParagraphStyle: @unchecked Sendable {
    /// The default style, as `NSParagraphStyle.default`.
    public static let `default` = NSParagraphStyle()

    /// The values, which only `NSMutableParagraphStyle` sets.
    package struct Values {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
    }
    package var values = Values()

    public init() {}

    public var alignment: NSTextAlignment { values.alignment }
    public var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    public var lineSpacing: CGFloat { values.lineSpacing }
    public var paragraphSpacing: CGFloat { values.paragraphSpacing }
    public var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    public var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    public var headIndent: CGFloat { values.headIndent }

    /// A copy that can be changed.
    public func mutableCopy() -> NSMutableParagraphStyle {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }
}

/// A paragraph style being built (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    public override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    public override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    public override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    public override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    public override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    public override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
}
