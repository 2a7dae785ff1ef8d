/// Splits JSON text into tokens, one at a time, tracking line and column.
///
/// Iterative and allocation-light: nesting depth costs nothing here (the reader keeps its own
/// stack). Strict JSON (RFC 8259) except that a lone UTF-16 surrogate in a `\u` escape becomes
/// U+FFFD instead of failing. Named for the WebDriverAgent reader; the screen-file reader has its
/// own tokenizer.
struct WDAJSONTokenizer {
    enum Token: Equatable {
        case beginObject, endObject, beginArray, endArray, colon, comma
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case end

        /// How the token reads in an error message.
        var display: String {
            switch self {
            case .beginObject: return "'{'"
            case .endObject: return "'}'"
            case .beginArray: return "'['"
            case .endArray: return "']'"
            case .colon: return "':'"
            case .comma: return "','"
            case .string: return "a string"
            case .number: return "a number"
            case .bool(let value): return "'\(value)'"
            case .null: return "'null'"
            case .end: return "the end of the input"
            }
        }
    }

    private let bytes: [UInt8]
    private let source: String
    private var index = 0
    private var line = 1
    private var column = 1
    /// Where a lone surrogate escape was replaced with U+FFFD, for the reader's warnings.
    private(set) var replacedSurrogates: [ImportLocation] = []

    init(_ input: ImportInput) {
        bytes = input.bytes
        source = input.source
    }

    /// Where the tokenizer stands now.
    var location: ImportLocation { ImportLocation(source: source, line: line, column: column) }

    /// The next token and where it starts.
    /// - Complexity: O(length of the token and the whitespace before it).
    mutating func next() throws -> (token: Token, location: ImportLocation) {
        skipWhitespace()
        let start = location
        guard index < bytes.count else { return (.end, start) }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"): advance(); return (.beginObject, start)
        case UInt8(ascii: "}"): advance(); return (.endObject, start)
        case UInt8(ascii: "["): advance(); return (.beginArray, start)
        case UInt8(ascii: "]"): advance(); return (.endArray, start)
        case UInt8(ascii: ":"): advance(); return (.colon, start)
        case UInt8(ascii: ","): advance(); return (.comma, start)
        case UInt8(ascii: "\""): return (.string(try readString(start: start)), start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return (.number(try readNumber(start: start)), start)
        case UInt8(ascii: "t"): try expectWord("true", start: start); return (.bool(true), start)
        case UInt8(ascii: "f"): try expectWord("false", start: start); return (.bool(false), start)
        case UInt8(ascii: "n"): try expectWord("null", start: start); return (.null, start)
        default:
            throw ImportError(.malformed, at: start, "unexpected character \(Self.describe(byte)) in JSON")
        }
    }

    private mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    private mutating func expectWord(_ word: String, start: ImportLocation) throws {
        for expected in word.utf8 {
            guard index < bytes.count else {
                throw ImportError(.truncated, at: start, "the JSON ends inside '\(word)'")
            }
            guard bytes[index] == expected else {
                throw ImportError(.malformed, at: location, "invalid literal; expected '\(word)'")
            }
            advance()
        }
    }

    private mutating func readNumber(start: ImportLocation) throws -> Double {
        var text = ""
        while index < bytes.count {
            let byte = bytes[index]
            let isNumberByte = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            guard isNumberByte else { break }
            text.append(Character(Unicode.Scalar(byte)))
            advance()
        }
        guard let number = Double(text) else {
            throw ImportError(.malformed, at: start, "'\(text)' is not a valid JSON number")
        }
        return number
    }

    private mutating func readString(start: ImportLocation) throws -> String {
        advance()  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw ImportError(.truncated, at: start, "the JSON ends inside a string that starts here")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                advance()
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 {
                throw ImportError(.malformed, at: location, "control character \(Self.describe(byte)) inside a JSON string must be escaped")
            }
            if byte != UInt8(ascii: "\\") {
                utf8.append(byte)
                advance()
                continue
            }
            let escapeStart = location
            advance()
            guard index < bytes.count else {
                throw ImportError(.truncated, at: escapeStart, "the JSON ends inside an escape sequence")
            }
            let escaped = bytes[index]
            advance()
            switch escaped {
            case UInt8(ascii: "\""): utf8.append(0x22)
            case UInt8(ascii: "\\"): utf8.append(0x5C)
            case UInt8(ascii: "/"): utf8.append(0x2F)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalarValue = try readHex4(escapeStart)
                if (0xD800...0xDBFF).contains(scalarValue), index + 1 < bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    advance()
                    advance()
                    let low = try readHex4(escapeStart)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        utf8.append(contentsOf: Array("\u{FFFD}".utf8))
                        replacedSurrogates.append(escapeStart)
                        scalarValue = low
                    }
                }
                if Unicode.Scalar(scalarValue) == nil { replacedSurrogates.append(escapeStart) }
                let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
                utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw ImportError(.malformed, at: escapeStart, "invalid escape sequence \\\(Self.describe(escaped)) in a JSON string")
            }
        }
    }

    private mutating func readHex4(_ escapeStart: ImportLocation) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw ImportError(.truncated, at: escapeStart, "the JSON ends inside a \\u escape")
            }
            guard let digit = UInt32(String(Unicode.Scalar(bytes[index])), radix: 16) else {
                throw ImportError(.malformed, at: location, "a \\u escape needs four hexadecimal digits")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
