/// Syntax check for the BCP 47 language tags of `device.language` and a node's `language`
/// (`accessibilityLanguage`): `language[-extlang][-script][-region][-variant…][-extension…][-x-private]`.
///
/// Stricter than RFC 5646's well-formedness in one way, on purpose: the primary language must
/// be a 2- or 3-letter ISO 639 code (or the tag must be private use, `x-…`). RFC 5646 also lets
/// 4–8 letters through the grammar, but no such language subtag is registered, and the grammar
/// would let junk like "english" pass. Underscores ("en_US", the POSIX locale form) are
/// rejected with the dashed form suggested, because UIKit's `accessibilityLanguage` takes BCP 47.
enum LanguageTag {
    /// Nil when `tag` is well-formed, else why not (naming the faulty subtag).
    static func problem(with tag: String) -> String? {
        guard !tag.isEmpty else { return "the language tag is empty; expected a BCP 47 tag such as \"en-US\"" }
        if tag.contains("_") {
            let dashed = tag.replacingOccurrences(of: "_", with: "-")
            let suggestion = problem(with: dashed) == nil ? " (did you mean \"\(dashed)\"?)" : ""
            return "\"\(tag)\" is not a BCP 47 language tag: subtags are separated by '-', not '_'\(suggestion)"
        }
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if subtags.contains(where: \.isEmpty) {
            return "\"\(tag)\" is not a BCP 47 language tag: it has an empty subtag (a '-' at an end or two in a row)"
        }
        if let bad = subtags.first(where: { !$0.unicodeScalars.allSatisfy(isAlphanumeric) }) {
            return "\"\(tag)\" is not a BCP 47 language tag: subtag '\(bad)' has characters other than ASCII letters and digits"
        }
        if let bad = subtags.first(where: { $0.count > 8 }) {
            return "\"\(tag)\" is not a BCP 47 language tag: subtag '\(bad)' is longer than 8 characters"
        }
        var index = 0
        if subtags[0].lowercased() == "x" {
            return subtags.count > 1 ? nil : "\"\(tag)\" is not a BCP 47 language tag: 'x' must be followed by private-use subtags"
        }
        let language = subtags[0]
        guard (2...3).contains(language.count), language.unicodeScalars.allSatisfy(isLetter) else {
            return "\"\(tag)\" is not a BCP 47 language tag: the language '\(language)' must be a 2- or 3-letter ISO 639 code, such as \"en\" or \"yue\""
        }
        index = 1
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
            index += 1
        }
        while index < subtags.count, subtags[index].count == 1, subtags[index].lowercased() != "x" {
            let singleton = subtags[index]
            index += 1
            var count = 0
            while index < subtags.count, subtags[index].count >= 2 {
                index += 1
                count += 1
            }
            if count == 0 {
                return "\"\(tag)\" is not a BCP 47 language tag: the extension '\(singleton)' needs subtags of 2 to 8 characters after it"
            }
        }
        if index < subtags.count, subtags[index].lowercased() == "x" {
            return index + 1 < subtags.count ? nil : "\"\(tag)\" is not a BCP 47 language tag: 'x' must be followed by private-use subtags"
        }
        guard index < subtags.count else { return nil }
        return "\"\(tag)\" is not a BCP 47 language tag: subtag '\(subtags[index])' does not fit here (the order is language-script-region-variant, e.g. \"zh-Hant-TW\")"
    }

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
