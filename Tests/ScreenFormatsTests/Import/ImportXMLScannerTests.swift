import Foundation
import Testing

@testable import ScreenFormats
@testable import ScreenImport

/// The XML scanner's own edge cases (Sources/ScreenImport/WDAXMLScanner.swift and its
/// extensions), through the importer: what XML allows reads as XML says, what it forbids is refused
/// with the place and a reason in words.
@Suite struct ImportXMLScannerTests {
    /// A dump holding one button whose label attribute is written `label` (quotes included).
    static func button(label: String) -> String {
        #"<AppiumAUT><XCUIElementTypeButton type="XCUIElementTypeButton" label="# + label + "/></AppiumAUT>"
    }

    /// The label of the only button of `text`.
    static func label(_ text: String) throws -> String? {
        try WDAXMLReader.read(ImportInput(source: "inline", bytes: Array(text.utf8)), limits: .default).nodes.first?.label
    }

    struct Reference: CustomTestStringConvertible, Sendable {
        let written: String
        /// The character read; nil when the reference is refused.
        let read: Unicode.Scalar?
        var testDescription: String { written }
    }

    /// XML's `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF, and nothing
    /// else, whether written in decimal or hexadecimal; a number of any length never overflows.
    @Test(arguments: [
        Reference(written: "&#x9;", read: "\u{9}"), Reference(written: "&#8;", read: nil),
        Reference(written: "&#x0;", read: nil), Reference(written: "&#31;", read: nil),
        Reference(written: "&#32;", read: " "), Reference(written: "&#xD7FF;", read: "\u{D7FF}"),
        Reference(written: "&#xD800;", read: nil), Reference(written: "&#57343;", read: nil),
        Reference(written: "&#xE000;", read: "\u{E000}"), Reference(written: "&#xFFFD;", read: "\u{FFFD}"),
        Reference(written: "&#xFFFE;", read: nil), Reference(written: "&#65535;", read: nil),
        Reference(written: "&#x10000;", read: "\u{10000}"), Reference(written: "&#x10FFFF;", read: "\u{10FFFF}"),
        Reference(written: "&#1114111;", read: "\u{10FFFF}"), Reference(written: "&#x110000;", read: nil),
        Reference(written: "&#1114112;", read: nil), Reference(written: "&#99999999999999999999999999;", read: nil),
        Reference(written: "&#x0000000041;", read: "A"), Reference(written: "&#X41;", read: nil),
    ])
    func characterReferencesAtTheLimits(_ reference: Reference) throws {
        let text = Self.button(label: "\"a\(reference.written)b\"")
        if let read = reference.read {
            #expect(try Self.label(text) == "a\(Character(read))b")
        } else {
            let error = try #require(throws: ImportError.self) { try importText(text) }
            #expect(error.kind == .malformed)
            #expect(error.location == ImportLocation(source: "inline", line: 1, column: 72))
            #expect(error.message.contains("reference"))
        }
    }

    @Test(arguments: [
        ("&#;", "a malformed character reference: write &#NNN; (decimal) or &#xHHH; (hexadecimal), and a literal '&' as &amp;"),
        ("&#x;", "a malformed character reference"), ("&#12a;", "a malformed character reference"),
        ("&#x110000;", "the character reference '&#x110000;' names a number past U+10FFFF, which is not a character XML allows"),
        ("&#xD800;", "the character reference '&#xD800;' names U+D800, which is not a character XML allows"),
        ("& b", "a '&' that starts no reference (a literal '&' is written &amp;)"),
        ("&amp b", "a '&' that starts no reference: '&amp' has no ';'"),
        ("&nbsp;", "the entity reference '&nbsp;' is not one XML predefines; entities are never declared or expanded here"),
    ])
    func badReferencesSayWhatIsWrong(written: String, message: String) throws {
        let error = try #require(throws: ImportError.self) { try importText(Self.button(label: "\"\(written)\"")) }
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.location.column == 71)
    }

    @Test func thePredefinedEntitiesAreDecoded() throws {
        #expect(try Self.label(Self.button(label: #""&lt;&gt;&amp;&quot;&apos;""#)) == #"<>&"'"#)
        #expect(try Self.label(Self.button(label: #"'&lt;&#60;&#x3C;'"#)) == "<<<")
    }

    /// `>` needs no escape inside quotes, and either quote may hold the other.
    @Test(arguments: [
        (#""a > b""#, "a > b"), (#"'say "hi" > go'"#, #"say "hi" > go"#), (#""it's > that""#, "it's > that"),
        (#""/>""#, "/>"), (#""""#, ""),
    ])
    func attributeValuesMayHoldAngleBracketsAndTheOtherQuote(written: String, read: String) throws {
        #expect(try Self.label(Self.button(label: written)) == read)
    }

    /// XML 1.0 §3.3.3: a literal tab, LF, CR or CR LF in an attribute value reads as one space;
    /// `&#10;`, which WebDriverAgent writes for a newline, stays a newline.
    @Test func attributeValuesAreNormalizedAsXMLSays() throws {
        #expect(try Self.label(Self.button(label: "\"a\tb\nc\r\nd\re\"")) == "a b c d e")
        #expect(try Self.label(Self.button(label: #""line&#10;next&#13;&#9;end""#)) == "line\nnext\r\tend")
    }

    @Test func aLessThanSignInAValueIsRefused() throws {
        let error = try #require(throws: ImportError.self) { try importText(Self.button(label: #""a < b""#)) }
        #expect(
            error.description
                == "inline:1:73: error: a '<' inside the value of the attribute 'label' of <XCUIElementTypeButton> (write it as &lt;)")
    }

    @Test(arguments: [
        ("<!-- a - b -->", true), ("<!---->", true), ("<!-- <XCUIElementTypeButton/> & -->", true),
        ("<!-- a -- b -->", false), ("<!-- ends badly --->", false),
    ])
    func commentsAreSkippedAndMayNotHoldTwoHyphens(comment: String, accepted: Bool) throws {
        let text =
            "<!-- before -->\n<AppiumAUT>\n" + comment + "\n" + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK"/>"#
            + "</AppiumAUT>\n<!-- after -->\n"
        if accepted {
            #expect(try importText(text).document.elementSummaries() == [#"button "OK""#])
        } else {
            let error = try #require(throws: ImportError.self) { try importText(text) }
            #expect(error.kind == .malformed)
            #expect(error.location.line == 3)
            #expect(error.message.contains("'--' inside the comment that starts at 3:1; XML allows it only in the closing '-->'"))
        }
    }

    @Test func cdataSectionsAreSkipped() throws {
        let text =
            #"<AppiumAUT><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Hi"><![CDATA[<b>&nbsp; ]] >]]></XCUIElementTypeStaticText></AppiumAUT>"#
        #expect(try importText(text).document.elementSummaries() == [#"label "Hi""#])
        let outside = try #require(throws: ImportError.self) { try importText("<![CDATA[x]]><AppiumAUT/>", format: .webDriverAgentXML) }
        #expect(outside.message == "a CDATA section outside the root element, where only markup and white space may stand")
        let cut = try #require(throws: ImportError.self) {
            try importText("<AppiumAUT>\n<![CDATA[ never closed", format: .webDriverAgentXML)
        }
        #expect(cut.kind == .truncated)
        #expect(cut.message == "the XML ends inside the CDATA section that starts at 2:1")
    }

    /// The input gate removes a byte-order mark, so the first tag is still at 1:1; inside the
    /// document U+FEFF is no white space.
    @Test func aByteOrderMarkIsNotPartOfTheDocument() throws {
        let text = "\u{FEFF}" + #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" enabled="maybe"/>"#
        let result = try importText(text)
        #expect(result.document.elementSummaries() == [#"button "OK""#])
        #expect(result.warnings.map(\.location) == [ImportLocation(source: "inline", line: 1, column: 1)])
        let inside = try #require(throws: ImportError.self) { try importText("<AppiumAUT/>\u{FEFF}", format: .webDriverAgentXML) }
        #expect(inside.message == "text after the root element: an XML document ends with its root element's end tag")
    }

    /// Lines end at LF whatever precedes it; a node's place is its tag's `<`, also when the tag
    /// spans lines; columns count characters, not bytes.
    @Test func positionsWithCRLFAndWideCharacters() throws {
        let text =
            "<AppiumAUT>\r\n  <!-- é -->  <XCUIElementTypeButton type=\"XCUIElementTypeButton\"\r\n    label=\"OK\" enabled=\"maybe\"/>\r\n"
            + "\t<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Two\" visible=\"perhaps\"/>\r\n</AppiumAUT>\r\n"
        let result = try importText(text)
        #expect(
            result.warnings.map(\.location) == [
                ImportLocation(source: "inline", line: 2, column: 15),
                ImportLocation(source: "inline", line: 4, column: 2),
            ])
        let error = try #require(throws: ImportError.self) { try importText(text.replacingOccurrences(of: "Two", with: "T&wo")) }
        #expect(error.location == ImportLocation(source: "inline", line: 4, column: 62))
        #expect(error.message == "a '&' that starts no reference: '&wo' has no ';' (a literal '&' is written &amp;)")
    }

    @Test(arguments: [
        (
            "<AppiumAUT>\n<A type=\"XCUIElementTypeOther\">\n</B>\n</AppiumAUT>",
            "inline:3:1: error: the end tag </B> does not match <A>, open since 2:1"
        ),
        ("<AppiumAUT>\n<A type=\"XCUIElementTypeOther\">\n", "inline:3:1: error: the XML ends before <A> is closed"),
        (
            "<AppiumAUT></AppiumAUT><AppiumAUT/>",
            "inline:1:24: error: a second root element <AppiumAUT> after the first one closed: an XML document has exactly one root element"
        ),
        (
            "<AppiumAUT/></AppiumAUT>",
            "inline:1:13: error: the end tag </AppiumAUT> after the root element closed: an XML document has exactly one root element"
        ),
        ("<AppiumAUT a=\"1\"b=\"2\"/>", "inline:1:17: error: white space is missing before the attribute 'b' of <AppiumAUT>"),
        ("<AppiumAUT a=1/>", "inline:1:14: error: the value of the attribute 'a' of <AppiumAUT> is not in quotes"),
        ("<AppiumAUT a/>", "inline:1:13: error: the attribute 'a' of <AppiumAUT> has no '=' and value"),
        ("<AppiumAUT\n", "inline:2:1: error: the XML ends inside the start tag <AppiumAUT>"),
        (
            "<AppiumAUT>< b/></AppiumAUT>",
            "inline:1:12: error: a '<' that starts no tag: a tag name must follow it (a literal '<' is written &lt;)"
        ),
        (
            "<AppiumAUT>\u{1}</AppiumAUT>",
            "inline:1:12: error: the control character U+0001 in a text; XML allows none (WebDriverAgent removes them)"
        ),
        ("<AppiumAUT> ]]> </AppiumAUT>", "inline:1:13: error: ']]>' in text, where it can only end a CDATA section (write it as ]]&gt;)"),
        ("<AppiumAUT>\u{FFFF}</AppiumAUT>", "inline:1:12: error: the character U+FFFF, which XML does not allow"),
        ("<!-- only a comment -->", "inline:1:24: error: the XML holds no element"),
        (
            "<AppiumAUT><?xml version=\"1.0\"?></AppiumAUT>",
            "inline:1:12: error: an XML declaration ('<?xml …?>') after the start of the document; it may only come first"
        ),
        ("<AppiumAUT><?pi", "inline:1:16: error: the XML ends inside the processing instruction that starts at 1:12"),
        (
            "<!ELEMENT a ANY><AppiumAUT/>",
            "inline:1:1: error: a '<!' that starts no comment ('<!--'), CDATA section ('<![CDATA[') or DOCTYPE"
        ),
        (
            "<!DOCTYPE AppiumAUT><!DOCTYPE AppiumAUT><AppiumAUT/>",
            "inline:1:21: error: a DOCTYPE after the start of the document; only one may stand, before the root element"
        ),
        (
            "<AppiumAUT><b\u{2192}/></AppiumAUT>",
            "inline:1:14: error: the character U+2192 where an attribute name or the end of the start tag <b> should be"
        ),
    ])
    func malformedXMLIsRefusedWithItsPlace(text: String, description: String) throws {
        let error = try #require(throws: ImportError.self) { try importText(text, format: .webDriverAgentXML) }
        #expect(error.description == description)
    }

    /// A duplicate among many attributes is found as among few, and 100,000 attributes on one
    /// tag cost their bytes, not their pairs.
    @Test(arguments: [3, 30, 100_000])
    func duplicateAttributesAreFoundAmongAnyNumber(count: Int) throws {
        let attributes = (0..<count).map { " a\($0)=\"\"" }.joined()
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            _ = try importText("<AppiumAUT\(attributes)/>", format: .webDriverAgentXML)
        }
        #expect(elapsed < .seconds(30))
        let error = try #require(throws: ImportError.self) {
            try importText("<AppiumAUT\(attributes) a\(count / 2)='x'/>", format: .webDriverAgentXML)
        }
        #expect(error.message == "the attribute 'a\(count / 2)' appears twice on <AppiumAUT>")
    }

    /// Names follow XML's rules beyond ASCII: letters of any script, digits and marks after the first.
    @Test func unicodeNamesAreNames() throws {
        let text = #"<AppiumAUT><Größe·1 type="XCUIElementTypeButton" 名前="x" label="OK"/></AppiumAUT>"#
        #expect(try importText(text).document.elementSummaries() == [#"button "OK""#])
    }

    /// The XML declaration, a bare DOCTYPE, processing instructions and white space before and
    /// after the root element are all skipped; an encoding declared there is not read, because the
    /// input gate decoded the bytes already.
    @Test func thePrologAndEpilogAreSkipped() throws {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!-- c -->\n<!DOCTYPE AppiumAUT>\n<?Encodable?>\n"
            + #"<AppiumAUT><XCUIElementTypeButton type="XCUIElementTypeButton" label="Größe"/></AppiumAUT>"# + "\n<?done?>\n\n"
        #expect(try importText(text).document.elementSummaries() == [#"button "Größe""#])
    }

    /// Text and attribute values longer than `--max-label` are refused where they start.
    @Test func longTextIsRefusedWhereItStarts() throws {
        let limits = ImportLimits(maxLabelBytes: 30)
        let value = try #require(throws: ImportError.self) {
            try importText(Self.button(label: "\"" + String(repeating: "x", count: 31) + "\""), limits: limits)
        }
        #expect(value.description == "inline:1:71: error: a text of more than 30 bytes; the limit is 30 bytes (--max-label)")
        let text = try #require(throws: ImportError.self) {
            try importText("<AppiumAUT>\n" + String(repeating: "y", count: 30) + "</AppiumAUT>", limits: limits)
        }
        #expect(text.location == ImportLocation(source: "inline", line: 1, column: 12))
        #expect(
            try importText(Self.button(label: "\"" + String(repeating: "x", count: 30) + "\""), limits: limits).document.nodes.count > 0)
        // Names, comments and processing instructions too, as when a pass before libxml2 refused
        // any run of more than the limit.
        for text in [
            "<AppiumAUT><" + String(repeating: "n", count: 31) + "/></AppiumAUT>",
            "<AppiumAUT><!--" + String(repeating: "c", count: 31) + "--></AppiumAUT>",
            "<AppiumAUT><?pi " + String(repeating: "p", count: 31) + "?></AppiumAUT>",
        ] {
            let error = try #require(throws: ImportError.self) { try importText(text, format: .webDriverAgentXML, limits: limits) }
            #expect(error.message == "a text of more than 30 bytes; the limit is 30 bytes (--max-label)")
        }
    }

    /// 100,000 nested elements scanned on a thread with a 256 KB stack: the scanner keeps its open
    /// elements in an array, so depth never costs stack.
    @Test func deepNestingCostsNoStack() throws {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let outcome = NestingOutcome()
        let thread = Thread {
            var scanner = WDAXMLScanner(ImportInput(source: "deep", bytes: Array(text.utf8)), maxTextBytes: 100)
            var deepest = 0
            var tokens = 0
            do {
                while try scanner.next() != .endOfDocument {
                    deepest = max(deepest, scanner.depth)
                    tokens += 1
                }
                outcome.record(deepest: deepest, tokens: tokens)
            } catch {
                outcome.record(deepest: -1, tokens: -1)
            }
        }
        thread.stackSize = 256 * 1024
        thread.start()
        let result = try #require(outcome.wait(seconds: 120))
        #expect(result.deepest == depth)
        #expect(result.tokens == 2 * depth)
    }
}

/// What the scanning thread of `deepNestingCostsNoStack` found.
final class NestingOutcome: @unchecked Sendable {
    private let lock = NSCondition()
    private var result: (deepest: Int, tokens: Int)?

    func record(deepest: Int, tokens: Int) {
        lock.lock()
        result = (deepest, tokens)
        lock.signal()
        lock.unlock()
    }

    func wait(seconds: Double) -> (deepest: Int, tokens: Int)? {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while result == nil && lock.wait(until: deadline) {}
        return result
    }
}
