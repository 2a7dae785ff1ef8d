extension String {
    /// This text with every character that could act on a terminal or a log instead of being read
    /// made visible as an escape: C0 controls (line breaks and tabs included, so a label cannot
    /// forge an extra transcript line), DEL, C1 controls, the line and paragraph separators, and the
    /// bidirectional embeddings, overrides, isolates and marks that can reorder what a reader sees.
    /// `\n`, `\r` and `\t` are written so; the rest as `\u{1B}`. Every text writer and every
    /// diagnostic on stderr goes through it; JSON, SARIF and JUnit escape by their own rules.
    /// - Complexity: O(n); returns `self` unchanged, without copying, when nothing needs escaping.
    package var visibleControlCharacters: String {
        guard unicodeScalars.contains(where: \.actsOnDisplay) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        for scalar in unicodeScalars {
            guard scalar.actsOnDisplay else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether the character acts on a terminal or a page instead of being read: C0 controls
    /// (line breaks and tabs included), DEL, C1 controls, the line and paragraph separators, and the
    /// bidirectional marks, embeddings, overrides and isolates. The one set every writer that makes
    /// such characters visible uses (text output, SVG and HTML snapshots).
    package var actsOnDisplay: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi marks, embeddings, overrides, isolates
        case 0x2028, 0x2029: true  // line and paragraph separators
        default: false
        }
    }
}
