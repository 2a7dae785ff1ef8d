import Foundation

/// VoiceOver's own words in one language: trait phrases, context words and system hints
/// (spec §4, "Localized phrases").
///
/// Each language lives in its own file (`VoiceOverPhrases+English.swift`, …) with the source of
/// every string next to it, so a wrong string is corrected in one place. Formats use named
/// placeholders (`{index}`, `{count}`, `{n}`) that are filled with plain decimal digits, as
/// VoiceOver speaks the number.
public struct VoiceOverPhrases: Hashable, Sendable {
    /// The BCP 47 tag of the table ("en", "de", "ru", "zh-Hans"); the script subtag, when
    /// present, must match too.
    public let identifier: String

    // Description: state and trait phrases (spec §4 item 1 and 4).
    public let selected: String
    public let dimmed: String
    public let button: String
    public let backButton: String
    /// The word a back button's label may consist of ("Back"); such a label is not spoken.
    public let backLabel: String
    public let switchButton: String
    public let switchOn: String
    public let switchOff: String
    public let switchMixed: String
    public let tab: String
    public let textField: String
    public let secureTextField: String
    public let isEditing: String
    public let heading: String
    public let link: String
    public let adjustable: String
    public let image: String
    public let searchField: String

    // Description: context words (spec §3 and §4 item 5).
    /// "i of n", with `{index}` and `{count}`.
    public let positionFormat: String
    public let listStart: String
    public let listEnd: String
    public let landmarkStart: String
    public let landmarkEnd: String
    /// "Spans {n} rows".
    public let rowSpanFormat: String
    /// "Spans {n} columns".
    public let columnSpanFormat: String
    /// "Row {n}".
    public let rowFormat: String
    /// "Column {n}".
    public let columnFormat: String

    // Hint.
    public let switchHint: String
    public let editHint: String
    /// The hint of a text entry element being edited; also added after `editHint` for a text area.
    public let misspelledWordsHint: String
    public let adjustHint: String
    public let actionsAvailable: String
    /// Spoken when an element has custom content (`AXCustomContent`); unused until the tree
    /// carries custom content.
    public let moreContentAvailable: String

    // Punctuation used to join a hint to a system hint ("⟨hint⟩. ⟨system hint⟩").
    /// The sentence end added after a hint that has none ("." or "。").
    public let fullStop: String
    /// The space after a sentence end (" ", or "" in Chinese).
    public let sentenceSpace: String

    public init(
        identifier: String, selected: String, dimmed: String, button: String, backButton: String,
        backLabel: String, switchButton: String, switchOn: String, switchOff: String, switchMixed: String,
        tab: String, textField: String, secureTextField: String, isEditing: String, heading: String,
        link: String, adjustable: String, image: String, searchField: String, positionFormat: String,
        listStart: String, listEnd: String, landmarkStart: String, landmarkEnd: String,
        rowSpanFormat: String, columnSpanFormat: String, rowFormat: String, columnFormat: String,
        switchHint: String, editHint: String, misspelledWordsHint: String, adjustHint: String,
        actionsAvailable: String, moreContentAvailable: String, fullStop: String, sentenceSpace: String
    ) {
        self.identifier = identifier
        self.selected = selected
        self.dimmed = dimmed
        self.button = button
        self.backButton = backButton
        self.backLabel = backLabel
        self.switchButton = switchButton
        self.switchOn = switchOn
        self.switchOff = switchOff
        self.switchMixed = switchMixed
        self.tab = tab
        self.textField = textField
        self.secureTextField = secureTextField
        self.isEditing = isEditing
        self.heading = heading
        self.link = link
        self.adjustable = adjustable
        self.image = image
        self.searchField = searchField
        self.positionFormat = positionFormat
        self.listStart = listStart
        self.listEnd = listEnd
        self.landmarkStart = landmarkStart
        self.landmarkEnd = landmarkEnd
        self.rowSpanFormat = rowSpanFormat
        self.columnSpanFormat = columnSpanFormat
        self.rowFormat = rowFormat
        self.columnFormat = columnFormat
        self.switchHint = switchHint
        self.editHint = editHint
        self.misspelledWordsHint = misspelledWordsHint
        self.adjustHint = adjustHint
        self.actionsAvailable = actionsAvailable
        self.moreContentAvailable = moreContentAvailable
        self.fullStop = fullStop
        self.sentenceSpace = sentenceSpace
    }

    // MARK: Filled formats

    /// "2 of 3" in this language.
    public func position(index: Int, count: Int) -> String {
        positionFormat
            .replacingOccurrences(of: "{index}", with: String(index))
            .replacingOccurrences(of: "{count}", with: String(count))
    }

    /// "Spans 2 rows" in this language.
    public func rowSpan(_ rows: Int) -> String { Self.fill(rowSpanFormat, rows) }
    /// "Spans 2 columns" in this language.
    public func columnSpan(_ columns: Int) -> String { Self.fill(columnSpanFormat, columns) }
    /// "Row 3" in this language.
    public func row(_ row: Int) -> String { Self.fill(rowFormat, row) }
    /// "Column 3" in this language.
    public func column(_ column: Int) -> String { Self.fill(columnFormat, column) }

    private static func fill(_ format: String, _ number: Int) -> String {
        format.replacingOccurrences(of: "{n}", with: String(number))
    }

    /// Joins a hint and a system hint as one spoken sequence of sentences: "⟨first⟩. ⟨second⟩".
    /// No full stop is added when `first` already ends a sentence (".", "!", "?", "…", or their
    /// full-width forms), so a period is never doubled.
    public func joiningSentences(_ first: String, _ second: String) -> String {
        guard let last = first.last else { return second }
        let terminators: Set<Character> = [".", "!", "?", "…", "。", "！", "？"]
        let end = terminators.contains(last) ? "" : fullStop
        return first + end + sentenceSpace + second
    }

    // MARK: Choosing a table

    /// Every language table Earshot knows, English first.
    public static let all: [VoiceOverPhrases] = [.english, .german, .russian, .simplifiedChinese]

    /// The table for a BCP 47 tag, or nil when there is none. The primary language must match
    /// ("de-AT" → de), and a table naming a script needs that script: Chinese without a script
    /// subtag is Simplified unless its region writes Traditional (TW, HK, MO), so "zh", "zh-CN" and
    /// "zh-Hans-SG" → zh-Hans while "zh-TW" and "zh-Hant" find nothing. Case and `_` separators
    /// (Apple locale identifiers such as "de_AT") are accepted.
    public static func matching(_ languageTag: String?) -> VoiceOverPhrases? {
        guard let languageTag else { return nil }
        if let known = matched.table(for: languageTag) { return known }
        let table = LanguageTag(languageTag).flatMap { wanted in
            tagged.first { have, _ in
                have.language == wanted.language && (have.script == nil || have.script == wanted.script)
            }?.table
        }
        matched.remember(table, for: languageTag)
        return table
    }

    /// Tags already matched, so a screen's thousands of elements in one language parse its tag
    /// once (issue 11: re-parsing "en-US" per element was half of speech's cost). Bounded, since
    /// tags come from the screen.
    private static let matched = MatchedTags()

    /// `all` with each table's identifier parsed once, so choosing a table for every element of a
    /// screen parses only the element's own tag.
    private static let tagged: [(tag: LanguageTag, table: VoiceOverPhrases)] = all.compactMap { table in
        LanguageTag(table.identifier).map { ($0, table) }
    }

    /// The table VoiceOver speaks an element's words from: the element's own
    /// `accessibilityLanguage` when a table matches it, else the device language, else English.
    public static func resolve(elementLanguage: String?, deviceLanguage: String?) -> VoiceOverPhrases {
        matching(elementLanguage) ?? matching(deviceLanguage) ?? .english
    }
}

/// The parts of a BCP 47 tag that choose a phrase table: the primary language and the script,
/// with the script Chinese implies when the tag names only a region.
private struct LanguageTag {
    let language: String
    let script: String?

    init?(_ tag: String?) {
        guard let tag else { return nil }
        let subtags = tag.trimmingWhitespace
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
            .map { $0.lowercased() }
        guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy(\.isLetter) else {
            return nil
        }
        language = first
        // A script subtag is four letters (BCP 47 §2.2.3); a region is two letters or three digits.
        let rest = subtags.dropFirst()
        if let explicit = rest.first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            script = explicit
        } else if first == "zh" {
            let traditionalRegions: Set<String> = ["tw", "hk", "mo"]
            script = rest.contains(where: traditionalRegions.contains) ? "hant" : "hans"
        } else {
            script = nil
        }
    }
}

/// The tables already chosen for language tags (at most 64), shared by every thread.
private final class MatchedTags: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [String: VoiceOverPhrases?] = [:]

    /// The table chosen for `tag` (`.some(nil)`: none matches), or nil when not chosen yet.
    func table(for tag: String) -> VoiceOverPhrases?? {
        lock.withLock { tables[tag] }
    }

    func remember(_ table: VoiceOverPhrases?, for tag: String) {
        lock.withLock {
            if tables.count < 64 { tables[tag] = .some(table) }
        }
    }
}
