import EarshotUIKit
import TextEscaping

/// Text made safe for SVG and HTML: markup characters escaped, and the characters that could
/// hide or reorder what a reviewer reads (C0/C1 controls, bidi overrides and isolates, XML's
/// non-characters) shown as visible `⟨U+202E⟩` marks instead of being obeyed. A label can then
/// never inject markup into the page nor reverse the text around it.
package enum MarkupText {
    /// `text` escaped for element content and attribute values alike.
    package static func escaped(_ text: String) -> String {
        Escaping.markup(text, revealing: isHidden)
    }

    /// What acts on a display instead of being read (`Unicode.Scalar.actsOnDisplay`, the set the
    /// text writers escape too), and U+FFFE / U+FFFF, which XML cannot carry.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.actsOnDisplay || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    /// A coordinate as SVG writes it: rounded to hundredths (the reports' rule), clamped to
    /// ±1,000,000 so a bad frame cannot make an absurd canvas, without a trailing ".0".
    package static func number(_ value: CGFloat) -> String {
        let rounded = min(1_000_000, max(-1_000_000, value.reportedCoordinate))
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// How many legend columns `scalar` takes: 2 for wide (CJK, emoji), 1 otherwise, 0 for
    /// combining marks and joiners.
    package static func columns(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Breaks `text` into lines of at most `width` columns, at spaces where it can, keeping at
    /// most `maximumLines` (the last one ending with "…" when text was left out).
    /// - Complexity: O(n) in the length of `text`.
    package static func wrapped(_ text: String, width: Int, maximumLines: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineColumns = 0
        var lastSpace: String.Index?
        var truncated = false
        for character in text {
            if lines.count == maximumLines {
                truncated = true
                break
            }
            if character == "\n" {
                lines.append(line)
                line = ""
                lineColumns = 0
                lastSpace = nil
                continue
            }
            let columns = Self.columns(character)
            if lineColumns + columns > width, !line.isEmpty {
                if let space = lastSpace {
                    lines.append(String(line[..<space]))
                    line = String(line[line.index(after: space)...])
                } else {
                    lines.append(line)
                    line = ""
                }
                lineColumns = line.reduce(0) { $0 + Self.columns($1) }
                lastSpace = nil
                if lines.count == maximumLines {
                    truncated = true
                    break
                }
                if character == " ", line.isEmpty { continue }
            }
            if character == " " { lastSpace = line.endIndex }
            line.append(character)
            lineColumns += columns
        }
        if !truncated, !line.isEmpty {
            if lines.count < maximumLines { lines.append(line) } else { truncated = true }
        }
        if truncated, var last = lines.popLast() {
            if last.count > 1 { last.removeLast() }
            lines.append(last + "…")
        }
        return lines
    }
}
