extension String {
    /// Whether every character is ASCII: text that the ASCII fast paths below may read.
    /// - Complexity: O(n) in the bytes.
    package var isAllASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

    /// The words of ASCII text, lower-cased: its runs of A–Z and a–z (and of 0–9 too, with
    /// `includingDigits`), everything else separating them. For ASCII these are exactly the words
    /// that lower-casing and splitting the characters at those that are not `isLetter` (or
    /// `isNumber`) give, without Unicode's tables: in ASCII the letters are A–Z and a–z, the
    /// numbers 0–9, and "\r\n", the one character of two scalars, is neither. The language guess
    /// and the auditor split every text they read, and most are ASCII.
    /// - Complexity: O(n) in the bytes.
    package func asciiWords(includingDigits: Bool) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in utf8 {
            // A–Z and a–z, lower-cased; no other byte maps into a–z this way.
            let lower = byte | 0x20
            if lower >= 0x61 && lower <= 0x7A {
                current.append(lower)
            } else if includingDigits && byte >= 0x30 && byte <= 0x39 {
                current.append(byte)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }
}
