import Testing

@testable import ScreenFormats

@Suite("BCP 47 language tags")
struct LanguageTagTests {
    @Test(
        "well-formed tags pass",
        arguments: [
            "en", "en-US", "he", "fr-CA", "zh-Hant-TW", "sr-Latn-RS", "es-419", "de-CH-1996", "sl-rozaj-biske", "yue-HK",
            "zh-yue", "EN-us", "und", "x-private", "en-x-custom", "en-a-bbb-x-a-ccc", "de-DE-u-co-phonebk",
        ])
    func valid(tag: String) {
        #expect(LanguageTag.problem(with: tag) == nil)
    }

    @Test(
        "malformed tags are rejected with the reason",
        arguments: [
            ("", "the language tag is empty; expected a BCP 47 tag such as \"en-US\""),
            (
                "english",
                "\"english\" is not a BCP 47 language tag: the language 'english' must be a 2- or 3-letter ISO 639 code, such as \"en\" or \"yue\""
            ),
            ("e", "\"e\" is not a BCP 47 language tag: the language 'e' must be a 2- or 3-letter ISO 639 code, such as \"en\" or \"yue\""),
            ("en_US", "\"en_US\" is not a BCP 47 language tag: subtags are separated by '-', not '_' (did you mean \"en-US\"?)"),
            ("english_US", "\"english_US\" is not a BCP 47 language tag: subtags are separated by '-', not '_'"),
            ("en-", "\"en-\" is not a BCP 47 language tag: it has an empty subtag (a '-' at an end or two in a row)"),
            ("en--US", "\"en--US\" is not a BCP 47 language tag: it has an empty subtag (a '-' at an end or two in a row)"),
            ("en US", "\"en US\" is not a BCP 47 language tag: subtag 'en US' has characters other than ASCII letters and digits"),
            (
                "en-US-Latn",
                "\"en-US-Latn\" is not a BCP 47 language tag: subtag 'Latn' does not fit here (the order is language-script-region-variant, e.g. \"zh-Hant-TW\")"
            ),
            ("en-a", "\"en-a\" is not a BCP 47 language tag: the extension 'a' needs subtags of 2 to 8 characters after it"),
            ("x", "\"x\" is not a BCP 47 language tag: 'x' must be followed by private-use subtags"),
            (
                "12",
                "\"12\" is not a BCP 47 language tag: the language '12' must be a 2- or 3-letter ISO 639 code, such as \"en\" or \"yue\""
            ),
            (
                "en-verylongsubtag",
                "\"en-verylongsubtag\" is not a BCP 47 language tag: subtag 'verylongsubtag' is longer than 8 characters"
            ),
        ])
    func invalid(tag: String, problem: String) {
        #expect(LanguageTag.problem(with: tag) == problem)
    }
}

@Suite("Did-you-mean suggestions")
struct NearestNameTests {
    @Test(
        "typos find the intended name",
        arguments: [
            ("lable", "label"), ("titel", "title"), ("Label", "label"), ("frme", "frame"), ("isAccessibility", "isAccessibilityElement"),
            ("childern", "children"), ("acessibilityFrame", "accessibilityFrame"),
        ])
    func suggestion(typo: String, expected: String) {
        #expect(NearestName.suggestion(for: typo, among: ScreenNodeKey.allCases.map(\.rawValue)) == expected)
    }

    @Test("nothing close, no suggestion", arguments: ["xyz", "colour", "q"])
    func noSuggestion(name: String) {
        #expect(NearestName.suggestion(for: name, among: ScreenNodeKey.allCases.map(\.rawValue)) == nil)
    }

    @Test("edit distance counts a swap of neighbours as one edit")
    func distance() {
        #expect(NearestName.editDistance("lable", "label") == 1)
        #expect(NearestName.editDistance("", "abc") == 3)
        #expect(NearestName.editDistance("kitten", "sitting") == 3)
    }
}
