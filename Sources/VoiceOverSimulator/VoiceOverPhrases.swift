import Foundation

/// VoiceOver's own words in one language: trait phrases, context words and system hints
/// (docs/voiceover-behaviour.md §4 (What is spoken), "Localized phrases").
///
/// Each language lives in its own file (`VoiceOverPhrases+English.swift`, …) with the source of
/// every string next to it, so a wrong string is corrected in one place. Formats use named
/// placeholders (`{index}`, `{count}`, `{n}`) that are filled with plain decimal digits, as
/// VoiceOver speaks the number.
public struct VoiceOverPhrases: Hashable, Sendable {
    /// The BCP 47 tag of the table ("en", "de", "ru", "zh-Hans"); the script subtag, when
    /// present, must match too.
    public var identifier: String { shared.words.identifier }

    // Description: state and trait phrases (docs/voiceover-behaviour.md §4 (What is spoken) item 1 and 4).
    public var selected: String { shared.words.selected }
    public var dimmed: String { shared.words.dimmed }
    public var button: String { shared.words.button }
    public var backButton: String { shared.words.backButton }
    /// The word a back button's label may consist of ("Back"); such a label is not spoken.
    public var backLabel: String { shared.words.backLabel }
    public var switchButton: String { shared.words.switchButton }
    public var switchOn: String { shared.words.switchOn }
    public var switchOff: String { shared.words.switchOff }
    public var switchMixed: String { shared.words.switchMixed }
    public var tab: String { shared.words.tab }
    public var textField: String { shared.words.textField }
    public var secureTextField: String { shared.words.secureTextField }
    public var isEditing: String { shared.words.isEditing }
    public var heading: String { shared.words.heading }
    public var link: String { shared.words.link }
    public var adjustable: String { shared.words.adjustable }
    public var image: String { shared.words.image }
    public var searchField: String { shared.words.searchField }

    // Description: context words (docs/voiceover-behaviour.md §3 (Context) and §4 (What is spoken) item 5).
    /// "i of n", with `{index}` and `{count}`.
    public var positionFormat: String { shared.words.positionFormat }
    public var listStart: String { shared.words.listStart }
    public var listEnd: String { shared.words.listEnd }
    public var landmarkStart: String { shared.words.landmarkStart }
    public var landmarkEnd: String { shared.words.landmarkEnd }
    /// "Spans {n} rows".
    public var rowSpanFormat: String { shared.words.rowSpanFormat }
    /// "Spans {n} columns".
    public var columnSpanFormat: String { shared.words.columnSpanFormat }
    /// "Row {n}".
    public var rowFormat: String { shared.words.rowFormat }
    /// "Column {n}".
    public var columnFormat: String { shared.words.columnFormat }

    // Hint.
    public var switchHint: String { shared.words.switchHint }
    public var editHint: String { shared.words.editHint }
    /// The hint of a text entry element being edited; also added after `editHint` for a text area.
    public var misspelledWordsHint: String { shared.words.misspelledWordsHint }
    public var adjustHint: String { shared.words.adjustHint }
    public var actionsAvailable: String { shared.words.actionsAvailable }
    /// Spoken when an element has custom content (`AXCustomContent`); unused until the tree
    /// carries custom content.
    public var moreContentAvailable: String { shared.words.moreContentAvailable }

    // Punctuation used to join a hint to a system hint ("⟨hint⟩. ⟨system hint⟩").
    /// The sentence end added after a hint that has none ("." or "。").
    public var fullStop: String { shared.words.fullStop }
    /// The space after a sentence end (" ", or "" in Chinese).
    public var sentenceSpace: String { shared.words.sentenceSpace }

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
        shared = Shared(
            Words(
                identifier: identifier, selected: selected, dimmed: dimmed, button: button,
                backButton: backButton, backLabel: backLabel, switchButton: switchButton, switchOn: switchOn,
                switchOff: switchOff, switchMixed: switchMixed, tab: tab, textField: textField,
                secureTextField: secureTextField, isEditing: isEditing, heading: heading, link: link,
                adjustable: adjustable, image: image, searchField: searchField, positionFormat: positionFormat,
                listStart: listStart, listEnd: listEnd, landmarkStart: landmarkStart, landmarkEnd: landmarkEnd,
                rowSpanFormat: rowSpanFormat, columnSpanFormat: columnSpanFormat, rowFormat: rowFormat, columnFormat: columnFormat,
                switchHint: switchHint, editHint: editHint, misspelledWordsHint: misspelledWordsHint, adjustHint: adjustHint,
                actionsAvailable: actionsAvailable, moreContentAvailable: moreContentAvailable, fullStop: fullStop,
                sentenceSpace: sentenceSpace
            ))
    }

    /// The strings, in one object every copy shares: speech picks a table for every element it
    /// speaks, and copying thirty-odd strings each time cost more than the words themselves.
    private let shared: Shared

    public static func == (lhs: VoiceOverPhrases, rhs: VoiceOverPhrases) -> Bool {
        lhs.shared === rhs.shared || lhs.shared.words == rhs.shared.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(shared.words)
    }

    private struct Words: Hashable, Sendable {
        let identifier: String
        let selected: String
        let dimmed: String
        let button: String
        let backButton: String
        let backLabel: String
        let switchButton: String
        let switchOn: String
        let switchOff: String
        let switchMixed: String
        let tab: String
        let textField: String
        let secureTextField: String
        let isEditing: String
        let heading: String
        let link: String
        let adjustable: String
        let image: String
        let searchField: String
        let positionFormat: String
        let listStart: String
        let listEnd: String
        let landmarkStart: String
        let landmarkEnd: String
        let rowSpanFormat: String
        let columnSpanFormat: String
        let rowFormat: String
        let columnFormat: String
        let switchHint: String
        let editHint: String
        let misspelledWordsHint: String
        let adjustHint: String
        let actionsAvailable: String
        let moreContentAvailable: String
        let fullStop: String
        let sentenceSpace: String
    }

    private final class Shared: Sendable {
        let words: Words
        init(_ words: Words) { self.words = words }
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
    /// once (parsing "en-US" again for every element would be a large part of speech's cost). Bounded, since
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
        resolve(elementLanguage: elementLanguage, deviceTable: deviceTable(for: deviceLanguage))
    }

    /// The table for elements that name no language VoiceOver has words for: the device
    /// language's, else English. Found once for a whole screen.
    static func deviceTable(for deviceLanguage: String?) -> VoiceOverPhrases {
        matching(deviceLanguage) ?? .english
    }

    /// `resolve(elementLanguage:deviceLanguage:)` with the device's table already found.
    static func resolve(elementLanguage: String?, deviceTable: VoiceOverPhrases) -> VoiceOverPhrases {
        matching(elementLanguage) ?? deviceTable
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
    /// The tag asked for last and its table: a screen's elements ask for one tag after another,
    /// and comparing it costs less than hashing it (a twelfth of speech's cost).
    private var last: (tag: String, table: VoiceOverPhrases?)?

    /// The table chosen for `tag` (`.some(nil)`: none matches), or nil when not chosen yet.
    func table(for tag: String) -> VoiceOverPhrases?? {
        lock.withLock {
            if let last, last.tag == tag { return .some(last.table) }
            guard let table = tables[tag] else { return nil }
            last = (tag, table)
            return .some(table)
        }
    }

    func remember(_ table: VoiceOverPhrases?, for tag: String) {
        lock.withLock {
            if tables.count < 64 { tables[tag] = .some(table) }
            last = (tag, table)
        }
    }
}
