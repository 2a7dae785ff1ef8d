/// Decisions about the strings of a dump that VoiceOver would speak (docs/real-dumps.md §5.7–5.8):
/// which `name` is only an identifier, and which repeated strings to say once.
enum SpokenText {
    /// `text` trimmed, with a label repeated on several lines said once (Flutter's
    /// `FLOOR\nFLOOR`); nil when nothing is left.
    /// Trimmed as speech trims (`trimmingWhitespace`, Foundation's `.whitespacesAndNewlines`).
    static func normalized(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingWhitespace, !trimmed.isEmpty else { return nil }
        guard trimmed.utf8.contains(0x0A) else { return trimmed }
        let lines = trimmed.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if lines.count > 1, let first = lines.first, lines.allSatisfy({ $0 == first }) { return first }
        return trimmed
    }

    /// The value worth speaking after `label`: nil when it repeats the label (a StaticText's value
    /// defaults to its label) or is already at the label's end; without the label when it starts
    /// with it (`Version` + `Version, 1.0 (1)` → `1.0 (1)`).
    static func value(_ value: String?, after label: String?) -> String? {
        guard let value = normalized(value) else { return nil }
        guard let label else { return value }
        if value == label || label.hasSuffix(", " + value) { return nil }
        if value.hasPrefix(label + ", ") {
            let rest = String(value.dropFirst(label.count + 2)).trimmingCharacters(in: .whitespaces)
            return rest.isEmpty ? nil : rest
        }
        return value
    }

    /// Whether `name` reads as a developer's identifier rather than words for people: reverse-DNS
    /// and SF Symbol names (`com.apple.settings.general`, `chevron.forward`), snake_case
    /// (`share_week`, `APPLE_ACCOUNT`), camelCase (`dailyReminder`, but not `iCloud`), kebab-case
    /// (`close-button`), paths (`icons/close`) and UUIDs. Anything with a space is words.
    static func looksLikeIdentifier(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        if scalars.isEmpty || scalars.contains(where: { $0.properties.isWhitespace }) { return false }
        let hasLetter = scalars.contains { $0.properties.isAlphabetic }
        if name.contains("_") && hasLetter { return true }
        if name.contains("/") && hasLetter { return true }
        let isWordScalar = { (scalar: Unicode.Scalar) in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
        }
        if name.contains(".") {
            let segments = name.split(separator: ".", omittingEmptySubsequences: false)
            if segments.count >= 2, hasLetter,
                segments.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(isWordScalar) })
            {
                return true
            }
        }
        let isLower = { (scalar: Unicode.Scalar) in scalar.properties.isLowercase }
        let isUpper = { (scalar: Unicode.Scalar) in scalar.properties.isUppercase }
        let isAlnum = { (scalar: Unicode.Scalar) in scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
        if scalars.allSatisfy(isAlnum), let first = scalars.first, isLower(first) {
            let lowerPrefix = scalars.prefix(while: isLower).count
            if lowerPrefix >= 2 && lowerPrefix < scalars.count && scalars.dropFirst(lowerPrefix).contains(where: isUpper) {
                return true
            }
        }
        if name.contains("-"), scalars.allSatisfy({ isLower($0) || ("0"..."9").contains($0) || $0 == "-" }),
            !name.hasPrefix("-"), !name.hasSuffix("-"), hasLetter
        {
            return true
        }
        if scalars.count >= 16, name.contains("-"),
            scalars.allSatisfy({ $0 == "-" || $0.properties.isASCIIHexDigit })
        {
            return true
        }
        return false
    }
}
