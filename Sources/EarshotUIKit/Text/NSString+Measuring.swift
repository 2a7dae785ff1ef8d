/// UIKit's string measuring (`NSString`'s and `NSAttributedString`'s `size` and `boundingRect`),
/// answered by `TextMetrics`, the table Earshot's labels are measured with, so a height an app
/// works out for its text matches the label it shows it in (docs/layout.md). The font is the
/// `.font` attribute, else UIKit's default for drawing strings, the 12-point system font.
extension StringProtocol {
    /// The size of the string on one line.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSStringMeasuring.size(of: String(self), font: NSStringMeasuring.font(in: attributes), width: nil)
    }

    /// The rectangle the string takes: wrapped at `size.width` with `.usesLineFragmentOrigin`, else
    /// on one line.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) ? size.width : nil
        return CGRect(
            origin: .zero, size: NSStringMeasuring.size(of: String(self), font: NSStringMeasuring.font(in: attributes), width: width))
    }
}

extension NSString {
    /// The size of the string on one line, as the same `String` measures.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        substring(from: 0).size(withAttributes: attributes)
    }

    /// The rectangle the string takes, as the same `String` measures it.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        substring(from: 0).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size of the string on one line, in the font of its first character.
    public func size() -> CGSize {
        NSStringMeasuring.size(of: string, font: NSStringMeasuring.font(in: firstAttributes), width: nil)
    }

    /// The rectangle the string takes, as `String.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
    }

    private var firstAttributes: [NSAttributedString.Key: Any]? {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : nil
    }
}

/// Options for measuring and drawing strings (UIKit's `NSStringDrawingOptions`, its raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What measuring may report back (UIKit's `NSStringDrawingContext`).
public final class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public init() {}
}

/// The measuring both extensions share.
enum NSStringMeasuring {
    /// UIKit's default font for drawing a string with no `.font`.
    static let defaultPointSize: CGFloat = 12

    static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: defaultPointSize)
    }

    static func size(of text: String, font: UIFont, width: CGFloat?) -> CGSize {
        TextMetrics.size(of: text, pointSize: font.pointSize, bold: font.isBold, maxWidth: width, lineLimit: nil)
    }
}
