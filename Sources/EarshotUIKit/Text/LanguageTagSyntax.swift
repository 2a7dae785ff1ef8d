/// The syntax of BCP 47 language tags (RFC 5646), as `accessibilityLanguage` takes them:
/// `language[-extlang][-script][-region][-variant…][-extension…][-x-private]`, or `x-private` alone.
///
/// One grammar for the whole package: the screen-file reader, the auditor and the CLI each put
/// their own words on the `Problem` it finds. Stricter than RFC 5646's well-formedness in one way,
/// on purpose: the primary language must be a 2- or 3-letter ISO 639 code. RFC 5646 also lets
/// 4–8 letters through the grammar, but no such language subtag is registered, and the grammar
/// would let junk like "english" pass. Underscores ("en_US", the POSIX locale form) are a problem
/// of their own, so callers can suggest the dashed form. The irregular grandfathered tags
/// ("i-klingon") are not matched here; `irregularGrandfathered` lists them for callers that accept them.
package enum LanguageTagSyntax {
    /// The first thing wrong with a tag, in the order the grammar meets it.
    package enum Problem: Equatable, Sendable {
        case empty
        /// The tag separates subtags with `_`.
        case underscore
        /// A `-` at an end, or two in a row.
        case emptySubtag
        /// A subtag holds something other than ASCII letters and digits.
        case invalidCharacters(subtag: String)
        /// A subtag is longer than 8 characters.
        case tooLong(subtag: String)
        /// `x` with no private-use subtag after it.
        case privateUseWithoutSubtags
        /// The primary language is not 2 or 3 letters.
        case invalidLanguage(String)
        /// An extension singleton with no subtag of 2 to 8 characters after it.
        case extensionWithoutSubtags(singleton: String)
        /// A subtag out of the order language-script-region-variant-extension-private.
        case misplaced(subtag: String)
    }

    /// What the check of one tag found.
    package struct Result: Equatable, Sendable {
        /// The first problem, or nil when the tag is well-formed.
        package var problem: Problem?
        /// The variant subtags read, in order (up to the problem, if any).
        package var variants: [String] = []
        /// The extension singletons read, in order (up to the problem, if any).
        package var extensionSingletons: [String] = []
    }

    /// The first problem with `tag`, or nil when it is well-formed.
    /// - Complexity: O(length of the tag).
    package static func problem(with tag: String) -> Problem? {
        check(tag).problem
    }

    /// Reads `tag` against the grammar, stopping at the first problem.
    /// - Complexity: O(length of the tag).
    package static func check(_ tag: String) -> Result {
        var result = Result()
        func failing(_ problem: Problem) -> Result {
            result.problem = problem
            return result
        }
        guard !tag.isEmpty else { return failing(.empty) }
        if tag.contains("_") { return failing(.underscore) }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if subtags.contains(where: \.isEmpty) { return failing(.emptySubtag) }
        if let bad = subtags.first(where: { !$0.unicodeScalars.allSatisfy(isAlphanumeric) }) {
            return failing(.invalidCharacters(subtag: bad))
        }
        if let bad = subtags.first(where: { $0.count > 8 }) { return failing(.tooLong(subtag: bad)) }
        if subtags[0].lowercased() == "x" {
            return subtags.count > 1 ? result : failing(.privateUseWithoutSubtags)
        }
        let language = subtags[0]
        guard (2...3).contains(language.count), language.unicodeScalars.allSatisfy(isLetter) else {
            return failing(.invalidLanguage(language))
        }
        var index = 1
        var extlangs = 0
        while index < subtags.count, extlangs < 3, subtags[index].count == 3, subtags[index].unicodeScalars.allSatisfy(isLetter) {
            index += 1
            extlangs += 1
        }
        if index < subtags.count, subtags[index].count == 4, subtags[index].unicodeScalars.allSatisfy(isLetter) {
            index += 1  // script
        }
        if index < subtags.count, isRegion(subtags[index]) {
            index += 1
        }
        while index < subtags.count, isVariant(subtags[index]) {
            result.variants.append(subtags[index])
            index += 1
        }
        while index < subtags.count, subtags[index].count == 1, subtags[index].lowercased() != "x" {
            let singleton = subtags[index]
            result.extensionSingletons.append(singleton)
            index += 1
            var count = 0
            while index < subtags.count, subtags[index].count >= 2 {
                index += 1
                count += 1
            }
            if count == 0 { return failing(.extensionWithoutSubtags(singleton: singleton)) }
        }
        if index < subtags.count, subtags[index].lowercased() == "x" {
            return index + 1 < subtags.count ? result : failing(.privateUseWithoutSubtags)
        }
        guard index < subtags.count else { return result }
        return failing(.misplaced(subtag: subtags[index]))
    }

    /// RFC 5646's irregular grandfathered tags, lowercased: valid, though they match no pattern.
    package static let irregularGrandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
    ]

    private static func isRegion(_ subtag: String) -> Bool {
        (subtag.count == 2 && subtag.unicodeScalars.allSatisfy(isLetter))
            || (subtag.count == 3 && subtag.unicodeScalars.allSatisfy(isDigit))
    }

    private static func isVariant(_ subtag: String) -> Bool {
        if (5...8).contains(subtag.count) { return true }
        return subtag.count == 4 && subtag.unicodeScalars.first.map(isDigit) == true
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || isDigit(scalar)
    }
}
