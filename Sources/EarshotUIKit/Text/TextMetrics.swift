/// Deterministic text measurement shared by UIKit's intrinsic sizes and SwiftUI's layout, so a
/// label measures the same in both halves and on every machine (there is no font rasteriser on
/// Linux to ask). The advances approximate San Francisco's: exact point values differ from an
/// iPhone, but which texts fit on a line, wrap or grow with Dynamic Type follows the same shape.
/// The table is written down in docs/layout.md.
public enum TextMetrics {
    /// The advance of one character, in ems (multiples of the point size).
    static func advance(of scalar: Unicode.Scalar) -> CGFloat {
        switch scalar.value {
        case 0x20: 0.26  // space
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: 0.34  // ASCII punctuation
        case 0x30...0x39: 0.6  // digits (tabular)
        case 0x41...0x5A: 0.66  // capitals
        case 0x61...0x7A: 0.52  // lower case
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: 0  // combining marks, zero-width, variation selectors
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60: 1.0  // CJK, Hangul, full width
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: 1.2  // emoji and symbols
        default: 0.56
        }
    }

    /// Whether a line may break after this character without a space (CJK text breaks anywhere).
    static func breaksAnywhere(_ scalar: Unicode.Scalar) -> Bool {
        advance(of: scalar) == 1.0
    }

    /// The height of one line of text at `pointSize` (San Francisco's line height is about 1.2 em).
    public static func lineHeight(pointSize: CGFloat) -> CGFloat {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        return (pointSize * 1.2).rounded(.up)
    }

    /// Where the baseline of a line sits: its distance from the line's top, and the descent below
    /// it (San Francisco's descender is about a quarter of an em), for Auto Layout's baselines.
    public static func baselineOffsets(pointSize: CGFloat) -> (first: CGFloat, last: CGFloat) {
        let line = lineHeight(pointSize: pointSize)
        let descent = pointSize.isFinite && pointSize > 0 ? (pointSize * 0.25).rounded() : 0
        return (line - descent, descent)
    }

    /// The width of `text` on one line at `pointSize`; bold text is 4% wider.
    public static func width(of text: Substring, pointSize: CGFloat, bold: Bool = false) -> CGFloat {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        var ems: CGFloat = 0
        for scalar in text.unicodeScalars { ems += advance(of: scalar) }
        return (ems * pointSize * (bold ? 1.04 : 1)).rounded(.up)
    }

    /// The size `text` takes when wrapped greedily at spaces (and anywhere in CJK) to `maxWidth`,
    /// with at most `lineLimit` lines (0 or nil: no limit). Explicit line breaks always break.
    /// - Complexity: O(n) in the text's length.
    public static func size(
        of text: String, pointSize: CGFloat, bold: Bool = false, maxWidth: CGFloat? = nil, lineLimit: Int? = nil
    ) -> CGSize {
        guard !text.isEmpty, pointSize.isFinite, pointSize > 0 else { return .zero }
        let limit = (maxWidth?.isFinite == true && maxWidth! > 0) ? maxWidth! : .infinity
        let scale = pointSize * (bold ? 1.04 : 1)
        var lines = 1
        var widest: CGFloat = 0
        var lineWidth: CGFloat = 0  // committed width of the current line
        var wordWidth: CGFloat = 0  // the word being read
        var pendingSpace: CGFloat = 0  // a space between the line and the word
        func commitWord() {
            if lineWidth > 0, lineWidth + pendingSpace + wordWidth > limit {
                widest = max(widest, lineWidth)
                lines += 1
                lineWidth = wordWidth
            } else {
                lineWidth += (lineWidth > 0 ? pendingSpace : 0) + wordWidth
            }
            // A word wider than the line is broken into as many lines as it fills.
            while lineWidth > limit {
                widest = max(widest, limit)
                lines += 1
                lineWidth -= limit
            }
            wordWidth = 0
            pendingSpace = 0
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}":
                commitWord()
                widest = max(widest, lineWidth)
                lines += 1
                lineWidth = 0
            case " ", "\t":
                commitWord()
                pendingSpace += advance(of: " ") * scale
            default:
                wordWidth += advance(of: scalar) * scale
                if breaksAnywhere(scalar) { commitWord() }
            }
        }
        commitWord()
        widest = max(widest, lineWidth)
        if let lineLimit, lineLimit > 0 { lines = min(lines, lineLimit) }
        return CGSize(width: widest.rounded(.up), height: CGFloat(lines) * lineHeight(pointSize: pointSize))
    }
}
