/// Splits JSON text into tokens, one at a time, for the WebDriverAgent reader's event loop.
///
/// The lexing is `JSONScanner`'s, shared with the screen-file parser, so both read and reject
/// the same things with the same messages; a dump differs only in its policy for a lone UTF-16
/// surrogate in a `\u` escape, which becomes U+FFFD with a warning (a device wrote it). Nesting
/// depth costs nothing here (the reader keeps its own stack).
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

    private var scanner: JSONScanner
    private let source: String

    init(_ input: ImportInput) {
        scanner = JSONScanner(bytes: input.bytes, loneSurrogates: .replaced)
        source = input.source
    }

    /// Where the tokenizer stands now.
    var location: ImportLocation { ImportLocation(source: source, line: scanner.line, column: scanner.column) }

    /// Where a lone surrogate escape was replaced with U+FFFD, for the reader's warnings.
    var replacedSurrogates: [ImportLocation] {
        scanner.replacedSurrogates.map { ImportLocation(source: source, line: $0.line, column: $0.column) }
    }

    /// The next token and where it starts.
    /// - Complexity: O(length of the token and the whitespace before it).
    mutating func next() throws -> (token: Token, location: ImportLocation) {
        scanner.skipWhitespace()
        let start = location
        guard !scanner.atEnd else { return (.end, start) }
        do throws(JSONScanner.Failure) {
            switch scanner.current {
            case UInt8(ascii: "{"):
                scanner.advance()
                return (.beginObject, start)
            case UInt8(ascii: "}"):
                scanner.advance()
                return (.endObject, start)
            case UInt8(ascii: "["):
                scanner.advance()
                return (.beginArray, start)
            case UInt8(ascii: "]"):
                scanner.advance()
                return (.endArray, start)
            case UInt8(ascii: ":"):
                scanner.advance()
                return (.colon, start)
            case UInt8(ascii: ","):
                scanner.advance()
                return (.comma, start)
            case UInt8(ascii: "\""): return (.string(try scanner.readString()), start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return (.number(try scanner.readNumber()), start)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                switch try scanner.readLiteral() {
                case .true: return (.bool(true), start)
                case .false: return (.bool(false), start)
                case .null: return (.null, start)
                }
            default:
                throw scanner.failure("unexpected \(scanner.describeCharacter()) in JSON" + scanner.hintForUnexpectedCharacter())
            }
        } catch {
            throw ImportError(
                error.isTruncated ? .truncated : .malformed,
                at: ImportLocation(source: source, line: error.line, column: error.column), error.reason)
        }
    }
}
