/// BCP 47 language tags (RFC 5646): a syntax check, and whether VoiceOver has a voice for the
/// language, for `language.valid`.
enum LanguageTag {
    /// Why `tag` is not a well-formed BCP 47 tag, or nil when it is.
    /// - Complexity: O(length of the tag).
    static func problem(with tag: String) -> String? {
        if tag.isEmpty { return "the tag is empty" }
        if tag.contains("_") {
            return "BCP 47 separates subtags with \"-\", not \"_\" (write \"\(tag.replacingOccurrences(of: "_", with: "-"))\")"
        }
        if tag != tag.trimmingCharacters(in: .whitespacesAndNewlines) || tag.contains(" ") {
            return "the tag contains spaces"
        }
        let lower = tag.lowercased()
        if irregular.contains(lower) { return nil }
        let subtags = lower.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(isAlphanumeric) }) else {
            return "every subtag must be 1 to 8 letters or digits"
        }
        var index = 0
        // A tag that is only private use ("x-whatever") is well formed.
        if subtags[0] == "x" { return subtags.count > 1 ? nil : "\"x\" must be followed by a private-use subtag" }
        let language = subtags[0]
        // RFC 5646 also reserves 4- and 5–8-letter language subtags, but none is registered.
        guard language.allSatisfy(isLetter), (2...3).contains(language.count) else {
            return "\"\(language)\" is not a language code; use the 2- or 3-letter ISO 639 code (as \"en\" or \"yue\")"
        }
        index = 1
        // extlang: up to three 3-letter subtags after a 2–3 letter language.
        var extlangs = 0
        while index < subtags.count, language.count <= 3, extlangs < 3, subtags[index].count == 3,
              subtags[index].allSatisfy(isLetter) {
            index += 1
            extlangs += 1
        }
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(isLetter) { index += 1 }
        if index < subtags.count,
           (subtags[index].count == 2 && subtags[index].allSatisfy(isLetter))
            || (subtags[index].count == 3 && subtags[index].allSatisfy(isDigit)) {
            index += 1
        }
        var variants: Set<String> = []
        while index < subtags.count, isVariant(subtags[index]) {
            guard variants.insert(subtags[index]).inserted else { return "variant \"\(subtags[index])\" appears twice" }
            index += 1
        }
        var singletons: Set<String> = []
        while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {
            let singleton = subtags[index]
            guard singletons.insert(singleton).inserted else { return "extension \"\(singleton)\" appears twice" }
            index += 1
            var parts = 0
            while index < subtags.count, (2...8).contains(subtags[index].count) {
                index += 1
                parts += 1
            }
            if parts == 0 { return "extension \"\(singleton)\" has no subtags" }
        }
        if index < subtags.count, subtags[index] == "x" {
            guard index + 1 < subtags.count else { return "\"x\" must be followed by a private-use subtag" }
            return nil
        }
        if index < subtags.count { return "\"\(subtags[index])\" is not valid at this position of a BCP 47 tag" }
        return nil
    }

    /// The primary language subtag, lowercased ("pt" for "pt-BR").
    static func primaryLanguage(of tag: String) -> String {
        tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
    }

    /// Whether iOS VoiceOver speaks the language. The list is the languages of iOS's speech
    /// voices (Settings › Accessibility › VoiceOver › Speech › Voices, iOS 17); it may lag behind
    /// new releases, so a miss is only worth a look.
    static func hasVoiceOverVoice(_ tag: String) -> Bool {
        voiceLanguages.contains(primaryLanguage(of: tag))
    }

    private static let voiceLanguages: Set<String> = [
        "ar", "bg", "bn", "ca", "cs", "da", "de", "el", "en", "es", "eu", "fa", "fi", "fr", "gl", "he", "hi",
        "hr", "hu", "id", "it", "ja", "kk", "kn", "ko", "ms", "mr", "nb", "nl", "no", "pl", "pt", "ro", "ru",
        "sk", "sl", "sv", "ta", "te", "th", "tr", "uk", "ur", "vi", "yue", "zh", "cmn", "iw",
    ]

    /// RFC 5646's irregular grandfathered tags, which match no pattern but are valid.
    private static let irregular: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
    ]

    private static func isVariant(_ subtag: String) -> Bool {
        if (5...8).contains(subtag.count) { return true }
        return subtag.count == 4 && subtag.first.map(isDigit) == true
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func isAlphanumeric(_ character: Character) -> Bool {
        isLetter(character) || isDigit(character)
    }
}
