import EarshotUIKit
import Foundation
import Testing

/// `UITextChecker` against the user's learned words, with a language this host has no word list
/// for, so the answers do not depend on the machine. Source: Apple's documentation of
/// `UITextChecker` ("spell-checks using a lexicon for a specific language… you can have it learn
/// words, which adds those words to the lexicon") and of
/// `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)` (the range of the first misspelled
/// word, `NSNotFound` when there is none).
@MainActor
@Suite("UITextChecker")
struct UITextCheckerTests {
    /// A language no host provides a word list for.
    static let language = "tlh"

    /// Runs `body` on a device of its own, so learned words stay in this test.
    private func onNewDevice(_ body: () -> Void) {
        UIWindow(frame: .zero).device.perform(body)
    }

    @Test("Learned words are spelled correctly; the first other word is the misspelled one")
    func learnedWords() {
        onNewDevice {
            #expect(!UITextChecker.availableLanguages.contains(Self.language))
            let text = "qapla batlh Heghlu'meH"
            let whole = NSRange(location: 0, length: text.utf16.count)
            let checker = UITextChecker()
            #expect(
                checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: Self.language)
                    == NSRange(location: 0, length: 5))
            UITextChecker.learnWord("Qapla")
            #expect(UITextChecker.hasLearnedWord("qapla"))
            #expect(
                checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: Self.language)
                    == NSRange(location: 6, length: 5))
            UITextChecker.learnWord("batlh")
            UITextChecker.learnWord("Heghlu'meH")
            #expect(
                checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: Self.language).location
                    == NSNotFound)
            UITextChecker.unlearnWord("batlh")
            #expect(!UITextChecker.hasLearnedWord("batlh"))
        }
    }

    @Test("Checking starts at the offset; wrapping goes on from the range's start", arguments: [false, true])
    func wrapping(_ wrap: Bool) {
        onNewDevice {
            UITextChecker.learnWord("known")
            let text = "typo known known"
            let found = UITextChecker().rangeOfMisspelledWord(
                in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 5, wrap: wrap,
                language: Self.language)
            #expect(found == (wrap ? NSRange(location: 0, length: 4) : NSRange(location: NSNotFound, length: 0)))
        }
    }

    @Test("Ignored words are accepted by that checker only; a range outside the string is cut to it")
    func ignoredWords() {
        onNewDevice {
            let checker = UITextChecker()
            checker.ignoreWord("zork")
            #expect(checker.ignoredWords?.compactMap { $0 as? String } == ["zork"])
            let range = NSRange(location: 0, length: 100)
            #expect(
                checker.rangeOfMisspelledWord(in: "zork", range: range, startingAt: 0, wrap: false, language: Self.language).location
                    == NSNotFound)
            #expect(
                UITextChecker().rangeOfMisspelledWord(in: "zork", range: range, startingAt: 0, wrap: false, language: Self.language)
                    == NSRange(location: 0, length: 4))
            #expect(
                checker.rangeOfMisspelledWord(
                    in: "zork", range: NSRange(location: 9, length: 3), startingAt: 0, wrap: true, language: Self.language
                ).location == NSNotFound)
        }
    }
}
