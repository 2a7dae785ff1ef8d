import TextEscaping

/// What the scanner checks and skips: text, comments, processing instructions (the XML
/// declaration among them), CDATA sections and a bare DOCTYPE. None of it carries anything the
/// reader needs, so none of it is kept.
extension WDAXMLScanner {
    /// Skips the text at `offset` up to the next `<`. Outside the root element only white space
    /// may stand; inside it, references must be valid and no character XML excludes may appear.
    mutating func skipText() throws {
        let start = offset
        let count = bytes.count
        var index = start
        if openElements.isEmpty {
            index = whiteSpaceEnd(from: start)
            if index < count && bytes[index] != Self.lessThan {
                throw malformed(
                    at: index,
                    rootIsClosed
                        ? "text after the root element: an XML document ends with its root element's end tag"
                        : whiteSpaceEnd(from: 0) == index
                            ? "no XML element found: the text does not start with '<'"
                            : "text before the root element: outside its root element an XML document holds only markup and white space")
            }
            if index - start > maxTextBytes { throw textTooLong(at: start) }
            offset = index
            return
        }
        while index < count {
            let byte = bytes[index]
            if byte == Self.lessThan { break }
            if byte == Self.ampersand {
                index = try reference(at: index).end
                continue
            }
            if byte < 0x20 {
                try checkAllowedControl(byte, at: index, in: "text")
            } else if byte == Self.closingBracket {
                if index + 2 < count && bytes[index + 1] == Self.closingBracket && bytes[index + 2] == Self.greaterThan {
                    throw malformed(at: index, "']]>' in text, where it can only end a CDATA section (write it as ]]&gt;)")
                }
            } else if byte == 0xEF {
                try checkNotNoncharacter(at: index)
            }
            index += 1
        }
        if index - start > maxTextBytes { throw textTooLong(at: start) }
        offset = index
    }

    /// Skips `<?target data?>` at `offset`. The XML declaration (`<?xml version="1.0"
    /// encoding="UTF-8"?>`) is one, allowed before the root element only; its encoding is not read,
    /// because the input gate (`InputEncoding`) has decoded the text already.
    mutating func skipProcessingInstruction() throws {
        let start = offset
        let count = bytes.count
        let targetEnd = nameEnd(from: start + 2)
        guard targetEnd > start + 2 else {
            if start + 2 >= count { throw truncated(at: count, "the XML ends inside a processing instruction") }
            throw malformed(at: start, "a '<?' that starts no processing instruction: a target name must follow it")
        }
        if isXML(start + 2..<targetEnd) && (sawRootElement || sawDoctype) {
            throw malformed(at: start, "an XML declaration ('<?xml …?>') after the start of the document; it may only come first")
        }
        var index = targetEnd
        if index < count && bytes[index] != Self.question {
            let dataStart = whiteSpaceEnd(from: index)
            if dataStart == index {
                throw malformed(
                    at: index,
                    "\(describe(index)) right after the processing instruction's target '\(string(start + 2..<targetEnd))'; white space must come first"
                )
            }
            index = dataStart
        }
        while index + 1 < count {
            let byte = bytes[index]
            if byte == Self.question && bytes[index + 1] == Self.greaterThan {
                if index - start > maxTextBytes { throw textTooLong(at: start) }
                offset = index + 2
                return
            }
            if byte < 0x20 { try checkAllowedControl(byte, at: index, in: "processing instruction") }
            index += 1
        }
        throw truncated(at: count, "the XML ends inside the processing instruction that starts at \(placeDescription(start))")
    }

    /// Skips a comment, a CDATA section or a DOCTYPE at `offset` (which is at `<!`).
    mutating func skipMarkupDeclaration() throws {
        let start = offset
        if starts(with: "<!--", at: start) {
            try skipComment()
        } else if starts(with: "<![CDATA[", at: start) {
            guard !openElements.isEmpty else {
                throw malformed(at: start, "a CDATA section outside the root element, where only markup and white space may stand")
            }
            try skipCDATA()
        } else if starts(with: "<!DOCTYPE", at: start) {
            try skipDoctype()
        } else if bytes.count - start < 9 && isPrefix(bytes[start...], ofAny: ["<!--", "<![CDATA[", "<!DOCTYPE"]) {
            throw truncated(at: bytes.count, "the XML ends inside a '<!' declaration")
        } else {
            throw malformed(at: start, "a '<!' that starts no comment ('<!--'), CDATA section ('<![CDATA[') or DOCTYPE")
        }
    }

    /// Skips `<!-- … -->`. XML allows no `--` inside a comment (so none ends in `--->`).
    private mutating func skipComment() throws {
        let start = offset
        let count = bytes.count
        var index = start + 4
        while index + 1 < count {
            let byte = bytes[index]
            if byte == Self.hyphen && bytes[index + 1] == Self.hyphen {
                guard index + 2 < count else { break }
                guard bytes[index + 2] == Self.greaterThan else {
                    throw malformed(
                        at: index,
                        "'--' inside the comment that starts at \(placeDescription(start)); XML allows it only in the closing '-->'")
                }
                if index - start > maxTextBytes { throw textTooLong(at: start) }
                offset = index + 3
                return
            }
            if byte < 0x20 { try checkAllowedControl(byte, at: index, in: "comment") }
            index += 1
        }
        throw truncated(at: count, "the XML ends inside the comment that starts at \(placeDescription(start))")
    }

    /// Skips `<![CDATA[ … ]]>`.
    private mutating func skipCDATA() throws {
        let start = offset
        let count = bytes.count
        let textStart = start + 9
        var index = textStart
        while index + 2 < count {
            let byte = bytes[index]
            if byte == Self.closingBracket && bytes[index + 1] == Self.closingBracket && bytes[index + 2] == Self.greaterThan {
                if index - textStart > maxTextBytes { throw textTooLong(at: textStart) }
                offset = index + 3
                return
            }
            if byte < 0x20 {
                try checkAllowedControl(byte, at: index, in: "CDATA section")
            } else if byte == 0xEF {
                try checkNotNoncharacter(at: index)
            }
            index += 1
        }
        throw truncated(at: count, "the XML ends inside the CDATA section that starts at \(placeDescription(start))")
    }

    /// Skips `<!DOCTYPE name>`, the only DOCTYPE accepted: once, before the root element. One
    /// with an internal subset or an external identifier is refused as unsafe, like
    /// `XMLPrologGuard` refuses it before scanning.
    private mutating func skipDoctype() throws {
        let start = offset
        let count = bytes.count
        if sawRootElement || sawDoctype {
            throw malformed(at: start, "a DOCTYPE after the start of the document; only one may stand, before the root element")
        }
        let nameStart = whiteSpaceEnd(from: start + 9)
        let rootNameEnd = nameEnd(from: nameStart)
        var index = whiteSpaceEnd(from: rootNameEnd)
        guard index < count else { throw truncated(at: count, "the XML ends inside the DOCTYPE that starts at \(placeDescription(start))") }
        guard nameStart > start + 9, rootNameEnd > nameStart else {
            throw malformed(at: nameStart, "a DOCTYPE without the root element's name")
        }
        switch bytes[index] {
        case Self.greaterThan:
            index += 1
        case UInt8(ascii: "["):
            throw ImportError(
                .unsafeXML, at: location(at: start),
                "the XML declares a DOCTYPE with an internal subset (entity declarations); refused so that no entity is ever expanded (WebDriverAgent never writes one)"
            )
        default:
            let word = nameEnd(from: index)
            if bytes(index..<word, equal: "SYSTEM") || bytes(index..<word, equal: "PUBLIC") {
                throw ImportError(
                    .unsafeXML, at: location(at: start),
                    "the XML's DOCTYPE names an external resource; refused so that nothing outside the input is ever read")
            }
            throw malformed(at: index, "\(describe(index)) in the DOCTYPE, where only the root element's name and '>' may stand")
        }
        sawDoctype = true
        offset = index
    }

    /// Refuses a control character other than tab, LF and CR: XML allows none, anywhere.
    func checkAllowedControl(_ byte: UInt8, at index: Int, in place: String) throws {
        guard byte != Self.tab && byte != Self.lineFeed && byte != Self.carriageReturn else { return }
        throw malformed(
            at: index,
            "the control character \(UInt32(byte).codePointNotation) in a \(place); XML allows none (WebDriverAgent removes them)")
    }

    /// Whether the input holds `text` at `index`.
    private func starts(with text: StaticString, at index: Int) -> Bool {
        index + text.utf8CodeUnitCount <= bytes.count && bytes(index..<index + text.utf8CodeUnitCount, equal: text)
    }

    /// Whether `tail` (the input's last bytes) could begin one of `texts`.
    private func isPrefix(_ tail: ArraySlice<UInt8>, ofAny texts: [String]) -> Bool {
        texts.contains { Array($0.utf8).starts(with: tail) }
    }

    /// Whether `range` spells `xml` in any case: the name XML reserves for its declaration.
    private func isXML(_ range: Range<Int>) -> Bool {
        guard range.count == 3 else { return false }
        let lower = range.map { bytes[$0] | 0x20 }
        return lower == Array("xml".utf8)
    }
}
