/// The visual format language (UIKit's `NSLayoutConstraint.constraints(withVisualFormat:options:
/// metrics:views:)`): a line of ASCII art, `H:|-[name]-8-[field(>=120)]-|`, turned into the
/// constraints it draws (Auto Layout Guide, "Visual Format Language", its grammar and examples).
/// The parser is `VisualFormat` (VisualFormat.swift).
extension NSLayoutConstraint {
    /// How the views of a visual format are aligned across its axis, which direction it runs in,
    /// and what spacing between views measures (UIKit's raw values).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// The default: horizontal formats run from leading to trailing.
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// The default: spacing between views measures from edge to edge.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing measures from one view's last baseline to the next one's first.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints `format` draws between the views named in `views` (values that are not
    /// views are not found), with the numbers named in `metrics`. A format UIKit cannot parse
    /// raises an exception there; here the message UIKit gives (the reason, the format and a caret
    /// under the place) is logged and no constraint is returned, so a bad format is reported,
    /// never a crash. The constraints are not activated, as in UIKit.
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do throws(VisualFormat.Mistake) {
            return try VisualFormat.constraints(format, options: options, metrics: metrics ?? [:], views: views)
        } catch {
            AutoLayoutLog.write(error.message)
            return []
        }
    }
}
