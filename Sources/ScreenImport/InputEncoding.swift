/// The one gate every input passes before any parser sees it: the encoding is detected (byte-order
/// marks, and BOM-less UTF-16 and UTF-32 by the zero bytes around the first ASCII character, as
/// the XML specification's appendix F does), the text is transcoded to UTF-8 once, checked, and a
/// NUL character is refused (no format Earshot reads allows one).
///
/// Every later refusal (the DTD guard, entity, size, depth and node limits) then reads the same
/// UTF-8 bytes whatever encoding the file came in, so no encoding can smuggle what UTF-8 cannot:
/// a UTF-16 file without a byte-order mark once reached libxml2 undecoded, and libxml2, which
/// detects encodings on its own, expanded the entities the guard had not recognised.
package enum InputEncoding: String, Hashable, Sendable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    case utf32LittleEndian = "UTF-32LE"
    case utf32BigEndian = "UTF-32BE"

    /// Why bytes could not become text: what is wrong, and where in the input (the byte offset in
    /// the input as given, and the line and column when the text up to there could be read).
    package struct Problem: Error, Sendable {
        package var reason: String
        package var position: ScreenFilePosition
    }

    /// The encoding of `bytes` and the length of its byte-order mark.
    /// - Complexity: O(1).
    package static func detect(_ bytes: some Collection<UInt8>) -> (encoding: InputEncoding, byteOrderMarkLength: Int) {
        let head = Array(bytes.prefix(4))
        func starts(_ marker: [UInt8]) -> Bool { head.starts(with: marker) }
        if starts([0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if starts([0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
        if starts([0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, 4) }
        if starts([0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if starts([0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        // No mark: text formats start with an ASCII character, whose zero bytes give the encoding away.
        if head.count == 4 {
            if head[0] == 0 && head[1] == 0 && head[2] == 0 && head[3] != 0 { return (.utf32BigEndian, 0) }
            if head[0] != 0 && head[1] == 0 && head[2] == 0 && head[3] == 0 { return (.utf32LittleEndian, 0) }
        }
        if head.count >= 2 {
            if head[0] == 0 && head[1] != 0 { return (.utf16BigEndian, 0) }
            if head[0] != 0 && head[1] == 0 { return (.utf16LittleEndian, 0) }
        }
        return (.utf8, 0)
    }

    /// `bytes` as checked UTF-8 without a byte-order mark, and the encoding they came in.
    /// - Throws: `Problem` for bytes that are not valid in the detected encoding, or a NUL.
    /// - Complexity: O(n).
    package static func decode(_ bytes: [UInt8]) throws(Problem) -> (utf8: [UInt8], encoding: InputEncoding) {
        let (encoding, markLength) = detect(bytes)
        let text: [UInt8]
        switch encoding {
        case .utf8:
            text = markLength == 0 ? bytes : Array(bytes[markLength...])
            if let bad = ScreenFileText.firstInvalidUTF8(text) {
                throw Problem(
                    reason: "invalid UTF-8 at byte offset \(bad.offset + markLength): \(bad.detail); save the file as UTF-8",
                    position: ScreenFileText.position(ofByte: bad.offset, in: text))
            }
        case .utf16LittleEndian, .utf16BigEndian:
            text = try transcodeUTF16(bytes, from: markLength, bigEndian: encoding == .utf16BigEndian, name: encoding.rawValue)
        case .utf32LittleEndian, .utf32BigEndian:
            text = try transcodeUTF32(bytes, from: markLength, bigEndian: encoding == .utf32BigEndian, name: encoding.rawValue)
        }
        if let nul = text.firstIndex(of: 0) {
            let position = ScreenFileText.position(ofByte: nul, in: text)
            let what =
                text.allSatisfy({ $0 == 0 })
                ? "the input is nothing but NUL bytes: not text"
                : "a NUL character (U+0000); screens and dumps are text, and none of their formats allows one"
            throw Problem(reason: what, position: position)
        }
        return (text, encoding)
    }

    /// As much of `bytes` as decodes cleanly, as UTF-8 (for sniffing a prefix that may end inside a character).
    package static func decodedPrefix(_ bytes: [UInt8]) -> [UInt8] {
        let (encoding, markLength) = detect(bytes)
        switch encoding {
        case .utf8:
            let text = Array(bytes[markLength...])
            return Array(text[..<(ScreenFileText.firstInvalidUTF8(text)?.offset ?? text.count)])
        case .utf16LittleEndian, .utf16BigEndian:
            let width = 2
            var end = bytes.count - (bytes.count - markLength) % width
            while end > markLength {
                if let text = try? transcodeUTF16(Array(bytes[..<end]), from: markLength, bigEndian: encoding == .utf16BigEndian, name: "")
                {
                    return text
                }
                end -= width
            }
            return []
        case .utf32LittleEndian, .utf32BigEndian:
            let end = bytes.count - (bytes.count - markLength) % 4
            return (try? transcodeUTF32(Array(bytes[..<end]), from: markLength, bigEndian: encoding == .utf32BigEndian, name: "")) ?? []
        }
    }

    private static func transcodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, name: String) throws(Problem) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count - start) / 2 * 3 / 2)
        var index = start
        func unit(at offset: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1]) : UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
        }
        while index < bytes.count {
            guard index + 1 < bytes.count else {
                throw problem(in: output, "the \(name) text ends in the middle of a character (an odd number of bytes)")
            }
            let first = unit(at: index)
            var scalar = first
            var length = 2
            if (0xD800...0xDBFF).contains(first) {
                guard index + 3 < bytes.count, case let second = unit(at: index + 2), (0xDC00...0xDFFF).contains(second) else {
                    throw problem(in: output, "invalid \(name) at byte offset \(index): a lone surrogate")
                }
                scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                length = 4
            } else if (0xDC00...0xDFFF).contains(first) {
                throw problem(in: output, "invalid \(name) at byte offset \(index): a lone surrogate")
            }
            appendUTF8(scalar, to: &output)
            index += length
        }
        return output
    }

    private static func transcodeUTF32(_ bytes: [UInt8], from start: Int, bigEndian: Bool, name: String) throws(Problem) -> [UInt8] {
        guard (bytes.count - start) % 4 == 0 else {
            throw Problem(
                reason: "the \(name) text ends in the middle of a character (its length is not a multiple of 4)",
                position: ScreenFilePosition(line: 1, column: 1))
        }
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count - start) / 4)
        var index = start
        while index < bytes.count {
            let b = bytes[index..<index + 4].map(UInt32.init)
            let scalar = bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
            guard scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw problem(in: output, "invalid \(name) at byte offset \(index): \(scalar) is not a Unicode scalar value")
            }
            appendUTF8(scalar, to: &output)
            index += 4
        }
        return output
    }

    /// A problem at the end of what has been decoded so far.
    private static func problem(in decoded: [UInt8], _ reason: String) -> Problem {
        Problem(reason: reason, position: ScreenFileText.position(ofByte: decoded.count, in: decoded))
    }

    private static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
