import Foundation
import Testing

@testable import ScreenFormats

/// `ScreenInputFormat.detect`: the format is judged from the content; an explicit one overrides it.
@Suite struct ImportFormatDetectionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let expected: ScreenInputFormat?
        init(_ name: String, _ text: String, _ expected: ScreenInputFormat?) {
            self.name = name
            bytes = Array(text.utf8)
            self.expected = expected
        }
        init(_ name: String, bytes: [UInt8], _ expected: ScreenInputFormat?) {
            self.name = name
            self.bytes = bytes
            self.expected = expected
        }
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            "Appium page source",
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication"/></AppiumAUT>"#,
            .webDriverAgentXML),
        Case("raw WebDriverAgent XML", #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A"/>"#, .webDriverAgentXML),
        Case("empty AppiumAUT after whitespace", "\n  <AppiumAUT/>", .webDriverAgentXML),
        Case("XML after a UTF-8 BOM", bytes: [0xEF, 0xBB, 0xBF] + Array("<AppiumAUT/>".utf8), .webDriverAgentXML),
        Case(
            "XML in UTF-16 LE with BOM", bytes: [0xFF, 0xFE] + "<AppiumAUT/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            .webDriverAgentXML),
        Case(
            "WebDriverAgent JSON response",
            #"{"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}}, "sessionId": "1"}"#, .webDriverAgentJSON
        ),
        Case("WebDriverAgent JSON tree", #"{"type":"XCUIElementTypeApplication","children":[]}"#, .webDriverAgentJSON),
        Case("JSON with isEnabled strings", #"{"type": "Button", "isEnabled": "1"}"#, .webDriverAgentJSON),
        Case("Maestro-style elementType", #"{"elementType": 2, "children": []}"#, .webDriverAgentJSON),
        Case(
            "JSON node with type, frame and children only", #"{"type": "Other", "frame": "{{0, 0}, {1, 1}}", "children": []}"#,
            .webDriverAgentJSON),
        Case("screen file JSON", #"{"format": "earshot-screen", "version": 1, "root": {}}"#, .screenJSON),
        Case("screen file JSON without format", #"{"root": {"children": []}}"#, .screenJSON),
        Case("screen file YAML", "format: earshot-screen\nversion: 1\nroot: {}\n", .screenYAML),
        Case("screen file YAML, quoted", "# a screen\nformat: \"earshot-screen\"\nversion: 1\n", .screenYAML),
        Case(
            "debugDescription", "Attributes: Application, pid: 1, label: 'A'\nElement subtree:\n →Application, pid: 1, label: 'A'\n",
            .xcuitestDescription),
        Case(
            "debugDescription from lldb",
            "    t =   110.37s Requesting snapshot of accessibility hierarchy for app with pid 7340\nAttributes: Application, pid: 7340\n",
            .xcuitestDescription),
        Case(
            "debugDescription as a string literal",
            #"(String) $R0 = "Attributes: Application, pid: 1\nElement subtree:\n →Application, pid: 1\n""#, .xcuitestDescription),
        Case(
            "a pasted subtree", " →Application, 0x6000, pid: 1, label: 'A'\n    Window (Main), 0x6001, {{0.0, 0.0}, {375.0, 812.0}}\n",
            .xcuitestDescription),
        Case("plain text", "hello world", nil),
        Case("only lldb log lines", "    t =     0.01s Start Test\n", nil),
        Case("empty", "", nil),
        Case("whitespace", " \n\t ", nil),
        Case("unrelated JSON", #"{"foo": 1}"#, nil),
        Case("binary", bytes: [0x00, 0x9F, 0x92, 0x96, 0xFF, 0x01], nil),
    ]

    @Test(arguments: cases)
    func detects(_ testCase: Case) {
        #expect(ScreenInputFormat.detect(Data(testCase.bytes)) == testCase.expected)
    }

    /// The bytes entry point, which reads UTF-8 in place (one copy of the input, not three), imports exactly
    /// what the `Data` one does, in every encoding the input gate takes, and refuses the same input.
    @Test(
        arguments: [[UInt8]]([
            Array(
                #"<AppiumAUT><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Hi" x="0" y="0" width="9" height="9"/></AppiumAUT>"#
                    .utf8),
            [0xEF, 0xBB, 0xBF] + Array(#"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Go"/>"#.utf8),
            [0xFF, 0xFE]
                + #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Ü"/>"#.utf16.flatMap {
                    [UInt8($0 & 0xFF), UInt8($0 >> 8)]
                },
        ]))
    func bytesImportAsDataDoes(_ bytes: [UInt8]) throws {
        let fromBytes = try ScreenImporter.importScreen(bytes, source: "inline")
        let fromData = try ScreenImporter.importScreen(Data(bytes), source: "inline")
        #expect(fromBytes.document == fromData.document)
        #expect(fromBytes.document.nodes.count >= 1)
        #expect(fromBytes.format == .webDriverAgentXML)
        let refused = try #require(throws: ImportError.self) {
            try ScreenImporter.importScreen(bytes + [0], source: "inline")
        }
        #expect(refused.kind == .invalidEncoding)
    }

    @Test func explicitFormatOverridesDetection() throws {
        let xml = #"<AppiumAUT><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Hi"/></AppiumAUT>"#
        #expect(try importText(xml).format == .webDriverAgentXML)
        // Forced to debugDescription, the same bytes are not that format: a clear error, no guess.
        let error = try #require(throws: ImportError.self) { try importText(xml, format: .xcuitestDescription) }
        #expect(error.kind == .malformed)
        #expect(error.message.contains("Element subtree"))
    }

    @Test func undetectableInputIsAnError() throws {
        let error = try #require(throws: ImportError.self) { try importText("just some words") }
        #expect(error.kind == .unrecognizedFormat)
        #expect(error.location == ImportLocation(source: "inline", line: 1, column: 1))
    }

    /// Screen files are read by the screen-file reader, not by ScreenImporter.
    @Test(arguments: [ScreenInputFormat.screenJSON, .screenYAML])
    func screenFilesAreNotImportedHere(format: ScreenInputFormat) throws {
        let error = try #require(throws: ImportError.self) {
            try importText(#"{"format": "earshot-screen", "version": 1, "root": {}}"#, format: format)
        }
        #expect(error.kind == .unsupportedFormat)
        let detected = try #require(throws: ImportError.self) { try importText("format: earshot-screen\nversion: 1\n") }
        #expect(detected.kind == .unsupportedFormat)
    }
}
