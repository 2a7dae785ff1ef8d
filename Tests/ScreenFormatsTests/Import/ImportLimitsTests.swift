import Foundation
import Testing

@testable import ScreenFormats

/// `ImportLimits` turn runaway inputs into clear errors, and depth never costs stack.
@Suite struct ImportLimitsTests {
    static let xmlLeaf = #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Deep" x="0" y="0" width="10" height="10"/>"#

    /// `depth` nested Others around a labelled StaticText.
    static func deepXML(_ depth: Int) -> String {
        "<AppiumAUT>" + String(repeating: #"<XCUIElementTypeOther type="XCUIElementTypeOther">"#, count: depth)
            + xmlLeaf + String(repeating: "</XCUIElementTypeOther>", count: depth) + "</AppiumAUT>"
    }

    static func deepJSON(_ depth: Int) -> String {
        String(repeating: #"{"type":"Other","children":["#, count: depth)
            + #"{"type":"StaticText","label":"Deep","rect":{"x":0,"y":0,"width":10,"height":10}}"#
            + String(repeating: "]}", count: depth)
    }

    /// debugDescription indents two spaces per level, so depth d costs d² bytes: 2,000 levels
    /// is 4 MB; 100,000 would be 10 GB of spaces, which no real dump can be.
    static func deepDescription(_ depth: Int) -> String {
        var text = "Element subtree:\n →Application, pid: 1, {{0.0, 0.0}, {390.0, 844.0}}\n"
        for level in 1...depth {
            text += String(repeating: " ", count: 2 * level + 2) + "Other, {{0.0, 0.0}, {390.0, 844.0}}\n"
        }
        return text + String(repeating: " ", count: 2 * depth + 4) + "StaticText, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Deep'\n"
    }

    @Test func hundredThousandNestedXMLElements() throws {
        let result = try importText(Self.deepXML(100_000))
        // The wrappers have nothing to say and no frame of their own: spliced out.
        #expect(result.document.elementSummaries() == [#"label "Deep" @0,0,10,10"#])
        #expect(result.document.nodes.count == 2)
    }

    @Test func hundredThousandNestedJSONObjects() throws {
        let result = try importText(Self.deepJSON(100_000), format: .webDriverAgentJSON)
        #expect(result.document.elementSummaries() == [#"label "Deep" @0,0,10,10"#])
    }

    @Test func twoThousandLevelsOfDebugDescription() throws {
        let result = try importText(Self.deepDescription(2_000))
        #expect(result.document.elementSummaries() == [#"label "Deep" @0,0,10,10"#])
    }

    /// A deep tree whose levels all keep their own frame stays deep in the document: nothing in
    /// the converter or in the document recurses.
    @Test func aDeepDocumentThatStaysDeep() throws {
        let depth = 20_000
        var text = "<AppiumAUT>"
        for level in 0..<depth {
            text += #"<XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="\#(level)" width="100" height="100">"#
        }
        text += Self.xmlLeaf + String(repeating: "</XCUIElementTypeOther>", count: depth) + "</AppiumAUT>"
        let document = try importText(text).document
        // A fragment (no application or window): its root is not the screen (docs/real-dumps.md
        // §5, fragments), so it stays as a container above the chain.
        #expect(document.nodes.count == depth + 2)
        #expect(document.elementSummaries() == [#"label "Deep" @0,0,10,10"#])
    }

    /// Chains of the types whose handling looks at their subtree (composites, scroll containers,
    /// windows): each subtree is looked at once, so 50,000 levels stay fast.
    @Test(arguments: ["Alert", "SegmentedControl", "ScrollView", "Window", "Cell", "NavigationBar"])
    func adversarialNestingStaysLinear(type: String) throws {
        let depth = 50_000
        var text = "<AppiumAUT>"
        for level in 0..<depth {
            text += #"<XCUIElementType\#(type) type="XCUIElementType\#(type)" x="0" y="\#(level)" width="100" height="100">"#
        }
        text += #"<XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Bottom" x="0" y="0" width="10" height="10"/>"#
        text += String(repeating: "</XCUIElementType\(type)>", count: depth) + "</AppiumAUT>"
        let clock = ContinuousClock()
        var summaries: [String] = []
        let elapsed = try clock.measure { summaries = try importText(text).document.elementSummaries() }
        #expect(!summaries.isEmpty)
        #expect(elapsed < .seconds(60))
    }

    @Test func sizeLimit() throws {
        let error = try #require(throws: ImportError.self) {
            try importText(Self.deepXML(10), limits: ImportLimits(maxBytes: 100))
        }
        #expect(error.kind == .limitExceeded)
        #expect(error.message.contains("ImportLimits.maxBytes"))
        #expect(error.location == ImportLocation(source: "inline"))
    }

    @Test(arguments: [ScreenInputFormat.webDriverAgentXML, .webDriverAgentJSON, .xcuitestDescription])
    func nodeLimit(format: ScreenInputFormat) throws {
        let text =
            format == .webDriverAgentXML ? Self.deepXML(20) : format == .webDriverAgentJSON ? Self.deepJSON(20) : Self.deepDescription(20)
        let error = try #require(throws: ImportError.self) {
            try importText(text, format: format, limits: ImportLimits(maxNodes: 10))
        }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "more than 10 nodes; the limit is 10 (--max-nodes)")
        #expect(error.location.line >= 1)
        #expect(try importText(text, format: format, limits: ImportLimits(maxNodes: 30)).document.elementSummaries().count == 1)
    }

    @Test(arguments: [ScreenInputFormat.webDriverAgentXML, .webDriverAgentJSON, .xcuitestDescription])
    func depthLimit(format: ScreenInputFormat) throws {
        let text =
            format == .webDriverAgentXML ? Self.deepXML(50) : format == .webDriverAgentJSON ? Self.deepJSON(50) : Self.deepDescription(50)
        let error = try #require(throws: ImportError.self) {
            try importText(text, format: format, limits: ImportLimits(maxDepth: 40))
        }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "nesting deeper than 40 levels (ImportLimits.maxDepth)")
    }

    @Test func defaultsAreGenerous() {
        #expect(
            ImportLimits.default == ImportLimits(maxBytes: 512 * 1024 * 1024, maxNodes: 200_000, maxDepth: 200_000, maxLabelBytes: 100_000))
    }
}
