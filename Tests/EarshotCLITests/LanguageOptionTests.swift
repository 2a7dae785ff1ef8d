import Testing

/// `--language` is checked with the package's one BCP 47 grammar before anything is read.
@Suite("--language")
struct LanguageOptionTests {
    @Test(arguments: ["en", "es-419", "zh-Hant-TW", "de-CH-1996", "x-private"])
    func wellFormedTagsAreAccepted(tag: String) throws {
        let result = try CommandRunner.run(["read", "--language", tag])
        #expect(result.exitCode == 0, "\(result.stderr)")
    }

    @Test(arguments: ["en_US", "english", "en-", "en-US-Latn", "en-a", "日本"])
    func malformedTagsAreRefused(tag: String) throws {
        let result = try CommandRunner.run(["read", "--language", tag])
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("'\(tag)' is not a BCP 47 language tag (for example en-US, es-419, zh-Hans)."))
        #expect(result.stdout.isEmpty)
    }

    /// `--language es-ES`, the example in `--help`, must not keep English role words
    /// silently: a language without a phrase table is said once, naming the tables there are.
    @Test func aLanguageWithoutAPhraseTableIsSaid() throws {
        let result = try CommandRunner.run(["read", "--language", "es-ES"])
        #expect(result.exitCode == 0)
        #expect(
            result.stderr
                == "earshot: warning: --language es-ES: Earshot has no phrase table for it, so VoiceOver's own words (roles, states, hints) stay English; phrase tables: en, de, ru, zh-Hans\n"
        )
        let german = try CommandRunner.run(["read", "--language", "de-DE"])
        #expect(german.stderr.isEmpty)
    }
}
