extension String {
    /// This text without white space and line breaks at either end: the characters of Foundation's
    /// `.whitespacesAndNewlines` (Unicode's Zs separators, U+0009–U+000D, U+0085, U+2028, U+2029).
    /// Speech and the auditor trim every label, value and hint they read; Foundation's
    /// `trimmingCharacters(in:)` bridges through NSString on Linux, which would be a large part of
    /// what speech costs.
    /// - Complexity: O(k) in the characters trimmed; returns `self` without copying when there are
    ///   none.
    package var trimmingWhitespace: String {
        // Printable ASCII at both ends (a UTF-8 byte below 0x80 is a whole scalar): nothing to
        // trim, and no scalar decoded backwards from the end.
        let printableEnds = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return (0x21...0x7E).contains(first) && (0x21...0x7E).contains(last)
        }
        if printableEnds == true { return self }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        guard first.isTrimmedWhitespace || last.isTrimmedWhitespace else { return self }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isTrimmedWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].isTrimmedWhitespace { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }
}

extension Unicode.Scalar {
    /// Whether Foundation's `.whitespacesAndNewlines` holds this scalar.
    fileprivate var isTrimmedWhitespace: Bool {
        switch value {
        // U+200B (zero width space) is no longer a space separator in Unicode, but Foundation's
        // set still holds it, on Apple's platforms and in swift-corelibs alike.
        case 0x09...0x0D, 0x20, 0x85, 0x200B, 0x2028, 0x2029: true
        // The rest of ASCII is not: no look-up in the Unicode tables for the common case.
        case 0..<0x80: false
        default: properties.generalCategory == .spaceSeparator
        }
    }
}
