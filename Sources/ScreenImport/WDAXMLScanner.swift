import TextEscaping

/// A byte-level, streaming scanner for the XML that WebDriverAgent writes (docs/real-dumps.md §1.1):
/// it hands out start and end tags with the places of their names and attributes in the input, and
/// checks everything else (the XML declaration, comments, processing instructions, CDATA sections,
/// a bare DOCTYPE, text, references) for well-formedness without keeping any of it.
///
/// It replaced Foundation's `XMLParser` (libxml2 behind a SAX interface), which cost a dictionary
/// of strings per element and a copy of every name: here nothing is copied that the reader does not
/// ask for, and every place is known where it is scanned. Nothing recurses: the only memory that
/// grows with nesting is the list of open elements, so 100,000 nested elements cost what 100,000
/// siblings do.
///
/// Entities are never declared or expanded: the five predefined ones (`&lt;` `&gt;` `&amp;`
/// `&quot;` `&apos;`) and character references are the only references read, a DOCTYPE holding
/// anything but a name is refused (`XMLPrologGuard` refuses it first), and nothing outside the input
/// is ever read. Text, attribute values, names, comments, processing instructions and CDATA
/// sections longer than `ImportLimits.maxLabelBytes` are refused where they start, as before any
/// of them is kept.
struct WDAXMLScanner {
    enum Token: Equatable {
        /// A start tag: `tagName`, `attributes` and `tagStart` describe it. A self-closing tag
        /// (`<a/>`) is a start tag followed by an end tag.
        case startTag
        /// The end of the element named by `tagName`.
        case endTag
        /// The input is over, with the root element closed.
        case endOfDocument
    }

    /// The input: UTF-8 without a byte-order mark (`ImportInput`).
    let bytes: [UInt8]
    let source: String
    /// The longest text, attribute value, name, comment, processing instruction or CDATA section
    /// accepted, in bytes.
    let maxTextBytes: Int

    /// Where scanning goes on.
    var offset = 0
    /// The offset of the current tag's `<`.
    private(set) var tagStart = 0
    /// The current tag's name.
    private(set) var tagName: Range<Int> = 0..<0
    /// The current start tag's attributes, in the order written.
    private(set) var attributes: [WDAXMLAttribute] = []
    /// The open elements, outermost first.
    var openElements: [OpenElement] = []
    /// A self-closing tag was handed out as a start tag; its end comes next.
    private var endIsPending = false
    private(set) var sawRootElement = false
    var rootIsClosed = false
    var sawDoctype = false
    private var position = TextPosition()

    struct OpenElement {
        var tagStart: Int
        var nameEnd: Int
    }

    init(_ input: ImportInput, maxTextBytes: Int) {
        bytes = input.bytes
        source = input.source
        self.maxTextBytes = maxTextBytes
    }

    /// How many elements are open.
    var depth: Int { openElements.count }

    /// The next tag.
    /// - Throws: `ImportError` naming the place of the first thing that is not well-formed XML, or
    ///   that is refused (an entity, a DOCTYPE with content, a text past the limit).
    /// - Complexity: amortized O(1) per byte of input.
    mutating func next() throws -> Token {
        if endIsPending {
            endIsPending = false
            if openElements.isEmpty { rootIsClosed = true }
            return .endTag
        }
        let count = bytes.count
        while offset < count {
            guard bytes[offset] == Self.lessThan else {
                try skipText()
                continue
            }
            guard offset + 1 < count else { throw truncated(at: count, "the XML ends just after a '<'") }
            switch bytes[offset + 1] {
            case Self.slash:
                try scanEndTag()
                return .endTag
            case Self.question:
                try skipProcessingInstruction()
            case Self.exclamation:
                try skipMarkupDeclaration()
            default:
                try scanStartTag()
                return .startTag
            }
        }
        if let open = openElements.last {
            throw truncated(at: count, "the XML ends before <\(string(open.tagStart + 1..<open.nameEnd))> is closed")
        }
        if !sawRootElement {
            throw ImportError(.empty, at: location(at: count), "the XML holds no element")
        }
        return .endOfDocument
    }

    /// The line and column of the current tag's `<`. Asked for tag after tag, it costs each byte
    /// of the input once.
    mutating func tagLocation() -> ImportLocation {
        position.advance(to: tagStart, in: bytes)
        return ImportLocation(source: source, line: position.line, column: position.column)
    }

    /// The text of `range`, as written (no references decoded).
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The value of `attribute`, references decoded and white space normalized as XML says.
    func value(of attribute: WDAXMLAttribute) throws -> String {
        attribute.needsDecoding ? try decodedValue(attribute.value) : string(attribute.value)
    }

    /// Whether the bytes of `range` spell `text`.
    func bytes(_ range: Range<Int>, equal text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        guard text.hasPointerRepresentation else {
            return text.withUTF8Buffer { spelling in bytes[range].elementsEqual(spelling) }
        }
        let spelling = text.utf8Start
        var offset = 0
        for index in range {
            if bytes[index] != spelling[offset] { return false }
            offset += 1
        }
        return true
    }

    // MARK: Tags

    /// Reads `<name attribute="value" …>` or `<name …/>` at `offset`.
    private mutating func scanStartTag() throws {
        let start = offset
        let count = bytes.count
        let nameEnd = self.nameEnd(from: start + 1)
        guard nameEnd > start + 1 else {
            throw malformed(at: start, "a '<' that starts no tag: a tag name must follow it (a literal '<' is written &lt;)")
        }
        if nameEnd - start - 1 > maxTextBytes { throw textTooLong(at: start + 1) }
        if rootIsClosed {
            throw malformed(
                at: start,
                "a second root element <\(string(start + 1..<nameEnd))> after the first one closed: an XML document has exactly one root element"
            )
        }
        let name = start + 1..<nameEnd
        attributes.removeAll(keepingCapacity: true)
        var index = nameEnd
        var isEmptyElement = false
        while true {
            let spaceStart = index
            index = whiteSpaceEnd(from: index)
            guard index < count else { throw truncated(at: count, "the XML ends inside the start tag <\(string(name))>") }
            let byte = bytes[index]
            if byte == Self.greaterThan {
                index += 1
                break
            }
            if byte == Self.slash {
                guard index + 1 < count else { throw truncated(at: count, "the XML ends inside the start tag <\(string(name))>") }
                guard bytes[index + 1] == Self.greaterThan else {
                    throw malformed(at: index, "a '/' inside the start tag <\(string(name))> that is not followed by '>'")
                }
                index += 2
                isEmptyElement = true
                break
            }
            let attributeNameEnd = self.nameEnd(from: index)
            guard attributeNameEnd > index else {
                throw malformed(
                    at: index, "\(describe(index)) where an attribute name or the end of the start tag <\(string(name))> should be")
            }
            if attributeNameEnd - index > maxTextBytes { throw textTooLong(at: index) }
            guard index > spaceStart else {
                throw malformed(
                    at: index, "white space is missing before the attribute '\(string(index..<attributeNameEnd))' of <\(string(name))>")
            }
            let attribute = try scanAttribute(name: index..<attributeNameEnd, tag: name)
            index = attribute.value.upperBound + 1
            attributes.append(attribute)
        }
        try checkDistinctAttributeNames(tag: name)
        tagStart = start
        tagName = name
        offset = index
        sawRootElement = true
        if isEmptyElement {
            endIsPending = true
        } else {
            openElements.append(OpenElement(tagStart: start, nameEnd: nameEnd))
        }
    }

    /// Reads `="value"` (or `='value'`) after an attribute's name.
    private func scanAttribute(name: Range<Int>, tag: Range<Int>) throws -> WDAXMLAttribute {
        let count = bytes.count
        var index = whiteSpaceEnd(from: name.upperBound)
        guard index < count else { throw truncated(at: count, "the XML ends inside the start tag <\(string(tag))>") }
        guard bytes[index] == Self.equals else {
            throw malformed(at: index, "the attribute '\(string(name))' of <\(string(tag))> has no '=' and value")
        }
        index = whiteSpaceEnd(from: index + 1)
        guard index < count else { throw truncated(at: count, "the XML ends inside the start tag <\(string(tag))>") }
        let quote = bytes[index]
        guard quote == Self.doubleQuote || quote == Self.singleQuote else {
            throw malformed(at: index, "the value of the attribute '\(string(name))' of <\(string(tag))> is not in quotes")
        }
        let valueStart = index + 1
        index = valueStart
        var needsDecoding = false
        while index < count {
            let byte = bytes[index]
            if byte == quote { break }
            if byte == Self.lessThan {
                throw malformed(
                    at: index, "a '<' inside the value of the attribute '\(string(name))' of <\(string(tag))> (write it as &lt;)")
            }
            if byte == Self.ampersand {
                index = try reference(at: index).end
                needsDecoding = true
                continue
            }
            if byte < 0x20 {
                guard byte == Self.tab || byte == Self.lineFeed || byte == Self.carriageReturn else {
                    throw malformed(
                        at: index,
                        "the control character \(UInt32(byte).codePointNotation) inside the value of the attribute '\(string(name))'; XML allows none (WebDriverAgent removes them)"
                    )
                }
                needsDecoding = true
            } else if byte == 0xEF {
                try checkNotNoncharacter(at: index)
            }
            index += 1
        }
        guard index < count else {
            throw truncated(at: count, "the XML ends inside the value of the attribute '\(string(name))' of <\(string(tag))>")
        }
        if index - valueStart > maxTextBytes { throw textTooLong(at: valueStart) }
        return WDAXMLAttribute(name: name, value: valueStart..<index, needsDecoding: needsDecoding)
    }

    /// Refuses an attribute written twice on one element: pair by pair for the usual few (WebDriverAgent
    /// writes at most about 20), through a set for more, so a hostile tag of 100,000 attributes
    /// costs no more than their bytes.
    /// - Complexity: O(k) expected in the bytes of the element's k attribute names.
    private func checkDistinctAttributeNames(tag: Range<Int>) throws {
        guard attributes.count > 1 else { return }
        if attributes.count <= 24 {
            for later in 1..<attributes.count {
                let name = attributes[later].name
                for earlier in 0..<later
                where attributes[earlier].name.count == name.count
                    && bytes[attributes[earlier].name] == bytes[name]
                {
                    throw malformed(at: name.lowerBound, "the attribute '\(string(name))' appears twice on <\(string(tag))>")
                }
            }
            return
        }
        var seen = Set<ArraySlice<UInt8>>(minimumCapacity: attributes.count)
        for attribute in attributes where !seen.insert(bytes[attribute.name]).inserted {
            throw malformed(at: attribute.name.lowerBound, "the attribute '\(string(attribute.name))' appears twice on <\(string(tag))>")
        }
    }

    /// Reads `</name>` at `offset` and closes the open element it names.
    private mutating func scanEndTag() throws {
        let start = offset
        let count = bytes.count
        let nameEnd = self.nameEnd(from: start + 2)
        guard nameEnd > start + 2 else {
            if start + 2 >= count { throw truncated(at: count, "the XML ends inside an end tag") }
            throw malformed(at: start, "a '</' that starts no end tag: a tag name must follow it")
        }
        let name = start + 2..<nameEnd
        let end = whiteSpaceEnd(from: nameEnd)
        guard end < count else { throw truncated(at: count, "the XML ends inside the end tag </\(string(name))>") }
        guard bytes[end] == Self.greaterThan else {
            throw malformed(at: end, "the end tag </\(string(name))> is not closed with '>'")
        }
        guard let open = openElements.last else {
            throw malformed(
                at: start,
                rootIsClosed
                    ? "the end tag </\(string(name))> after the root element closed: an XML document has exactly one root element"
                    : "the end tag </\(string(name))> closes no open element")
        }
        let openName = open.tagStart + 1..<open.nameEnd
        guard openName.count == name.count, bytes[openName] == bytes[name] else {
            throw malformed(
                at: start,
                "the end tag </\(string(name))> does not match <\(string(openName))>, open since \(placeDescription(open.tagStart))")
        }
        openElements.removeLast()
        if openElements.isEmpty { rootIsClosed = true }
        tagStart = start
        tagName = name
        offset = end + 1
    }

    // MARK: Names and white space

    /// The end of the XML name that starts at `start`; `start` itself when no name starts there.
    /// Names follow XML 1.0 (fifth edition): ASCII letters, `_` and `:` first, then also digits,
    /// `-` and `.`, and the Unicode ranges of `XMLNameCharacter`.
    @inline(__always)
    func nameEnd(from start: Int) -> Int {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard XMLNameCharacter.allows(ascii: byte, first: index == start) else { break }
                index += 1
            } else {
                let (scalar, length) = scalar(at: index)
                guard XMLNameCharacter.allows(scalar, first: index == start) else { break }
                index += length
            }
        }
        return index
    }

    /// The end of the run of XML white space (space, tab, CR, LF) that starts at `start`.
    @inline(__always)
    func whiteSpaceEnd(from start: Int) -> Int {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard byte == Self.space || byte == Self.lineFeed || byte == Self.tab || byte == Self.carriageReturn else { break }
            index += 1
        }
        return index
    }

    /// The Unicode scalar value whose UTF-8 starts at `index`, and its length in bytes. The input
    /// is checked UTF-8 (`InputEncoding`); a cut sequence reads as a one-byte U+FFFD.
    func scalar(at index: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return (0xFFFD, 1) }
        if length == 1 { return (UInt32(lead), 1) }
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for next in index + 1..<index + length {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
        }
        return (value, length)
    }

    /// Refuses U+FFFE and U+FFFF (UTF-8 `EF BF BE`, `EF BF BF`), the characters XML excludes that
    /// valid UTF-8 can hold besides the controls; `index` is at an `EF` byte.
    func checkNotNoncharacter(at index: Int) throws {
        guard index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE else { return }
        throw malformed(
            at: index, "the character \((bytes[index + 2] == 0xBE ? UInt32(0xFFFE) : 0xFFFF).codePointNotation), which XML does not allow")
    }

    // MARK: Places and refusals

    /// The line and column of byte `offset`.
    func location(at offset: Int) -> ImportLocation {
        if offset >= position.offset {
            var ahead = position
            ahead.advance(to: offset, in: bytes)
            return ImportLocation(source: source, line: ahead.line, column: ahead.column)
        }
        return ImportInput.location(ofByteOffset: offset, in: bytes, source: source)
    }

    /// `line:column` of byte `offset`, for messages that name a second place.
    func placeDescription(_ offset: Int) -> String {
        let place = location(at: offset)
        return "\(place.line):\(place.column)"
    }

    func malformed(at offset: Int, _ reason: String) -> ImportError {
        ImportError(.malformed, at: location(at: offset), reason)
    }

    func truncated(at offset: Int, _ reason: String) -> ImportError {
        ImportError(.truncated, at: location(at: offset), reason)
    }

    func textTooLong(at offset: Int) -> ImportError {
        ImportError(
            .limitExceeded, at: location(at: offset),
            "a text of more than \(maxTextBytes) bytes; the limit is \(maxTextBytes) bytes (--max-label)")
    }

    /// The character at `index` in words: `'x'`, or its code point when it cannot be shown.
    func describe(_ index: Int) -> String {
        let (value, _) = scalar(at: index)
        if value > 0x20 && value < 0x7F { return "'\(Character(Unicode.Scalar(UInt8(value))))'" }
        return "the character \(value.codePointNotation)"
    }

    static let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?"), exclamation = UInt8(ascii: "!"), equals = UInt8(ascii: "=")
    static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), ampersand = UInt8(ascii: "&")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r"), hyphen = UInt8(ascii: "-"), closingBracket = UInt8(ascii: "]")
}
