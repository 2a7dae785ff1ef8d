import Foundation

/// An input file as checked UTF-8 bytes, with its name for messages.
///
/// Every reader starts here: the size limit is enforced before anything else, a UTF-8 byte-order
/// mark is dropped, UTF-16 with a byte-order mark is converted, and any other invalid byte is an
/// error naming its line and column, so no reader ever sees malformed text.
struct ImportInput: Sendable {
    let source: String
    /// Valid UTF-8, without a byte-order mark.
    let bytes: [UInt8]

    /// Checks and decodes `data`.
    /// - Complexity: O(n) in the size of the data.
    static func decode(_ data: Data, source: String, limits: ImportLimits) throws -> ImportInput {
        if data.count > limits.maxBytes {
            throw ImportError(.limitExceeded, at: ImportLocation(source: source),
                              "the input is \(data.count) bytes; the limit is \(limits.maxBytes) bytes (ImportLimits.maxBytes)")
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let encoding: String.Encoding = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            guard bytes.count % 2 == 0,
                  let text = String(data: Data(bytes.dropFirst(2)), encoding: encoding) else {
                throw ImportError(.invalidEncoding, at: ImportLocation(source: source, line: 1, column: 1),
                                  "the input starts with a UTF-16 byte-order mark but is not valid UTF-16")
            }
            bytes = Array(text.utf8)
        }
        if let bad = firstInvalidUTF8Offset(bytes) {
            let location = location(ofByteOffset: bad, in: bytes, source: source)
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            throw ImportError(.invalidEncoding, at: location,
                              "invalid UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) does not start a valid character")
        }
        return ImportInput(source: source, bytes: bytes)
    }

    /// The whole input as a string (it is valid UTF-8, so nothing is replaced).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the input holds nothing but whitespace.
    var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }

    /// The line and column (1-based, columns in Unicode scalars) of a byte offset.
    /// - Complexity: O(offset).
    func location(ofByteOffset offset: Int) -> ImportLocation {
        Self.location(ofByteOffset: offset, in: bytes, source: source)
    }

    static func location(ofByteOffset offset: Int, in bytes: [UInt8], source: String) -> ImportLocation {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return ImportLocation(source: source, line: line, column: column)
    }

    /// The offset where the first invalid UTF-8 sequence starts (overlong forms, surrogates,
    /// values past U+10FFFF and sequences cut short included), or nil when all bytes are valid.
    /// - Complexity: O(n).
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            if index + length > count { return index }
            let second = bytes[index + 1]
            if second < low || second > high { return index }
            var offset = 2
            while offset < length {
                if bytes[index + offset] & 0xC0 != 0x80 { return index }
                offset += 1
            }
            index += length
        }
        return nil
    }
}
