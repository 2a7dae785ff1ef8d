import EarshotUIKit

/// The words some rules look for, in one language: role words VoiceOver already speaks, gesture
/// words, state words, link filler words and words that close a modal view.
///
/// Lists are heuristics (a word can mean something else in a sentence), so the rules that use them
/// mark their findings "needs review". Languages: English, German, Russian and Simplified Chinese;
/// an element in another language is checked with the English list only, because English role and
/// gesture words turn up in every language's labels.
struct AuditVocabulary: Sendable {
    /// The language this list is for ("en", "de", "ru", "zh-Hans").
    let language: String
    /// Whether the language separates words with spaces. Without (Chinese), phrases are searched
    /// as characters.
    let separatesWords: Bool
    /// The words for each role; each also lists the traits that make VoiceOver speak that role.
    let roleWords: [AuditRole: [String]]
    /// Gesture and action words ("tap", "swipe").
    let gestureWords: [String]
    /// State words that may stand anywhere ("selected", "unchecked").
    let stateWords: [String]
    /// State words that only count at the end of a label ("Wi-Fi, on"), because they are also
    /// common prepositions.
    let trailingStateWords: [String]
    /// Words that say nothing about a link's destination ("click", "here", "more").
    let linkFillerWords: [String]
    /// Labels of controls that close a modal view ("Close", "Cancel", "OK").
    let dismissWords: [String]

    /// The first phrase of `phrases` that occurs in `text` (as whole words, or as characters in a
    /// language without spaces), or nil.
    func firstPhrase(of phrases: [String], in text: String) -> String? {
        if separatesWords && !AuditText.isMostlyCJK(text) {
            let words = AuditText.words(text)
            return phrases.first { AuditText.contains(words, phrase: AuditText.words($0)) }
        }
        let squeezed = text.lowercased().filter { !$0.isWhitespace }
        return phrases.first { squeezed.contains($0.lowercased().filter { !$0.isWhitespace }) }
    }

    /// Whether `text` ends with one of `phrases` (after trailing punctuation and spaces).
    func endsWithPhrase(of phrases: [String], in text: String) -> String? {
        if separatesWords && !AuditText.isMostlyCJK(text) {
            let words = AuditText.words(text)
            return phrases.first { phrase in
                let tail = AuditText.words(phrase)
                return !tail.isEmpty && words.count > tail.count && Array(words.suffix(tail.count)) == tail
            }
        }
        let squeezed = String(text.lowercased().filter { $0.isLetter || $0.isNumber })
        return phrases.first { squeezed.count > $0.count && squeezed.hasSuffix($0) }
    }

    /// The list for `language` (a BCP 47 tag), English when the language has none.
    static func forLanguage(_ language: String) -> AuditVocabulary {
        switch LanguageTag.primaryLanguage(of: language) {
        case "de": .german
        case "ru": .russian
        case "zh", "cmn", "yue": .simplifiedChinese
        default: .english
        }
    }

    /// Every language's list.
    static let all: [AuditVocabulary] = [.english, .german, .russian, .simplifiedChinese]

    /// The lists to search for an element in `language`: its own, then English.
    static func lists(for language: String) -> [AuditVocabulary] {
        let own = forLanguage(language)
        return own.language == "en" ? [own] : [own, .english]
    }
}

/// A role VoiceOver announces from an element's traits or context, which a label must not repeat.
enum AuditRole: String, CaseIterable, Sendable {
    case button, link, image, heading, tab, checkbox
    case `switch`
    case slider
    case searchField = "search field"

    /// Whether VoiceOver already announces this role (or a close one) for `node`.
    @MainActor func isAnnounced(by traits: UIAccessibilityTraits, isTab: Bool) -> Bool {
        switch self {
        case .button: traits.contains(.button) || traits.contains(.keyboardKey)
        case .link: traits.contains(.link)
        case .image: traits.contains(.image)
        case .heading: traits.contains(.header)
        case .tab: isTab || traits.contains(.tabBarItem)
        case .checkbox: traits.contains(.toggleButton) || traits.contains(.button)
        case .switch: traits.contains(.toggleButton)
        case .slider: traits.contains(.adjustable)
        case .searchField: traits.contains(.searchField)
        }
    }
}
