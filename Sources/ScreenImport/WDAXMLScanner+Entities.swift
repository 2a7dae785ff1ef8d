import TextEscaping

/// References: the five entities XML predefines and character references, checked where they
/// are scanned and decoded only in the attribute values the reader asks for. No other entity
/// exists here: none can be declared (a DOCTYPE with content is refused), so none is expanded.
extension WDAXMLScanner {
    /// The character the reference at `start` (an `&`) stands for, and the offset after its `;`.
    /// - Throws: for a reference that is cut off, malformed, names an entity XML does not
    ///   predefine, or a character XML does not allow (`&#0;`, `&#xD800;`, `&#x110000;`).
    func reference(at start: Int) throws -> (value: UInt32, end: Int) {
        let count = bytes.count
        var index = start + 1
        guard index < count else { throw truncated(at: count, "the XML ends inside a reference ('&' is written &amp;)") }
        if bytes[index] == UInt8(ascii: "#") {
            index += 1
            let isHex = index < count && bytes[index] == UInt8(ascii: "x")
            if isHex { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < count, let digit = Self.digit(bytes[index], hex: isHex) {
                // Past U+10FFFF the number only has to stay too large, never overflow.
                if value <= 0x10FFFF { value = value * (isHex ? 16 : 10) + digit }
                index += 1
            }
            guard index < count else {
                throw truncated(at: count, "the XML ends inside the character reference that starts at \(placeDescription(start))")
            }
            guard index > digitsStart, bytes[index] == UInt8(ascii: ";") else {
                throw malformed(
                    at: start,
                    "a malformed character reference: write &#NNN; (decimal) or &#xHHH; (hexadecimal), and a literal '&' as &amp;")
            }
            guard Self.isXMLCharacter(value) else {
                let shown = value > 0x10FFFF ? "a number past U+10FFFF" : value.codePointNotation
                throw malformed(
                    at: start, "the character reference '\(excerpt(start..<index + 1))' names \(shown), which is not a character XML allows"
                )
            }
            return (value, index + 1)
        }
        let nameEnd = self.nameEnd(from: index)
        guard nameEnd > index else {
            throw malformed(at: start, "a '&' that starts no reference (a literal '&' is written &amp;)")
        }
        guard nameEnd < count else {
            throw truncated(at: count, "the XML ends inside the reference that starts at \(placeDescription(start))")
        }
        guard bytes[nameEnd] == UInt8(ascii: ";") else {
            throw malformed(
                at: start, "a '&' that starts no reference: '\(excerpt(start..<nameEnd))' has no ';' (a literal '&' is written &amp;)")
        }
        let name = index..<nameEnd
        let value: UInt32
        if bytes(name, equal: "lt") {
            value = 0x3C
        } else if bytes(name, equal: "gt") {
            value = 0x3E
        } else if bytes(name, equal: "amp") {
            value = 0x26
        } else if bytes(name, equal: "quot") {
            value = 0x22
        } else if bytes(name, equal: "apos") {
            value = 0x27
        } else {
            throw malformed(
                at: start,
                "the entity reference '\(excerpt(start..<nameEnd + 1))' is not one XML predefines; entities are never declared or expanded here (a literal '&' is written &amp;)"
            )
        }
        return (value, nameEnd + 1)
    }

    /// The attribute value in `range` as XML reads it: references replaced by their characters,
    /// and each literal tab, LF, CR or CR LF made one space (attribute-value normalization,
    /// XML 1.0 §3.3.3). A newline that matters is written `&#10;`, and stays one.
    /// - Complexity: O(range.count).
    func decodedValue(_ range: Range<Int>) throws -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case Self.ampersand:
                let (value, end) = try reference(at: index)
                if let scalar = Unicode.Scalar(value) {
                    UTF8.encode(scalar) { decoded.append($0) }
                }
                index = end
                continue
            case Self.carriageReturn:
                decoded.append(Self.space)
                if index + 1 < range.upperBound && bytes[index + 1] == Self.lineFeed { index += 1 }
            case Self.tab, Self.lineFeed:
                decoded.append(Self.space)
            default:
                decoded.append(byte)
            }
            index += 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Whether XML 1.0 allows the character `value` (its production `Char`).
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The value of a decimal or hexadecimal digit, or nil.
    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The text of `range` for a message, shortened past 40 bytes.
    private func excerpt(_ range: Range<Int>) -> String {
        guard range.count > 40 else { return string(range) }
        return string(range.lowerBound..<range.lowerBound + 20) + "…" + string(range.upperBound - 20..<range.upperBound)
    }
}
