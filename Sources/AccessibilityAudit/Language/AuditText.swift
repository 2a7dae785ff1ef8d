import EarshotUIKit

/// Small text tools the rules share: words, normalization and phrase search. Words are runs of
/// letters and digits, lowercased; everything else separates them, so "Double-tap" and
/// "double tap" are the same two words.
enum AuditText {
    /// The words of `text`, lowercased, in order.
    /// - Complexity: O(length of the text).
    static func words(_ text: String) -> [String] {
        // Most labels are ASCII, split without Unicode's tables.
        text.isAllASCII ? text.asciiWords(includingDigits: true) : characterWords(text)
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
