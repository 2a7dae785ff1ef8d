import TextEscaping

/// The lexical layer of JSON (RFC 8259), shared by the screen-file parser and the WebDriverAgent
/// reader so both read strings, numbers and literals the same way and say the same thing about
/// the same mistake: a cursor over UTF-8 bytes that knows its line and column.
///
/// Each reader keeps its own grammar (an explicit stack of open containers, so depth costs no
/// recursion) and turns a `Failure` into its own error type, adding what only it knows (the JSON
/// path, the input's name). Strict JSON: no comments, trailing commas, single quotes, leading
/// zeros, `+`, NaN or Infinity, each with its own message. One deliberate difference is a policy:
/// a lone UTF-16 surrogate in a `\u` escape is an error in a screen file (which people write) and
/// becomes U+FFFD with a warning in a dump (which a device wrote: the text must still be read).
///
/// - Complexity: every method is O(length of what it reads).
package struct JSONScanner {
    /// A lexical mistake: where, why, and whether the input simply stopped.
    package struct Failure: Error {
        package let isTruncated: Bool
        package let line: Int
        package let column: Int
        package let reason: String
    }

    /// What to do with a `\u` escape that is half of a surrogate pair.
    package enum LoneSurrogates {
        case rejected
        /// Read as U+FFFD; the escape's place is added to `replacedSurrogates`.
        case replaced
    }

    /// `true`, `false` or `null`.
    package enum Literal { case `true`, `false`, null }

    package let bytes: [UInt8]
    package private(set) var index: Int
    package private(set) var line = 1
    package private(set) var column = 1
    package let loneSurrogates: LoneSurrogates
    /// Where lone surrogates were read as U+FFFD (policy `.replaced`), as line and column.
    package var replacedSurrogates: [(line: Int, column: Int)] = []
    /// Reused for the bytes of each string, to spare an allocation per string.
    package var scratch: [UInt8] = []

    package init(bytes: [UInt8], from index: Int = 0, loneSurrogates: LoneSurrogates) {
        self.bytes = bytes
        self.index = index
        self.loneSurrogates = loneSurrogates
    }

    package var atEnd: Bool { index >= bytes.count }

    /// The byte at the cursor; the caller checks `atEnd` first.
    package var current: UInt8 { bytes[index] }

    package mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Moves back over one ASCII byte on the current line (to name it in a message).
    package mutating func retreat() {
        index -= 1
        column -= 1
    }

    package mutating func skipWhitespace() {
        while !atEnd {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    package func failure(_ reason: String, line: Int? = nil, column: Int? = nil, truncated: Bool = false) -> Failure {
        Failure(isTruncated: truncated, line: line ?? self.line, column: column ?? self.column, reason: reason)
    }

    // MARK: Words and literals

    /// Letters, digits and underscores from the cursor (a literal, or a word that should not be
    /// there).
    package mutating func readWord() -> String {
        let first = index
        while !atEnd, case let byte = bytes[index],
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || Self.isDigit(byte) || byte == UInt8(ascii: "_")
        {
            advance()
        }
        return String(decoding: bytes[first..<index], as: UTF8.self)
    }

    /// `true`, `false` or `null` at the cursor (which is on a letter); any other word is a
    /// failure that says what it probably is.
    package mutating func readLiteral() throws(Failure) -> Literal {
        let (startLine, startColumn) = (line, column)
        let word = readWord()
        switch word {
        case "true": return .true
        case "false": return .false
        case "null": return .null
        case "NaN", "nan", "Infinity", "infinity", "inf":
            throw failure("\(word) is not a JSON number; numbers must be finite", line: startLine, column: startColumn)
        default:
            let reason =
                ["t", "f", "n"].contains(where: { word.hasPrefix($0) }) && word.count <= 5
                ? "invalid literal '\(word)'; expected true, false or null"
                : "unexpected word '\(word)'; strings take double quotes in JSON"
            throw failure(reason, line: startLine, column: startColumn)
        }
    }

    // MARK: Numbers

    /// A number per JSON's grammar at the cursor (on '-' or a digit), converted with correct
    /// rounding.
    package mutating func readNumber() throws(Failure) -> Double {
        let (startLine, startColumn) = (line, column)
        let first = index
        if bytes[index] == UInt8(ascii: "-") {
            advance()
            if !atEnd && (bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "i")) {
                throw failure("-\(readWord()) is not a JSON number; numbers must be finite", line: startLine, column: startColumn)
            }
        }
        guard !atEnd, Self.isDigit(bytes[index]) else { throw failure("expected a digit after '-'", truncated: atEnd) }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if !atEnd && Self.isDigit(bytes[index]) {
                throw failure("numbers can't have leading zeros in JSON", line: startLine, column: startColumn)
            }
        } else {
            skipDigits()
        }
        if !atEnd && bytes[index] == UInt8(ascii: ".") {
            advance()
            guard !atEnd, Self.isDigit(bytes[index]) else { throw failure("expected a digit after the decimal point", truncated: atEnd) }
            skipDigits()
        }
        if !atEnd && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            advance()
            if !atEnd && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { advance() }
            guard !atEnd, Self.isDigit(bytes[index]) else { throw failure("expected a digit in the exponent", truncated: atEnd) }
            skipDigits()
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("the number \(text) is too large (beyond ±1.8e308)", line: startLine, column: startColumn)
        }
        return value
    }

    private mutating func skipDigits() {
        while !atEnd && Self.isDigit(bytes[index]) { advance() }
    }

    package static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: Diagnostics

    /// The character at the cursor, quoted when printable, else as U+XXXX.
    package func describeCharacter() -> String {
        guard !atEnd else { return "the end of the file" }
        let string = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
        guard let scalar = string.unicodeScalars.first else { return "the end of the file" }
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control {
            return scalar.value.codePointNotation
        }
        return "'\(Character(scalar))'"
    }

    /// What a character that cannot start a value probably means, as a clause to append.
    package func hintForUnexpectedCharacter() -> String {
        guard !atEnd else { return "" }
        switch bytes[index] {
        case UInt8(ascii: "'"): return "; JSON strings and keys take double quotes"
        case UInt8(ascii: "/"), UInt8(ascii: "#"): return "; JSON has no comments"
        case UInt8(ascii: "+"): return "; JSON numbers can't start with '+'"
        case UInt8(ascii: "."): return "; JSON numbers need a digit before '.'"
        default: return ""
        }
    }
}
