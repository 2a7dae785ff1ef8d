/// The strings an app is localized with — its string tables and string catalogs, by language — so
/// the audit can tell a text on screen that some of the app's languages never got
/// (`text.untranslated`).
///
/// The Accessibility Programming Guide for iOS, "Crafting Useful Labels and Hints": labels and
/// hints are localized like every other string, since VoiceOver speaks in the language the user
/// chose. A string an app shows in its development language on a device set to another of its
/// languages is read in the wrong language's voice, or mispronounced word by word.
public struct AppLocalizations: Sendable {
    /// One string of a table: its key, its text in the development language, and the languages
    /// that translate it (the development language included).
    public struct Entry: Hashable, Sendable {
        /// The table's name ("Localizable"), or the catalog's.
        public var table: String
        public var key: String
        public var sourceText: String
        public var translatedLanguages: Set<String>

        public init(table: String, key: String, sourceText: String, translatedLanguages: Set<String>) {
            self.table = table
            self.key = key
            self.sourceText = sourceText
            self.translatedLanguages = translatedLanguages
        }
    }

    /// The development language, in which every entry has its source text.
    public let sourceLanguage: String
    /// Every language the app is localized into, the development language included, sorted.
    public let languages: [String]
    public let entries: [Entry]
    /// Entries by their source text, for texts without format specifiers.
    private let exact: [String: [Int]]
    /// Entries whose source text is a format ("%d items"), with the literal parts a text must show.
    private let formats: [(pattern: StringFormatPattern, entry: Int)]

    public init(sourceLanguage: String, languages: some Sequence<String>, entries: [Entry]) {
        self.sourceLanguage = sourceLanguage
        self.languages = Set(languages).union([sourceLanguage]).sorted()
        self.entries = entries
        var exact: [String: [Int]] = [:]
        var formats: [(pattern: StringFormatPattern, entry: Int)] = []
        for (index, entry) in entries.enumerated() {
            if let pattern = StringFormatPattern(entry.sourceText) {
                if pattern.isSpecific { formats.append((pattern, index)) }
            } else {
                exact[entry.sourceText, default: []].append(index)
            }
        }
        self.exact = exact
        self.formats = formats
    }

    /// The entries whose source text `text` shows: equal to it, or a format whose literal parts
    /// it shows in order with arguments between them.
    /// - Complexity: O(1) for the equal ones, plus O(f · t) for f formats and a text of length t.
    public func entries(showing text: String) -> [Entry] {
        var found = (exact[text] ?? []).map { entries[$0] }
        for (pattern, index) in formats where pattern.matches(text) { found.append(entries[index]) }
        return found
    }

    /// The app's languages that `entry` has no translation in, sorted.
    public func missingLanguages(of entry: Entry) -> [String] {
        languages.filter { !entry.translatedLanguages.contains($0) }
    }

    /// The languages `text` is untranslated in — those that none of the entries it may come from
    /// translates (a text two keys share is translated where either is), sorted — with the first
    /// of those entries; nil when the text is no entry's or every language has it.
    public func untranslatedLanguages(of text: String) -> (languages: [String], entry: Entry)? {
        let candidates = entries(showing: text)
        guard let first = candidates.first else { return nil }
        var missing = Set(missingLanguages(of: first))
        for entry in candidates.dropFirst() { missing.subtract(entry.translatedLanguages) }
        return missing.isEmpty ? nil : (missing.sorted(), first)
    }
}
