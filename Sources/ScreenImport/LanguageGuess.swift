import EarshotUIKit

/// The language of a dump's text, for dumps that do not record the device language (none of
/// WebDriverAgent's or XCUITest's formats does): without it a Chinese screen would be read with
/// English role words and audited as English.
///
/// The script decides where it is unambiguous (Han → zh-Hans, kana → ja, Hangul → ko, Cyrillic →
/// ru, Arabic, Hebrew, Greek, Thai, Devanagari); Latin text is told apart by its most common short
/// words (English, Spanish, German, French, Italian, Portuguese). Nothing certain: nil, and the
/// default (en-US) stands.
public struct LanguageGuess: Hashable, Sendable {
    /// The BCP 47 tag guessed.
    public let language: String
    /// What the guess rests on, for the message ("Han script", "Spanish words").
    public let evidence: String

    /// Guesses from the labels, values, hints and titles of `document`.
    /// - Complexity: O(total length of the texts).
    public static func guess(_ document: ScreenDocument) -> LanguageGuess? {
        var tally = Tally()
        for node in document.nodes {
            for text in [node.label, node.value, node.hint, node.title, node.text, node.placeholder] {
                if let text { tally.count(text) }
            }
        }
        // Kana is hiragana and katakana together: either makes text Japanese.
        var scripts: [String: Int] = [:]
        for (script, count) in tally.scripts {
            scripts[script == .hiragana || script == .katakana ? "Kana" : script.rawValue, default: 0] += count
        }
        let latin = scripts["Latin"] ?? 0
        if let (script, count) = scripts.filter({ $0.key != "Latin" }).max(by: {
            $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key)
        }),
            count >= latin / 4, count >= 2
        {
            // Japanese writes Han too: any kana makes Han text Japanese.
            if script == "Han", (scripts["Kana"] ?? 0) > 0 { return LanguageGuess(language: "ja", evidence: "Han and kana script") }
            guard let tag = scriptLanguages[script] else { return nil }
            return LanguageGuess(language: tag, evidence: "\(script) script")
        }
        let ranked = tally.words.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
        guard let best = ranked.first, best.value >= 3, best.value >= 2 * (ranked.dropFirst().first?.value ?? 0),
            best.key != "en"
        else { return nil }
        return LanguageGuess(language: best.key, evidence: "\(languageNames[best.key] ?? best.key) words")
    }

    /// Letters per script (`WritingScript`) and common words per language, counted over a
    /// document's texts.
    private struct Tally {
        var scripts: [WritingScript: Int] = [:]
        var words: [String: Int] = [:]

        /// Counts one text. Words are its runs of letters, lower-cased; ASCII text (most of a
        /// Latin-script dump) is split by `asciiWords`, which gives the same words as splitting
        /// its characters, without Unicode's tables.
        mutating func count(_ text: String) {
            if text.isAllASCII {
                // Every letter of ASCII is Latin, and is in one of its words.
                for word in text.asciiWords(includingDigits: false) {
                    scripts[.latin, default: 0] += word.utf8.count
                    if word.utf8.count <= LanguageGuess.longestCommonWord { countWord(word) }
                }
                return
            }
            scripts.merge(WritingScript.census(of: text), uniquingKeysWith: +)
            for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) { countWord(String(word)) }
        }

        private mutating func countWord(_ word: String) {
            guard let languages = LanguageGuess.languagesUsing[word] else { return }
            for language in languages { words[language, default: 0] += 1 }
        }
    }

    private static let scriptLanguages: [String: String] = [
        "Han": "zh-Hans", "Kana": "ja", "Hangul": "ko", "Cyrillic": "ru", "Arabic": "ar", "Hebrew": "he",
        "Greek": "el", "Thai": "th", "Devanagari": "hi",
    ]

    private static let languageNames = ["es": "Spanish", "de": "German", "fr": "French", "it": "Italian", "pt": "Portuguese"]

    /// Short words each language uses constantly and the others rarely.
    private static let commonWords: [(String, Set<String>)] = [
        ("en", ["the", "and", "of", "to", "your", "you", "with", "for", "in", "on", "is", "are"]),
        ("es", ["de", "la", "el", "los", "las", "y", "para", "con", "tus", "más", "del", "una", "por"]),
        ("de", ["und", "der", "die", "das", "mit", "für", "nicht", "ist", "ein", "eine", "zu"]),
        ("fr", ["le", "les", "et", "pour", "avec", "des", "du", "une", "vos", "est"]),
        ("it", ["il", "che", "gli", "per", "con", "della", "dei", "una", "sono"]),
        ("pt", ["o", "os", "e", "para", "com", "dos", "uma", "não", "seu", "sua"]),
    ]

    /// For each common word, the languages whose list holds it, in the lists' order.
    private static let languagesUsing: [String: [String]] = commonWords.reduce(into: [:]) { map, entry in
        for word in entry.1 { map[word, default: []].append(entry.0) }
    }

    /// The length in UTF-8 bytes of the longest common word: longer ASCII words need no look-up.
    private static let longestCommonWord = commonWords.flatMap(\.1).map(\.utf8.count).max() ?? 0
}
