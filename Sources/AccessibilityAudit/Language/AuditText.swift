/// Small text tools the rules share: words, normalization and phrase search. Words are runs of
/// letters and digits, lowercased; everything else separates them, so "Double-tap" and
/// "double tap" are the same two words.
enum AuditText {
    /// The words of `text`, lowercased, in order.
    /// - Complexity: O(length of the text).
    static func words(_ text: String) -> [String] {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(text) : characterWords(text)
    }

    /// `words` of ASCII text, byte by byte: in ASCII the letters are A–Z and a–z, the numbers 0–9,
    /// and there is no combining mark, so this gives `characterWords`' words without Unicode's
    /// tables (most labels are ASCII, and the auditor splits every label, value and hint).
    static func asciiWords(_ text: String) -> [String] {
        var result: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            let lower = byte | 0x20
            if lower >= 0x61 && lower <= 0x7A {
                current.append(lower)
            } else if byte >= 0x30 && byte <= 0x39 {
                current.append(byte)
            } else if !current.isEmpty {
                result.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
        return result
    }

    /// `words` of any text, character by character.
    static func characterWords(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character.unicodeScalars.allSatisfy(isCombiningMark) {
                current.append(character)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The text reduced to its words joined by single spaces: what two strings must share to
    /// "say the same thing" (case, punctuation and spacing ignored).
    static func normalized(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// `text` trimmed of spaces and new lines at both ends.
    static func trimmed(_ text: String?) -> String {
        (text ?? "").trimmingWhitespace
    }

    /// Whether `phrase` (already split into words) occurs as consecutive words of `words`.
    static func contains(_ words: [String], phrase: [String]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= words.count else { return false }
        for start in 0...(words.count - phrase.count) where words[start] == phrase[0] {
            if Array(words[start..<(start + phrase.count)]) == phrase { return true }
        }
        return false
    }

    /// Whether the text is mostly written without spaces between words (Chinese, Japanese), where
    /// phrases are searched as characters rather than words.
    static func isMostlyCJK(_ text: String) -> Bool {
        var cjk = 0
        var letters = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            letters += 1
            if WritingScript(scalar).map({ [.han, .hiragana, .katakana].contains($0) }) ?? false { cjk += 1 }
        }
        return letters > 0 && cjk * 2 >= letters
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
