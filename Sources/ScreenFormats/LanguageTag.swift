import EarshotUIKit

/// The screen-file wording of BCP 47 problems in `device.language` and a node's `language`
/// (`accessibilityLanguage`). The grammar is `LanguageTagSyntax`'s (EarshotUIKit), shared with the
/// auditor and the CLI; underscores ("en_US", the POSIX locale form) get the dashed form
/// suggested, because UIKit's `accessibilityLanguage` takes BCP 47.
enum LanguageTag {
    /// Nil when `tag` is well-formed, else why not (naming the faulty subtag).
    static func problem(with tag: String) -> String? {
        guard let problem = LanguageTagSyntax.problem(with: tag) else { return nil }
        let invalid = "\"\(tag)\" is not a BCP 47 language tag"
        switch problem {
        case .empty:
            return "the language tag is empty; expected a BCP 47 tag such as \"en-US\""
        case .underscore:
            let dashed = tag.replacingOccurrences(of: "_", with: "-")
            let suggestion = LanguageTagSyntax.problem(with: dashed) == nil ? " (did you mean \"\(dashed)\"?)" : ""
            return "\(invalid): subtags are separated by '-', not '_'\(suggestion)"
        case .emptySubtag:
            return "\(invalid): it has an empty subtag (a '-' at an end or two in a row)"
        case .invalidCharacters(let subtag):
            return "\(invalid): subtag '\(subtag)' has characters other than ASCII letters and digits"
        case .tooLong(let subtag):
            return "\(invalid): subtag '\(subtag)' is longer than 8 characters"
        case .privateUseWithoutSubtags:
            return "\(invalid): 'x' must be followed by private-use subtags"
        case .invalidLanguage(let language):
            return "\(invalid): the language '\(language)' must be a 2- or 3-letter ISO 639 code, such as \"en\" or \"yue\""
        case .extensionWithoutSubtags(let singleton):
            return "\(invalid): the extension '\(singleton)' needs subtags of 2 to 8 characters after it"
        case .misplaced(let subtag):
            return "\(invalid): subtag '\(subtag)' does not fit here (the order is language-script-region-variant, e.g. \"zh-Hant-TW\")"
        }
    }
}
