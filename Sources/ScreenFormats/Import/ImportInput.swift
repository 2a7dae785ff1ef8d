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
        if bytes.starts(with: ScreenFileText.utf8ByteOrderMark) {
            bytes.removeFirst(ScreenFileText.utf8ByteOrderMark.count)
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let encoding: String.Encoding = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            guard bytes.count % 2 == 0,
                  let text = String(data: Data(bytes.dropFirst(2)), encoding: encoding) else {
                throw ImportError(.invalidEncoding, at: ImportLocation(source: source, line: 1, column: 1),
                                  "the input starts with a UTF-16 byte-order mark but is not valid UTF-16")
            }
            bytes = Array(text.utf8)
        }
        if let bad = ScreenFileText.firstInvalidUTF8(bytes)?.offset {
            let location = location(ofByteOffset: bad, in: bytes, source: source)
            throw ImportError(.invalidEncoding, at: location,
                              "invalid UTF-8: byte \(ScreenFileText.hexByte(bytes[bad])) does not start a valid character")
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
        let position = ScreenFileText.position(ofByte: offset, in: bytes)
        return ImportLocation(source: source, line: position.line, column: position.column)
    }
}
