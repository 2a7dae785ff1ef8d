import EarshotUIKit
import Foundation

/// SwiftUI's `LocalizedStringKey`: what a string literal given to `Text` is. Earshot ships no
/// strings files, so the key is its own text; interpolated values are formatted as SwiftUI's
/// format specifiers format them, in the environment's default locale, en_US (docs/swiftui.md,
/// "Text and images"): integers with grouping ("2,847"), floating-point numbers with six decimals
/// ("3.140000", `%lf`).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key with its interpolations formatted, Markdown not yet rendered.
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    /// The interpolations SwiftUI's key accepts.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        /// en_US, the environment's default locale (`EnvironmentValues.locale`).
        private static let locale = Locale(identifier: "en_US")

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { output += literal }

        public mutating func appendInterpolation(_ string: String) { output += string }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            output += Int64(clamping: value).formatted(.number.locale(Self.locale))
        }

        public mutating func appendInterpolation(_ value: Double) { output += String(format: "%lf", value) }

        public mutating func appendInterpolation(_ value: Float) { output += String(format: "%f", Double(value)) }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += String(format: specifier, Double(value))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int64(clamping: value))
        }

        public mutating func appendInterpolation(_ text: Text) { output += text.content }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += style.format(date)
        }

        /// Any other value, by its description.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { output += value.description }
    }
}

extension Text {
    /// A localized text: the key's words with its Markdown rendered (emphasis, code and links
    /// drawn, their marks not spoken); a text holding a link is a link to VoiceOver
    /// (docs/swiftui.md, "Text and images").
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let rendered = InlineMarkdown.render(key.key)
        self.init(verbatim: rendered.text)
        links = rendered.links
    }

    /// A value formatted by a Foundation format style (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// A date in one of SwiftUI's fixed styles.
    public init(_ date: Date, style: DateStyle) { self.init(verbatim: style.format(date)) }

    /// How `Text(_:style:)` writes a date. The styles relative to now (`.relative`, `.offset`,
    /// `.timer`) do not exist yet: Earshot's renders are deterministic and would need a clock.
    public struct DateStyle: Sendable, Equatable {
        let dateStyle: DateFormatter.Style
        let timeStyle: DateFormatter.Style
        /// "June 3, 2026".
        public static let date = DateStyle(dateStyle: .long, timeStyle: .none)
        /// "3:30 PM".
        public static let time = DateStyle(dateStyle: .none, timeStyle: .short)

        func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
            return formatter.string(from: date)
        }
    }
}

/// Markdown's inline marks as SwiftUI renders them in a localized text: strong, emphasis,
/// strikethrough, code and links; block syntax is not read.
enum InlineMarkdown {
    /// The text as drawn, and its links in order. One pass: an opening mark is dropped and its
    /// closing mark remembered to drop when reached; a code span is copied as it is.
    /// - Complexity: O(n²) in the worst case over the key's length (each mark looks for its
    ///   closing mark).
    static func render(_ source: String) -> (text: String, links: [URL]) {
        let characters = Array(source)
        var text = ""
        var links: [URL] = []
        var dropped = Set<Int>()
        var index = 0
        while index < characters.count {
            if dropped.contains(index) {
                index += 1
                continue
            }
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                text.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "[", let link = link(in: characters, at: index) {
                if let url = URL(string: link.destination) { links.append(url) }
                dropped.formUnion(link.textEnd..<link.end)
                index += 1
                continue
            }
            if let mark = mark(in: characters, at: index), opens(mark, in: characters, at: index),
                let close = closing(mark, in: characters, after: index + mark.count)
            {
                if mark == ["`"] {
                    text += String(characters[(index + 1)..<close])
                    index = close + 1
                } else {
                    dropped.formUnion(close..<(close + mark.count))
                    index += mark.count
                }
                continue
            }
            text.append(character)
            index += 1
        }
        return (text, links)
    }

    /// The emphasis, strikethrough or code mark starting at `index`, longest first.
    private static func mark(in characters: [Character], at index: Int) -> [Character]? {
        for mark in [["*", "*"], ["_", "_"], ["~", "~"], ["*"], ["_"], ["`"]] as [[Character]] {
            let end = index + mark.count
            if end <= characters.count, Array(characters[index..<end]) == mark { return mark }
        }
        return nil
    }

    /// Whether `mark` at `index` can open: an underscore inside a word is a letter, as in
    /// CommonMark ("snake_case_name" keeps its underscores).
    private static func opens(_ mark: [Character], in characters: [Character], at index: Int) -> Bool {
        mark.first != "_" || index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
    }

    /// Where `mark` closes after `start`, with something between; an underscore closes only at a
    /// word's end.
    private static func closing(_ mark: [Character], in characters: [Character], after start: Int) -> Int? {
        var index = start + 1
        while index + mark.count <= characters.count {
            let after = index + mark.count
            let endsWord = mark.first != "_" || after == characters.count || !(characters[after].isLetter || characters[after].isNumber)
            if Array(characters[index..<after]) == mark, endsWord { return index }
            index += 1
        }
        return nil
    }

    /// `[text](destination)` at `index`: where the text ends, the destination, and the index after.
    private static func link(in characters: [Character], at index: Int) -> (textEnd: Int, destination: String, end: Int)? {
        guard let textEnd = characters[(index + 1)...].firstIndex(of: "]"), textEnd + 1 < characters.count,
            characters[textEnd + 1] == "(", let close = characters[(textEnd + 2)...].firstIndex(of: ")")
        else { return nil }
        return (textEnd, String(characters[(textEnd + 2)..<close]), close + 1)
    }
}
