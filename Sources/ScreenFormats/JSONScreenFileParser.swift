import Foundation

/// Parses JSON text (RFC 8259) into a `ScreenFileTree`, remembering where every value starts.
///
/// Written here rather than taken from Foundation because JSONSerialization and JSONDecoder
/// limit nesting depth and report no line and column. This parser is a loop over an explicit
/// stack of open containers, so a screen 100,000 levels deep parses, and every error names its
/// line, column and JSON path. It accepts a UTF-8 byte order mark and nothing beyond strict JSON;
/// strings, numbers and literals are read by `JSONScanner`, shared with the WebDriverAgent reader.
///
/// - Complexity: O(n) in the size of the input.
struct JSONScreenFileParser {
    private var scanner: JSONScanner
    private let source: String
    private var builder = ScreenFileTreeBuilder()
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
        var parser = JSONScreenFileParser(bytes: bytes, source: source)
        parser.maxNodes = limits.maxNodes
        parser.objectBudget = limits.maxNodes.multipliedReportingOverflow(by: 2).partialValue &+ 64
        return try parser.run()
    }

    private init(bytes: [UInt8], source: String) {
        scanner = JSONScanner(bytes: bytes, loneSurrogates: .rejected)
        self.source = source
    }

    private var position: ScreenFilePosition { ScreenFilePosition(line: scanner.line, column: scanner.column) }
    private var atEnd: Bool { scanner.atEnd }

    private mutating func run() throws(ScreenFileError) -> ScreenFileTree {
        var state = State.value
        var lastComma = ScreenFilePosition.start
        while true {
            scanner.skipWhitespace()
            switch state {
            case .value, .valueAfterComma:
                guard !atEnd else {
                    if builder.depth == 0 {
                        throw error("the file holds only whitespace; expected a JSON object", inMember: false)
                    }
                    throw endOfFile(expecting: "a value")
                }
                if state == .valueAfterComma && scanner.current == UInt8(ascii: "]") {
                    throw ScreenFileError(
                        source: source, path: openPath(inMember: false), position: lastComma,
                        reason: "trailing comma before ']'; JSON allows no comma after the last element")
                }
                state = try parseValue() ?? (builder.isComplete ? .end : .afterValue)
            case .arrayStart:
                guard !atEnd else { throw endOfFile(expecting: "a value or ']'") }
                if scanner.current == UInt8(ascii: "]") {
                    scanner.advance()
                    builder.end()
                    state = builder.isComplete ? .end : .afterValue
                } else {
                    state = .value
                }
            case .objectStart, .keyAfterComma:
                guard !atEnd else { throw endOfFile(expecting: state == .objectStart ? "a key or '}'" : "a key") }
                let byte = scanner.current
                if byte == UInt8(ascii: "}") {
                    if state == .keyAfterComma {
                        throw ScreenFileError(
                            source: source, path: openPath(inMember: false), position: lastComma,
                            reason: "trailing comma before '}'; JSON allows no comma after the last member")
                    }
                    scanner.advance()
                    builder.end()
                    state = builder.isComplete ? .end : .afterValue
                } else if byte == UInt8(ascii: "\"") {
                    try parseKey()
                    state = .value
                } else {
                    throw unexpected(
                        expecting: state == .objectStart ? "a key in double quotes or '}'" : "a key in double quotes", inMember: false)
                }
            case .afterValue:
                let closer: Unicode.Scalar = builder.isInObject ? "}" : "]"
                guard !atEnd else { throw endOfFile(expecting: "',' or '\(closer)'") }
                let byte = scanner.current
                if byte == UInt8(ascii: ",") {
                    lastComma = position
                    scanner.advance()
                    state = builder.isInObject ? .keyAfterComma : .valueAfterComma
                } else if byte == UInt8(ascii: closer) {
                    scanner.advance()
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
                        reason:
                            "unexpected \(scanner.describeCharacter()) after the end of the document; a screen file holds one JSON object")
                }
                return builder.tree
            }
        }
    }

    // MARK: Values

    /// Reads a scalar, or opens a container and returns the state that reads its inside.
    private mutating func parseValue() throws(ScreenFileError) -> State? {
        let start = position
        switch scanner.current {
        case UInt8(ascii: "{"):
            objectBudget -= 1
            if objectBudget < 0 {
                throw ScreenFileError(
                    source: source, path: nil, position: start,
                    reason: "more objects than \(maxNodes) nodes hold; the limit is \(maxNodes) nodes (--max-nodes)")
            }
            scanner.advance()
            builder.beginObject(at: start)
            return .objectStart
        case UInt8(ascii: "["):
            scanner.advance()
            builder.beginArray(at: start)
            return .arrayStart
        case UInt8(ascii: "\""):
            let string = try scan { scanner throws(JSONScanner.Failure) in try scanner.readString() }
            builder.scalar(.string(string), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try scan { scanner throws(JSONScanner.Failure) in try scanner.readNumber() }
            builder.scalar(.number(number), at: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            switch try scan({ scanner throws(JSONScanner.Failure) in try scanner.readLiteral() }) {
            case .true: builder.scalar(.bool(true), at: start)
            case .false: builder.scalar(.bool(false), at: start)
            case .null: builder.scalar(.null, at: start)
            }
        default:
            throw unexpected(expecting: "a value", inMember: true)
        }
        return nil
    }

    private mutating func parseKey() throws(ScreenFileError) {
        let start = position
        let key = try scan { scanner throws(JSONScanner.Failure) in try scanner.readString() }
        if let first = builder.key(key, at: start) {
            throw ScreenFileError(
                source: source, path: builder.openPath(inMember: false).appending(key: key).description, position: start,
                reason: "duplicate key '\(key)' (first at \(first)); each key may appear once in an object")
        }
        scanner.skipWhitespace()
        guard !atEnd else { throw endOfFile(expecting: "':' after the key '\(key)'") }
        guard scanner.current == UInt8(ascii: ":") else {
            throw unexpected(expecting: "':' after the key '\(key)'", inMember: true)
        }
        scanner.advance()
    }

    /// Runs a scanner read, its failure becoming an error at the open JSON path.
    private mutating func scan<T>(_ read: (inout JSONScanner) throws(JSONScanner.Failure) -> T) throws(ScreenFileError) -> T {
        do {
            return try read(&scanner)
        } catch let failure {
            throw error(failure.reason, at: ScreenFilePosition(line: failure.line, column: failure.column))
        }
    }

    // MARK: Diagnostics

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
        var reason = "expected \(expected), found \(scanner.describeCharacter())" + scanner.hintForUnexpectedCharacter()
        switch scanner.current {
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
