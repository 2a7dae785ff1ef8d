import Foundation

/// Reads the text form of a `.strings` file (`"key" = "value";`, with `/* */` and `//` comments),
/// as Xcode projects keep them: UTF-8 or UTF-16 with a byte-order mark. Compiled tables (binary
/// or XML property lists, as built app bundles hold) are refused with a clear error, since their
/// source is what an audit should read.
///
/// A loop over the file's scalars, no recursion: a strings file is flat.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1

    /// - Throws: `AuditConfigurationError` naming the file, line and column, and the reason.
    init(_ data: Data, file: String) throws(AuditConfigurationError) {
        self.file = file
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("<?xml".utf8)) {
            throw AuditConfigurationError(
                file: file, line: nil, column: nil,
                reason: "a compiled string table (a property list); give the project's .strings source or its .xcstrings catalog")
        }
        guard let text = Self.decode(bytes) else {
            throw AuditConfigurationError(file: file, line: nil, column: nil, reason: "not UTF-8 or UTF-16 text")
        }
        scalars = Array(text.unicodeScalars)
    }

    /// Text from UTF-16 with a byte-order mark, else UTF-8 (with or without one).
    private static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var position = 2
            while position + 1 < bytes.count {
                let pair = (UInt16(bytes[position]), UInt16(bytes[position + 1]))
                units.append(littleEndian ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1)
                position += 2
            }
            var text = ""
            var iterator = units.makeIterator()
            var decoder = UTF16()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
                case .emptyInput: return text
                case .error: return nil
                }
            }
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    /// The pairs in the file's order; a key alone (`"Cancel";`) stands for itself.
    /// - Complexity: O(n) in the file's length.
    mutating func pairs() throws(AuditConfigurationError) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        while true {
            try skipSpaceAndComments()
            guard index < scalars.count else { return pairs }
            let key = try readString(what: "a key")
            try skipSpaceAndComments()
            if peek == ";" {
                advance()
                pairs.append((key, key))
                continue
            }
            guard peek == "=" else { throw failure("expected \"=\" or \";\" after the key \"\(key)\"") }
            advance()
            try skipSpaceAndComments()
            let value = try readString(what: "the value of \"\(key)\"")
            try skipSpaceAndComments()
            guard peek == ";" else { throw failure("expected \";\" after the value of \"\(key)\"") }
            advance()
            pairs.append((key, value))
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func failure(_ reason: String) -> AuditConfigurationError {
        AuditConfigurationError(file: file, line: line, column: column, reason: reason)
    }

    private mutating func skipSpaceAndComments() throws(AuditConfigurationError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = failure("a comment opened here is never closed")
                advance()
                advance()
                while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                    advance()
                }
                guard index < scalars.count else { throw start }
                advance()
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private static let unquoted = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$+/:.-".unicodeScalars)

    /// A quoted string with its escapes, or an unquoted word.
    private mutating func readString(what: String) throws(AuditConfigurationError) -> String {
        guard let first = peek else { throw failure("expected \(what), found the end of the file") }
        if first != "\"" {
            var word = String.UnicodeScalarView()
            while let scalar = peek, Self.unquoted.contains(scalar) {
                word.append(scalar)
                advance()
            }
            guard !word.isEmpty else { throw failure("expected \(what) in double quotes, found \"\(first)\"") }
            return String(word)
        }
        let start = failure("a string opened here is never closed")
        advance()
        var text = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        while let scalar = peek {
            advance()
            if scalar == "\"" { return String(text) }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard let escaped = peek else { break }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "U", "u":
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek, let hex = UInt32(String(digit), radix: 16) else {
                        throw failure("\\U takes four hexadecimal digits")
                    }
                    value = value << 4 | hex
                    advance()
                }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHighSurrogate = value
                    continue
                }
                if (0xDC00...0xDFFF).contains(value), let high = pendingHighSurrogate {
                    value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                }
                guard let decoded = Unicode.Scalar(value) else { throw failure("\\U\(String(value, radix: 16)) is not a character") }
                text.append(decoded)
            case "0"..."7":
                var value = escaped.value - 48
                var digits = 1
                while digits < 3, let digit = peek, ("0"..."7").contains(digit) {
                    value = value * 8 + digit.value - 48
                    advance()
                    digits += 1
                }
                text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: text.append(escaped)
            }
            pendingHighSurrogate = nil
        }
        throw start
    }
}
