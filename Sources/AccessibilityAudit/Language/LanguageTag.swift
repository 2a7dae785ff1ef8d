import EarshotUIKit
import Foundation

/// BCP 47 language tags (RFC 5646) for `language.valid`: the auditor's wording of the problems
/// `LanguageTagSyntax` (EarshotUIKit) finds, which it checks a little further (RFC 5646's
/// irregular grandfathered tags pass; a repeated variant or extension does not), and whether
/// VoiceOver has a voice for the language.
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
        if LanguageTagSyntax.irregularGrandfathered.contains(lower) { return nil }
        let syntax = LanguageTagSyntax.check(lower)
        // The grammar stops at its first problem; a repeat read before it is named first.
        if let variant = firstRepeat(in: syntax.variants) { return "variant \"\(variant)\" appears twice" }
        if let singleton = firstRepeat(in: syntax.extensionSingletons) { return "extension \"\(singleton)\" appears twice" }
        switch syntax.problem {
        case nil:
            return nil
        case .empty, .underscore, .emptySubtag, .invalidCharacters, .tooLong:
            return "every subtag must be 1 to 8 letters or digits"
        case .privateUseWithoutSubtags:
            return "\"x\" must be followed by a private-use subtag"
        case .invalidLanguage(let language):
            return "\"\(language)\" is not a language code; use the 2- or 3-letter ISO 639 code (as \"en\" or \"yue\")"
        case .extensionWithoutSubtags(let singleton):
            return "extension \"\(singleton)\" has no subtags"
        case .misplaced(let subtag):
            return "\"\(subtag)\" is not valid at this position of a BCP 47 tag"
        }
    }

    /// The first element that repeats an earlier one.
    private static func firstRepeat(in subtags: [String]) -> String? {
        var seen: Set<String> = []
        return subtags.first { !seen.insert($0).inserted }
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
}
