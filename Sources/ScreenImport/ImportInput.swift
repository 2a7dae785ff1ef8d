import Foundation

/// An input file as checked UTF-8 bytes, with its name for messages.
///
/// Every reader starts here: the size limit is enforced before anything else, then the input gate
/// (`InputEncoding`) transcodes UTF-16 and UTF-32 (with or without a byte-order mark) to UTF-8 and
/// refuses invalid bytes and NUL characters with their line and column, so no reader, and no
/// refusal such as the DTD guard, ever sees anything but checked UTF-8.
struct ImportInput: Sendable {
    let source: String
    /// Valid UTF-8, without a byte-order mark.
    let bytes: [UInt8]

    /// Checks and decodes `data`.
    /// - Complexity: O(n) in the size of the data.
    /// UTF-8 without a byte-order mark is kept as it is, not copied.
    static func decode(_ input: [UInt8], source: String, limits: ImportLimits) throws -> ImportInput {
        if input.count > limits.maxBytes {
            throw ImportError(
                .limitExceeded, at: ImportLocation(source: source),
                "the input is \(input.count) bytes; the limit is \(limits.maxBytes) bytes (ImportLimits.maxBytes)")
        }
        let bytes: [UInt8]
        do {
            bytes = try InputEncoding.decode(input).utf8
        } catch {
            throw ImportError(
                .invalidEncoding, at: ImportLocation(source: source, line: error.position.line, column: error.position.column),
                error.reason)
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
