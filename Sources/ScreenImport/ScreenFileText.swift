import Foundation
import TextEscaping

/// The byte-level helpers every input shares: decoding through `InputEncoding`, the UTF-8 check,
/// and turning a byte offset into a line and column.
package enum ScreenFileText {
    /// The file's text as checked UTF-8 without a byte order mark, whatever encoding it came in
    /// (`InputEncoding`, the gate every input shares), or an error naming the place.
    /// - Complexity: O(n).
    package static func decode(_ data: Data, source: String) throws(ScreenFileError) -> [UInt8] {
        do {
            return try InputEncoding.decode([UInt8](data)).utf8
        } catch {
            throw ScreenFileError(source: source, path: nil, position: error.position, reason: error.reason)
        }
    }

    /// The first ill-formed UTF-8 sequence in `bytes[start...]` (overlong forms, surrogates, code
    /// points past U+10FFFF and sequences cut short included): the offset of its first byte and
    /// why it is ill-formed; nil when all bytes are valid. The one UTF-8 check that screen files
    /// and imported dumps share; each caller words its own error.
    /// - Complexity: O(n).
    package static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int = 0) -> (offset: Int, detail: String)? {
        var index = start
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowerBound = 0xA0
            case 0xED:
                length = 3
                upperBound = 0x9F
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xF0:
                length = 4
                lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upperBound = 0x8F
            default:
                let what =
                    (0x80...0xBF).contains(lead)
                    ? "is a continuation byte with no character to continue"
                    : "can never appear in UTF-8"
                return (index, "byte \(hexByte(lead)) \(what)")
            }
            for offset in 1..<length {
                guard index + offset < count else {
                    return (index, "the file ends inside a \(length)-byte character that starts with \(hexByte(lead))")
                }
                let next = bytes[index + offset]
                let low = offset == 1 ? lowerBound : 0x80
                let high = offset == 1 ? upperBound : 0xBF
                guard (low...high).contains(next) else {
                    let what: String
                    if next >= 0x80 && next <= 0xBF && offset == 1 {
                        what =
                            lead == 0xED
                            ? "encodes a UTF-16 surrogate"
                            : lead == 0xF4 ? "encodes a code point past U+10FFFF" : "is an overlong encoding"
                    } else {
                        what = "is followed by \(hexByte(next)), not a continuation byte"
                    }
                    return (index, "the \(length)-byte sequence starting with \(hexByte(lead)) \(what)")
                }
            }
            index += length
        }
        return nil
    }

    /// Line and column (Unicode scalars, 1-based) of a byte offset in valid UTF-8 from `start`.
    /// - Complexity: O(offset).
    package static func position(ofByte offset: Int, in bytes: [UInt8], from start: Int = 0) -> ScreenFilePosition {
        var position = TextPosition(from: start)
        position.advance(to: offset, in: bytes)
        return ScreenFilePosition(line: position.line, column: position.column)
    }

    /// A byte as messages show it: "0xC3".
    package static func hexByte(_ byte: UInt8) -> String {
        "0x" + UInt32(byte).hex(digits: 2)
    }
}
