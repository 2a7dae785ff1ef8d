import Foundation

/// Parses JSON text (RFC 8259) into a `ScreenFileTree`, remembering where every value starts.
///
/// Written here rather than taken from Foundation because JSONSerialization and JSONDecoder
/// limit nesting depth and report no line and column. This parser is a loop over an explicit
/// stack of open containers, so a screen 100,000 levels deep parses, and every error names its
/// line, column and JSON path. It accepts a UTF-8 byte order mark and nothing beyond strict JSON:
/// no comments, trailing commas, single quotes, NaN or Infinity (each gets its own message).
///
/// - Complexity: O(n) in the size of the input.
struct JSONScreenFileParser {
    private let bytes: [UInt8]
    private let source: String
    private var index: Int
    private var line = 1
    private var column = 1
    private var builder = ScreenFileTreeBuilder()
    /// Reused for the bytes of each string, to spare an allocation per string.
    private var scratch: [UInt8] = []
    /// Most objects the file may open: every node is one, and a node's other objects (custom
    /// actions, rotors) are few, so a file past twice `ImportLimits.maxNodes` is refused while
    /// it is parsed, before its tree costs memory and time.
    private var objectBudget = Int.max
    private var maxNodes = Int.max

    private enum State {
        case value
        case valueAfterComma
        case arrayStart
        case objectStart
        case keyAfterComma
        case afterValue
        case end
    }

    /// Parses a whole file: the input gate (encoding, UTF-8, NUL), then the single top-level value.
    static func parse(_ data: Data, source: String, limits: ImportLimits = .default) throws(ScreenFileError) -> ScreenFileTree {
        guard !data.isEmpty else {
            throw ScreenFileError(source: source, line: 1, column: 1, reason: "the file is empty; expected a JSON object")
        }
        let bytes = try ScreenFileText.decode(data, source: source)
        var parser = JSONScreenFileParser(bytes: bytes, source: source, index: 0)
        parser.maxNodes = limits.maxNodes
        parser.objectBudget = limits.maxNodes.multipliedReportingOverflow(by: 2).partialValue &+ 64
        return try parser.run()
    }

    private init(bytes: [UInt8], source: String, index: Int) {
        self.bytes = bytes
        self.source = source
        self.index = index
    }

    private var position: ScreenFilePosition { ScreenFilePosition(line: line, column: column) }
    private var atEnd: Bool { index >= bytes.count }

    private mutating func run() throws(ScreenFileError) -> ScreenFileTree {
        var state = State.value
        var lastComma = ScreenFilePosition.start
        while true {
            skipWhitespace()
            switch state {
            case .value, .valueAfterComma:
                guard !atEnd else {
                    if builder.depth == 0 {
                        throw error("the file holds only whitespace; expected a JSON object", inMember: false)
                    }
                    throw endOfFile(expecting: "a value")
                }
                if state == .valueAfterComma && bytes[index] == UInt8(ascii: "]") {
                    throw ScreenFileError(
                        source: source, path: openPath(inMember: false), position: lastComma,
                        reason: "trailing comma before ']'; JSON allows no comma after the last element")
                }
                state = try parseValue() ?? (builder.isComplete ? .end : .afterValue)
            case .arrayStart:
                guard !atEnd else { throw endOfFile(expecting: "a value or ']'") }
                if bytes[index] == UInt8(ascii: "]") {
                    advance()
                    builder.end()
                    state = builder.isComplete ? .end : .afterValue
                } else {
                    state = .value
                }
            case .objectStart, .keyAfterComma:
                guard !atEnd else { throw endOfFile(expecting: state == .objectStart ? "a key or '}'" : "a key") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "}") {
                    if state == .keyAfterComma {
                        throw ScreenFileError(
                            source: source, path: openPath(inMember: false), position: lastComma,
                            reason: "trailing comma before '}'; JSON allows no comma after the last member")
                    }
                    advance()
                    builder.end()
                    state = builder.isComplete ? .end : .afterValue
                } else if byte == UInt8(ascii: "\"") {
                    try parseKey()
                    state = .value
                } else {
                    throw unexpected(expecting: state == .objectStart ? "a key in double quotes or '}'" : "a key in double quotes", inMember: false)
                }
            case .afterValue:
                let closer: Unicode.Scalar = builder.isInObject ? "}" : "]"
                guard !atEnd else { throw endOfFile(expecting: "',' or '\(closer)'") }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    lastComma = position
                    advance()
                    state = builder.isInObject ? .keyAfterComma : .valueAfterComma
                } else if byte == UInt8(ascii: closer) {
                    advance()
                    builder.end()
                    state = builder.isComplete ? .end : .afterValue
                } else {
                    let missingComma = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
                    var error = unexpected(expecting: "',' or '\(closer)'", inMember: false)
                    if missingComma { error.reason += "; is a comma missing?" }
                    throw error
                }
            case .end:
                guard atEnd else {
                    throw ScreenFileError(
                        source: source, path: nil, position: position,
                        reason: "unexpected \(describeCharacter()) after the end of the document; a screen file holds one JSON object")
                }
                return builder.tree
            }
        }
    }

    // MARK: Values

    /// Reads a scalar, or opens a container and returns the state that reads its inside.
    private mutating func parseValue() throws(ScreenFileError) -> State? {
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"):
            objectBudget -= 1
            if objectBudget < 0 {
                throw ScreenFileError(source: source, path: nil, position: start,
                                      reason: "more objects than \(maxNodes) nodes hold; the limit is \(maxNodes) nodes (--max-nodes)")
            }
            advance()
            builder.beginObject(at: start)
            return .objectStart
        case UInt8(ascii: "["):
            advance()
            builder.beginArray(at: start)
            return .arrayStart
        case UInt8(ascii: "\""):
            let string = try parseString()
            builder.scalar(.string(string), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try parseNumber()
            builder.scalar(.number(number), at: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            let word = readWord()
            switch word {
            case "true": builder.scalar(.bool(true), at: start)
            case "false": builder.scalar(.bool(false), at: start)
            case "null": builder.scalar(.null, at: start)
            case "NaN", "nan", "Infinity", "infinity", "inf":
                throw error("\(word) is not a JSON number; numbers must be finite", at: start)
            default:
                let hint = ["t", "f", "n"].contains(where: { word.hasPrefix($0) }) && word.count <= 5
                    ? "invalid literal '\(word)'; expected true, false or null"
                    : "unexpected word '\(word)'; strings take double quotes in JSON"
                throw error(hint, at: start)
            }
        default:
            throw unexpected(expecting: "a value", inMember: true)
        }
        return nil
    }

    private mutating func parseKey() throws(ScreenFileError) {
        let start = position
        let key = try parseString()
        if let first = builder.key(key, at: start) {
            throw ScreenFileError(
                source: source, path: builder.openPath(inMember: false).appending(key: key).description, position: start,
                reason: "duplicate key '\(key)' (first at \(first)); each key may appear once in an object")
        }
        skipWhitespace()
        guard !atEnd else { throw endOfFile(expecting: "':' after the key '\(key)'") }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw unexpected(expecting: "':' after the key '\(key)'", inMember: true)
        }
        advance()
    }

    /// Reads a string at the opening quote, decoding escapes and surrogate pairs.
    private mutating func parseString() throws(ScreenFileError) -> String {
        let start = position
        advance()
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard !atEnd else {
                throw error("the file ends inside a string that starts at \(start) (a closing '\"' is missing)", at: position)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                advance()
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                try parseEscape()
            } else if byte < 0x20 {
                let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character \(scalarName(UInt32(byte)))"
                let fix = byte == 0x0A ? "\\n" : byte == 0x09 ? "\\t" : "\\u" + hex4(UInt32(byte))
                if byte == 0x0A {
                    throw error("the string that starts at \(start) is not closed before the end of the line (a JSON string can't hold \(name); write \(fix))", at: position)
                }
                throw error("\(name) inside a string; JSON strings must write it as \(fix)", at: position)
            } else {
                scratch.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape() throws(ScreenFileError) {
        let start = position
        advance()
        guard !atEnd else { throw error("the file ends inside an escape sequence", at: start) }
        let byte = bytes[index]
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var code = try readHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(code) {
                let hex = hex4(code)
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("\\u\(hex) is a high surrogate and must be followed by a low surrogate \\uDC00–\\uDFFF", at: start)
                }
                let lowStart = position
                advance()
                advance()
                let low = try readHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("\\u\(hex) is a high surrogate and must be followed by a low surrogate \\uDC00–\\uDFFF, found \\u\(hex4(low))", at: start)
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw error("\\u\(hex4(code)) is a lone low surrogate; it must follow a high surrogate \\uD800–\\uDBFF", at: start)
            }
            // Every code here is a valid scalar: surrogates were combined or rejected above.
            if let scalar = Unicode.Scalar(code) {
                Unicode.UTF8.encode(scalar) { scratch.append($0) }
            }
        default:
            index -= 1
            let shown = describeCharacter()
            index += 1
            throw error("invalid escape '\\' followed by \(shown); JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", at: start)
        }
    }

    private mutating func readHex4(escapeStart: ScreenFilePosition) throws(ScreenFileError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard !atEnd, let digit = hexValue(bytes[index]) else {
                throw error("expected 4 hexadecimal digits after \\u", at: escapeStart)
            }
            code = code << 4 | digit
            advance()
        }
        return code
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Reads a number per JSON's grammar, then converts it with correct rounding.
    private mutating func parseNumber() throws(ScreenFileError) -> Double {
        let start = position
        let first = index
        if bytes[index] == UInt8(ascii: "-") {
            advance()
            if !atEnd && (bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "i")) {
                throw error("-\(readWord()) is not a JSON number; numbers must be finite", at: start)
            }
        }
        guard !atEnd, isDigit(bytes[index]) else { throw error("expected a digit after '-'", at: position) }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if !atEnd && isDigit(bytes[index]) {
                throw error("numbers can't have leading zeros in JSON", at: start)
            }
        } else {
            skipDigits()
        }
        if !atEnd && bytes[index] == UInt8(ascii: ".") {
            advance()
            guard !atEnd, isDigit(bytes[index]) else { throw error("expected a digit after the decimal point", at: position) }
            skipDigits()
        }
        if !atEnd && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            advance()
            if !atEnd && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { advance() }
            guard !atEnd, isDigit(bytes[index]) else { throw error("expected a digit in the exponent", at: position) }
            skipDigits()
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large (beyond ±1.8e308)", at: start)
        }
        return value
    }

    // MARK: Scanning

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while !atEnd {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while !atEnd && isDigit(bytes[index]) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func readWord() -> String {
        let first = index
        while !atEnd, case let byte = bytes[index],
              (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
              || isDigit(byte) || byte == UInt8(ascii: "_") {
            advance()
        }
        return String(decoding: bytes[first..<index], as: UTF8.self)
    }

    // MARK: Diagnostics

    /// The character at the cursor, quoted when printable, else as U+XXXX.
    private func describeCharacter() -> String {
        guard !atEnd else { return "the end of the file" }
        let string = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
        guard let scalar = string.unicodeScalars.first else { return "the end of the file" }
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control {
            return scalarName(scalar.value)
        }
        return "'\(Character(scalar))'"
    }

    private func scalarName(_ value: UInt32) -> String {
        "U+" + hex4(value)
    }

    /// At least four uppercase hexadecimal digits.
    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func error(_ reason: String, inMember: Bool) -> ScreenFileError {
        ScreenFileError(source: source, path: openPath(inMember: inMember), position: position, reason: reason)
    }

    private func error(_ reason: String, at position: ScreenFilePosition) -> ScreenFileError {
        ScreenFileError(source: source, path: openPath(inMember: true), position: position, reason: reason)
    }

    /// The JSON path of where the parser is, or nil before the top-level value began.
    private func openPath(inMember: Bool) -> String? {
        builder.depth == 0 ? nil : builder.openPath(inMember: inMember).description
    }

    private func unexpected(expecting expected: String, inMember: Bool) -> ScreenFileError {
        var reason = "expected \(expected), found \(describeCharacter())"
        switch bytes[index] {
        case UInt8(ascii: "'"): reason += "; JSON strings and keys take double quotes"
        case UInt8(ascii: "/"), UInt8(ascii: "#"): reason += "; JSON has no comments"
        case UInt8(ascii: "+"): reason += "; JSON numbers can't start with '+'"
        case UInt8(ascii: "."): reason += "; JSON numbers need a digit before '.'"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            if expected.hasPrefix("a key") { reason += "; keys take double quotes in JSON" }
        default: break
        }
        return error(reason, inMember: inMember)
    }

    /// The input stopped while containers were open: say which one, and where it began.
    private func endOfFile(expecting expected: String) -> ScreenFileError {
        let kind = builder.isInObject ? "an object" : "an array"
        let opened = builder.innermostPosition.map { " that starts at \($0)" } ?? ""
        return error("the file ends inside \(kind)\(opened) (is it cut short?); expected \(expected)", inMember: true)
    }
}
