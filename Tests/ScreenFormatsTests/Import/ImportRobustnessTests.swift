import EarshotUIKit
import Foundation
import Testing

@testable import ScreenFormats

/// Bad input ends in a precise error, or is imported with the value made safe and a warning.
@Suite struct ImportRobustnessTests {
    static func app(_ body: String) -> String { ImportWDAXMLShapeTests.app(body) }

    @Test(arguments: [ScreenInputFormat.webDriverAgentXML, .webDriverAgentJSON, .xcuitestDescription])
    func invalidUTF8NamesItsLineAndColumn(format: ScreenInputFormat) throws {
        var bytes = Array("<AppiumAUT>\n  <XCUIElementTypeButton label=\"Caf".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"/>\n</AppiumAUT>".utf8)
        let error = try #require(throws: ImportError.self) {
            try ScreenImporter.importScreen(Data(bytes), format: format, source: "bad.xml")
        }
        #expect(error.kind == .invalidEncoding)
        #expect(error.location == ImportLocation(source: "bad.xml", line: 2, column: 36))
        #expect(
            error.description
                == "bad.xml:2:36: error: invalid UTF-8 at byte offset 47: the 2-byte sequence starting with 0xC3 is followed by 0x28, not a continuation byte; save the file as UTF-8"
        )
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text = "<AppiumAUT><XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"Größe\"/></AppiumAUT>"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try ScreenImporter.importScreen(Data(bytes)).document.elementSummaries() == [#"button "Größe""#])
        let odd = try #require(throws: ImportError.self) { try ScreenImporter.importScreen(Data([0xFF, 0xFE, 0x3C])) }
        #expect(odd.kind == .invalidEncoding)
    }

    @Test(arguments: ["", "   \n\t\n", "\u{FEFF}"])
    func emptyInputIsAnError(text: String) throws {
        let error = try #require(throws: ImportError.self) { try importText(text) }
        #expect(error.kind == .empty)
        for format in [ScreenInputFormat.webDriverAgentXML, .webDriverAgentJSON, .xcuitestDescription] {
            let forced = try #require(throws: ImportError.self) { try importText(text, format: format) }
            #expect(forced.kind == .empty)
        }
    }

    struct Truncation: CustomTestStringConvertible, Sendable {
        let format: ScreenInputFormat
        let text: String
        let kind: ImportError.Kind
        var testDescription: String { "\(format)" }
    }

    @Test(arguments: [
        Truncation(
            format: .webDriverAgentXML,
            text:
                "<AppiumAUT>\n  <XCUIElementTypeApplication type=\"XCUIElementTypeApplication\">\n    <XCUIElementTypeButton label=\"Save",
            kind: .truncated),
        Truncation(
            format: .webDriverAgentXML, text: "<AppiumAUT>\n  <XCUIElementTypeApplication type=\"XCUIElementTypeApplication\">\n",
            kind: .truncated),
        Truncation(
            format: .webDriverAgentJSON, text: "{\"type\": \"Application\",\n \"children\": [{\"type\": \"Button\", \"label\": \"Sa",
            kind: .truncated),
    ])
    func truncatedFilesAreErrorsWithAPlace(_ truncation: Truncation) throws {
        let error = try #require(throws: ImportError.self) { try importText(truncation.text, format: truncation.format) }
        #expect(error.kind == truncation.kind)
        #expect(error.location.line >= 2)
        #expect(error.location.column >= 1)
    }

    @Test func mismatchedXMLTagsAreAnError() throws {
        let error = try #require(throws: ImportError.self) {
            try importText("<AppiumAUT>\n<XCUIElementTypeOther type=\"XCUIElementTypeOther\">\n</XCUIElementTypeButton>\n</AppiumAUT>")
        }
        #expect(error.kind == .malformed || error.kind == .truncated)
        #expect(error.location.line >= 3)
    }

    @Test func aTruncatedDebugDescriptionKeepsWhatItHas() throws {
        let text = try String(decoding: ImportFixture.data("real-dumps/xcui-debugdesc_zjh_login-screen_iphone-x.txt"), as: UTF8.self)
        let cut = String(text.prefix(upTo: try #require(text.range(of: "label: '账号")?.upperBound)))
        let result = try importText(cut)
        #expect(result.document.elementSummaries().last == #"label "账号" @0,154,93.8,40"#)
        #expect(result.warnings.map(\.message) == ["the label has no closing quote"])
    }

    struct BadFrame: CustomTestStringConvertible, Sendable {
        let attributes: String
        let summary: String
        let warning: String
        var testDescription: String { attributes }
    }

    @Test(arguments: [
        BadFrame(
            attributes: #"x="nan" y="0" width="10" height="10""#, summary: #"button "A" @0,0,0,0"#,
            warning: "frame {{nan, 0}, {10, 10}} is not finite; it counts as an empty rectangle"),
        BadFrame(
            attributes: #"x="0" y="inf" width="10" height="10""#, summary: #"button "A" @0,0,0,0"#,
            warning: "frame {{0, inf}, {10, 10}} is not finite; it counts as an empty rectangle"),
        BadFrame(
            attributes: #"x="50" y="60" width="-20" height="-30""#, summary: #"button "A" @30,30,20,30"#,
            warning: "frame has a negative size (-20 × -30); standardized"),
        BadFrame(
            attributes: #"x="1e300" y="-1e300" width="1e300" height="5""#, summary: #"button "A" @1000000000,-1000000000,1000000000,5"#,
            warning: "frame values beyond ±1000000000 points were clamped"),
    ])
    func unsafeFramesAreMadeSafe(_ bad: BadFrame) throws {
        let result = try importText(Self.app(#"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" \#(bad.attributes)/>"#))
        #expect(result.document.elementSummaries() == [bad.summary])
        #expect(result.warnings.map(\.message) == [bad.warning])
        #expect(result.warnings.first?.location.line == 5)
    }

    @Test func pixelSizedWindowsAreClampedToTheApplication() throws {
        let text = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" x="0" y="0" width="1170" height="2532">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="10" y="10" width="44" height="44"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        let result = try importText(text)
        let window = result.document.nodes[result.document.nodes[result.document.root].children[0]]
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(
            result.warnings.map(\.message) == [
                "window reported at 1170 × 2532, larger than the application's 390 × 844 (pixels instead of points); clamped to the application's frame"
            ])
        #expect(result.warnings.first?.location.line == 2)
    }

    @Test func duplicateIdentifiersAreKeptWithAWarning() throws {
        let body = """
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="dictation" label="Dictate" x="0" y="0" width="10" height="10"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="dictation" label="Dictate" x="0" y="0" width="10" height="10"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="dictation" label="Dictate" x="0" y="0" width="10" height="10"/>
            """
        let result = try importText(Self.app(body))
        #expect(result.document.elementSummaries().count == 3)
        #expect(result.document.allNodesInOrder.filter { $0.id == "dictation" }.count == 3)
        #expect(
            result.warnings.map(\.message) == [
                "identifier 'dictation' is used by 3 nodes (first at line 5); a lookup by identifier finds the first"
            ])
        #expect(result.warnings.first?.location.line == 6)
    }

    @Test func controlCharactersAndNULInStringsAreKept() throws {
        let text = #"{"type": "StaticText", "label": "a\u0000b\u0007c"}"#
        let label = try importText(text, format: .webDriverAgentJSON).document.allNodesInOrder.first { $0.isAccessibilityElement == true }?
            .label
        #expect(label == "a\u{0}b\u{7}c")
    }

    @Test(arguments: [ScreenInputFormat.webDriverAgentXML, .webDriverAgentJSON, .xcuitestDescription])
    func binaryGarbageIsAnError(format: ScreenInputFormat) throws {
        var generator = SeededGenerator(seed: 7)
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let error = try #require(throws: ImportError.self) {
            try ScreenImporter.importScreen(Data(bytes), format: format, source: "garbage.bin")
        }
        #expect(error.kind == .invalidEncoding)
        #expect(error.location.line >= 1)
        let detected = try #require(throws: ImportError.self) { try ScreenImporter.importScreen(Data(bytes), source: "garbage.bin") }
        #expect(detected.kind == .invalidEncoding)
    }

    @Test func textualGarbageForcedIntoEachFormatIsAnError() throws {
        let text = "ÿ this is not a dump at all }{ <> → '' \n\t more"
        for format in [ScreenInputFormat.webDriverAgentXML, .webDriverAgentJSON, .xcuitestDescription] {
            let error = try #require(throws: ImportError.self) { try importText(text, format: format) }
            #expect(error.kind == .malformed, "\(format)")
        }
    }

    @Test func errorsAndWarningsPrintLikeCompilerDiagnostics() {
        let error = ImportError(.malformed, at: ImportLocation(source: "a.xml", line: 3, column: 7), "bad")
        #expect(error.description == "a.xml:3:7: error: bad")
        let warning = ImportWarning(location: ImportLocation(source: "a.xml", line: 3), message: "odd")
        #expect(warning.description == "a.xml:3: warning: odd")
        #expect(ImportLocation(source: "a.xml").description == "a.xml")
    }
}

/// SplitMix64: a small deterministic generator for reproducible random inputs.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
