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
        var scripts: [String: Int] = [:]
        var words: [String: Int] = [:]
        for node in document.nodes {
            for text in [node.label, node.value, node.hint, node.title, node.text, node.placeholder].compactMap({ $0 }) {
                for scalar in text.unicodeScalars {
                    if let script = script(of: scalar) { scripts[script, default: 0] += 1 }
                }
                for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) {
                    for (language, list) in commonWords where list.contains(String(word)) { words[language, default: 0] += 1 }
                }
            }
        }
        let latin = scripts["Latin"] ?? 0
        if let (script, count) = scripts.filter({ $0.key != "Latin" }).max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
           count >= latin / 4, count >= 2 {
            // Japanese writes Han too: any kana makes Han text Japanese.
            if script == "Han", (scripts["Kana"] ?? 0) > 0 { return LanguageGuess(language: "ja", evidence: "Han and kana script") }
            guard let tag = scriptLanguages[script] else { return nil }
            return LanguageGuess(language: tag, evidence: "\(script) script")
        }
        let ranked = words.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
        guard let best = ranked.first, best.value >= 3, best.value >= 2 * (ranked.dropFirst().first?.value ?? 0),
              best.key != "en" else { return nil }
        return LanguageGuess(language: best.key, evidence: "\(languageNames[best.key] ?? best.key) words")
    }

    private static func script(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: "Latin"
        case 0x0370...0x03FF: "Greek"
        case 0x0400...0x04FF: "Cyrillic"
        case 0x0590...0x05FF: "Hebrew"
        case 0x0600...0x06FF: "Arabic"
        case 0x0900...0x097F: "Devanagari"
        case 0x0E00...0x0E7F: "Thai"
        case 0x3040...0x30FF: "Kana"
        case 0xAC00...0xD7A3, 0x1100...0x11FF: "Hangul"
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: "Han"
        default: nil
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
}
