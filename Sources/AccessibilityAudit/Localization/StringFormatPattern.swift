import Foundation

/// A localized string's format ("%d items", "Delete %@?") as the literal parts a text made from it
/// shows, in order, with an argument of at least one character between them.
struct StringFormatPattern: Hashable, Sendable {
    /// The literal text before the first argument, between arguments and after the last.
    let literals: [String]

    /// The pattern of `format`, or nil when it has no format specifier (it is matched as it is).
    /// `%%` is a literal percent sign; a specifier is `%`, an optional position (`1$`), flags,
    /// width, precision, length (`l`, `ll`, `h`, `q`, `z`, …) and a conversion (`@`, `d`, `f`, …).
    init?(_ format: String) {
        let characters = Array(format)
        var literals: [String] = []
        var current = ""
        var index = 0
        var sawSpecifier = false
        while index < characters.count {
            let character = characters[index]
            guard character == "%", index + 1 < characters.count else {
                current.append(character)
                index += 1
                continue
            }
            if characters[index + 1] == "%" {
                current.append("%")
                index += 2
                continue
            }
            var end = index + 1
            while end < characters.count, Self.specifierBody.contains(characters[end]) { end += 1 }
            guard end < characters.count, Self.conversions.contains(characters[end]) else {
                current.append(character)
                index += 1
                continue
            }
            literals.append(current)
            current = ""
            sawSpecifier = true
            index = end + 1
        }
        literals.append(current)
        guard sawSpecifier else { return nil }
        self.literals = literals
    }

    /// Whether the literal parts say enough to tell the string from others: at least three letters
    /// in all ("%@" alone, or "%d:%02d", would match any text).
    var isSpecific: Bool {
        literals.reduce(0) { $0 + $1.unicodeScalars.filter(\.properties.isAlphabetic).count } >= 3
    }

    /// Whether `text` shows the literal parts in order, each argument at least one character.
    /// - Complexity: O(p · t), p the parts, t the text's length.
    func matches(_ text: String) -> Bool {
        guard let first = literals.first, let last = literals.last, text.hasPrefix(first) else { return false }
        var rest = Substring(text.dropFirst(first.count))
        for literal in literals.dropFirst().dropLast() {
            // An argument of one character at least, then the literal at its first place.
            guard !rest.isEmpty else { return false }
            let afterArgument = rest.dropFirst()
            if literal.isEmpty {
                rest = afterArgument
                continue
            }
            guard let found = afterArgument.range(of: literal) else { return false }
            rest = afterArgument[found.upperBound...]
        }
        return rest.count > last.count && rest.hasSuffix(last)
    }

    private static let specifierBody = Set("0123456789$-+ #'.*hlqLzjt")
    private static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA")
}
