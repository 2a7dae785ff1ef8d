import Foundation
import Synchronization

/// UIKit's `UITextChecker`: spell-checks text against a lexicon for a language, as Apple's
/// documentation describes it ("spell-checks using a lexicon for a specific language… you can
/// have it learn words, which adds those words to the lexicon").
///
/// An iPhone's lexicons ship with iOS; Earshot has none of its own. It reads the word lists the
/// host system provides (`UITextChecker.lexiconFiles`: /usr/share/dict on Linux, the `words` and
/// `wamerican`/`wbritish` packages), and the words the device's user learned
/// (`learnWord(_:)`, kept per `UIDevice`, so parallel tests each have their own). A language with
/// no word list is not in `availableLanguages`; checking it finds misspelled every word that was
/// not learned, and the first such check logs why on standard error.
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    /// Words this checker ignores (`ignoreWord(_:)`), as a document's ignored words.
    open var ignoredWords: [Any]? {
        get { ignored.isEmpty ? nil : ignored }
        set { ignored = (newValue ?? []).compactMap { $0 as? String } }
    }

    private var ignored: [String] = []

    public override init() {
        super.init()
    }

    /// The word list files per language, first found first read: the host's dictionaries.
    public nonisolated static let lexiconFiles: [String: [String]] = [
        "en_US": ["/usr/share/dict/american-english", "/usr/share/dict/words"],
        "en_GB": ["/usr/share/dict/british-english", "/usr/share/dict/words"],
        "en": ["/usr/share/dict/words", "/usr/share/dict/american-english", "/usr/share/dict/british-english"],
    ]

    /// The languages whose lexicon this host provides, as `UITextChecker` lists its own.
    public class var availableLanguages: [String] {
        lexiconFiles.keys.sorted().filter { Lexicon.words(for: $0) != nil }
    }

    /// Adds `word` to the user's dictionary on the device running the code.
    public class func learnWord(_ word: String) {
        UIDevice.current.learnedWords.insert(word.lowercased())
    }

    /// Removes `word` from the user's dictionary.
    public class func unlearnWord(_ word: String) {
        UIDevice.current.learnedWords.remove(word.lowercased())
    }

    /// Whether the user's dictionary holds `word`.
    public class func hasLearnedWord(_ word: String) -> Bool {
        UIDevice.current.learnedWords.contains(word.lowercased())
    }

    /// Has this checker accept `word` from now on.
    open func ignoreWord(_ word: String) {
        if !ignored.contains(word) { ignored.append(word) }
    }

    /// The range of the first misspelled word in `range` of `stringToCheck`, from
    /// `startingOffset` to the range's end, then (with `wrapFlag`) from the range's start; a
    /// range whose location is `NSNotFound` when every word is spelled correctly. Offsets are in
    /// UTF-16 units, as `NSString`'s. A range reaching outside the string is cut to it.
    /// - Complexity: O(n) in the range's characters, plus reading the lexicon once per process.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        let units = Array(stringToCheck.utf16)
        let lower = min(max(range.location, 0), units.count)
        let upper = min(max(range.location + max(range.length, 0), lower), units.count)
        guard lower < upper else { return notFound }
        let start = min(max(startingOffset, lower), upper)
        let lexicon = Lexicon.words(for: language)
        if lexicon == nil { Lexicon.warnMissing(language) }
        let learned = UIDevice.current.learnedWords
        let isKnown: (String) -> Bool = { word in
            let lowered = word.lowercased()
            return learned.contains(lowered) || self.ignored.contains(word)
                || lexicon.map { $0.contains(word) || $0.contains(lowered) } ?? false
        }
        for span in [start..<upper] + (wrapFlag ? [lower..<start] : []) where !span.isEmpty {
            for word in Self.words(in: units, span) where !isKnown(String(decoding: units[word], as: UTF16.self)) {
                return NSRange(location: word.lowerBound, length: word.count)
            }
        }
        return notFound
    }

    /// The words of `units` in `span`: runs of letters, with apostrophes inside a word kept.
    /// - Complexity: O(n) in the span.
    private static func words(in units: [UInt16], _ span: Range<Int>) -> [Range<Int>] {
        func isLetter(_ index: Int) -> Bool {
            guard let scalar = Unicode.Scalar(units[index]) else { return false }
            return scalar.properties.isAlphabetic
        }
        var words: [Range<Int>] = []
        var index = span.lowerBound
        while index < span.upperBound {
            guard isLetter(index) else {
                index += 1
                continue
            }
            let first = index
            while index < span.upperBound,
                isLetter(index)
                    || (units[index] == 0x27 && index + 1 < span.upperBound && isLetter(index + 1) && index > first)
            {
                index += 1
            }
            words.append(first..<index)
        }
        return words
    }
}

/// The host's word lists, read once per process and language.
private enum Lexicon {
    private static let cache = Mutex<[String: Set<String>?]>([:])
    private static let warned = Mutex<Set<String>>([])

    /// The words of `language`'s first word list found, or nil when the host has none.
    static func words(for language: String) -> Set<String>? {
        let key = language.replacingOccurrences(of: "-", with: "_")
        if let known = cache.withLock({ $0[key] }) { return known }
        let files = UITextChecker.lexiconFiles[key] ?? UITextChecker.lexiconFiles[String(key.prefix { $0 != "_" })] ?? []
        let words = files.lazy.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first.map { text in
            Set(text.split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: .whitespaces) })
        }
        cache.withLock { $0[key] = .some(words) }
        return words
    }

    /// Says once per language why every word of it counts as misspelled.
    static func warnMissing(_ language: String) {
        guard warned.withLock({ $0.insert(language).inserted }) else { return }
        FileHandle.standardError.write(
            Data(
                "Earshot: UITextChecker has no lexicon for \"\(language)\" on this host (UITextChecker.lexiconFiles); only learned words are spelled correctly.\n"
                    .utf8))
    }
}
