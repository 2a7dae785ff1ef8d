import TextEscaping

extension JSONScanner {
    /// A string at the opening quote, its escapes and surrogate pairs decoded.
    package mutating func readString() throws(Failure) -> String {
        let (startLine, startColumn) = (line, column)
        advance()
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard !atEnd else {
                throw failure(
                    "the file ends inside a string that starts at \(startLine):\(startColumn) (a closing '\"' is missing)", truncated: true)
            }
            let byte = current
            if byte == UInt8(ascii: "\"") {
                advance()
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                try readEscape()
            } else if byte < 0x20 {
                let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character \(UInt32(byte).codePointNotation)"
                let fix = byte == 0x0A ? "\\n" : byte == 0x09 ? "\\t" : "\\u" + UInt32(byte).hex(digits: 4)
                if byte == 0x0A {
                    throw failure(
                        "the string that starts at \(startLine):\(startColumn) is not closed before the end of the line (a JSON string can't hold \(name); write \(fix))"
                    )
                }
                throw failure("\(name) inside a string; JSON strings must write it as \(fix)")
            } else {
                scratch.append(byte)
                advance()
            }
        }
    }

    private mutating func readEscape() throws(Failure) {
        let (startLine, startColumn) = (line, column)
        advance()
        guard !atEnd else {
            throw failure("the file ends inside an escape sequence", line: startLine, column: startColumn, truncated: true)
        }
        let byte = current
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let code = try readUnicodeEscape(line: startLine, column: startColumn)
            // Every code here is a valid scalar: surrogates were combined, replaced or rejected.
            if let scalar = Unicode.Scalar(code) {
                Unicode.UTF8.encode(scalar) { scratch.append($0) }
            }
        default:
            retreat()
            let shown = describeCharacter()
            advance()
            throw failure(
                "invalid escape '\\' followed by \(shown); JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                line: startLine, column: startColumn)
        }
    }

    /// The scalar of a `\u` escape after its `u`, a surrogate pair combined. A lone surrogate is
    /// rejected or read as U+FFFD, as `loneSurrogates` says.
    private mutating func readUnicodeEscape(line startLine: Int, column startColumn: Int) throws(Failure) -> UInt32 {
        let code = try readHex4(line: startLine, column: startColumn)
        if (0xD800...0xDBFF).contains(code) {
            let hex = code.hex(digits: 4)
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                return try lone(
                    "\\u\(hex) is a high surrogate and must be followed by a low surrogate \\uDC00–\\uDFFF",
                    line: startLine, column: startColumn)
            }
            let (lowLine, lowColumn) = (line, column)
            advance()
            advance()
            let low = try readHex4(line: lowLine, column: lowColumn)
            if (0xDC00...0xDFFF).contains(low) {
                return 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            _ = try lone(
                "\\u\(hex) is a high surrogate and must be followed by a low surrogate \\uDC00–\\uDFFF, found \\u\(low.hex(digits: 4))",
                line: startLine, column: startColumn)
            // Replaced: the high half is U+FFFD, the escape after it is read on its own.
            Unicode.UTF8.encode("\u{FFFD}") { scratch.append($0) }
            if (0xD800...0xDFFF).contains(low) {
                return try lone("", line: lowLine, column: lowColumn)
            }
            return low
        }
        if (0xDC00...0xDFFF).contains(code) {
            return try lone(
                "\\u\(code.hex(digits: 4)) is a lone low surrogate; it must follow a high surrogate \\uD800–\\uDBFF",
                line: startLine, column: startColumn)
        }
        return code
    }

    /// A lone surrogate at the escape that starts at `line`:`column`: a failure, or U+FFFD noted.
    private mutating func lone(_ reason: String, line: Int, column: Int) throws(Failure) -> UInt32 {
        guard loneSurrogates == .replaced else { throw failure(reason, line: line, column: column) }
        replacedSurrogates.append((line, column))
        return 0xFFFD
    }

    private mutating func readHex4(line startLine: Int, column startColumn: Int) throws(Failure) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard !atEnd, let digit = Self.hexValue(current) else {
                throw failure("expected 4 hexadecimal digits after \\u", line: startLine, column: startColumn, truncated: atEnd)
            }
            code = code << 4 | digit
            advance()
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
