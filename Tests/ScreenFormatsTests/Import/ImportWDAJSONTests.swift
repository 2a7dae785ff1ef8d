import Foundation
import Testing

@testable import ScreenFormats

/// WebDriverAgent's JSON page source (`format=json`, docs/real-dumps.md §1.4).
@Suite struct ImportWDAJSONTests {
    /// The response WebDriverAgent sends: the tree under `value`, booleans as "1"/"0" strings.
    static let response = #"""
        {
          "value": {
            "type": "Application", "rawIdentifier": null, "name": "Tabs", "label": "Tabs", "value": null,
            "rect": {"x": 0, "y": 0, "width": 402, "height": 874}, "frame": "{{0, 0}, {402, 874}}",
            "isEnabled": "1", "isVisible": "1", "isAccessible": "0", "traits": "",
            "children": [
              {
                "type": "Window", "rect": {"x": 0, "y": 0, "width": 402, "height": 874},
                "isEnabled": "1", "isVisible": "1", "isAccessible": "0",
                "children": [
                  {"type": "StaticText", "rawIdentifier": null, "name": "Weekly summary", "label": "Weekly summary",
                   "value": "Weekly summary", "rect": {"x": 97, "y": 391, "width": 208, "height": 35},
                   "isEnabled": "1", "isVisible": "1", "isAccessible": "1", "traits": "Header, StaticText"},
                  {"type": "Switch", "rawIdentifier": "wifi_toggle", "name": "wifi_toggle", "label": "Wi-Fi", "value": "1",
                   "rect": {"x": 0, "y": 500, "width": 402, "height": 44},
                   "isEnabled": "1", "isVisible": "1", "isAccessible": "1", "traits": "ToggleButton, Button"},
                  {"type": "TextField", "rawIdentifier": null, "name": "", "label": "", "value": "Email",
                   "placeholderValue": "Email", "rect": {"x": 16, "y": 600, "width": 300, "height": 44},
                   "isEnabled": "1", "isVisible": "1", "isAccessible": "1", "isFocused": "1"},
                  {"type": "Button", "rawIdentifier": null, "name": "Send", "label": "Send", "value": null,
                   "rect": {"x": 16, "y": 700, "width": 80, "height": 44},
                   "isEnabled": "0", "isVisible": "1", "isAccessible": "1", "traits": "Button, NotEnabled"}
                ]
              }
            ]
          },
          "sessionId": "8C4E-1"
        }
        """#

    static let expected = [
        #"label "Weekly summary" +header @97,391,208,35"#,
        #"switch "Wi-Fi" on @0,500,402,44"#,
        #"textField "" placeholder="Email" editing @16,600,300,44"#,
        #"button "Send" disabled @16,700,80,44"#,
    ]

    @Test func readsTheWebDriverAgentResponse() throws {
        let result = try importText(Self.response)
        #expect(result.format == .webDriverAgentJSON)
        #expect(result.document.elementSummaries() == Self.expected)
        #expect(result.document.device.width == 402 && result.document.device.height == 874)
        #expect(result.document.allNodesInOrder.first { $0.label == "Wi-Fi" }?.id == "wifi_toggle")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func theTreeWithoutTheResponseWrapperReadsTheSame() throws {
        // Appium's `mobile: source` returns the tree itself.
        let start = try #require(Self.response.range(of: "\"value\": {")?.upperBound)
        let end = try #require(Self.response.range(of: ",\n  \"sessionId\"", options: .backwards)?.lowerBound)
        let tree = "{" + Self.response[start..<end]
        #expect(try importText(String(tree), format: .webDriverAgentJSON).document == importText(Self.response).document)
    }

    @Test func booleansAsJSONBooleansOrNumbersAndFrameStrings() throws {
        let text = #"""
            {"type": "XCUIElementTypeApplication", "frame": "{{0, 0}, {390, 844}}", "children": [
              {"type": "Button", "label": "A", "isEnabled": false, "isAccessible": true, "frame": "{{10, 20}, {30, 40}}"},
              {"type": "Button", "label": "B", "isEnabled": 0, "isVisible": 1, "rect": {"x": 1, "y": 2, "width": 3, "height": 4},
               "nativeFrame": "{{1.5, 2.5}, {3, 4}}"}
            ]}
            """#
        let document = try importText(text).document
        #expect(document.elementSummaries() == [#"button "A" disabled @10,20,30,40"#, #"button "B" disabled @1.5,2.5,3,4"#])
    }

    @Test func traitsAsAnArrayAndMaestroElementTypes() throws {
        let text = #"{"elementType": 2, "children": [{"elementType": 48, "label": "Title", "traits": ["Header", "StaticText"]}]}"#
        #expect(try importText(text).document.elementSummaries() == [#"label "Title" +header"#])
    }

    @Test func unknownKeysAndNestedValuesAreSkipped() throws {
        let text =
            #"{"type": "Other", "custom": {"deep": [1, {"x": [true, null]}]}, "children": [{"type": "Button", "label": "Go", "extra": [[[]]]}]}"#
        #expect(try importText(text, format: .webDriverAgentJSON).document.elementSummaries() == [#"button "Go""#])
    }

    @Test func aNodeWithoutTypeIsAGenericView() throws {
        let result = try importText(#"{"type": "Application", "children": [{"label": "Mystery"}]}"#, format: .webDriverAgentJSON)
        #expect(result.document.elementSummaries() == [#"view "Mystery""#])
        #expect(result.warnings.map(\.message) == ["a node without 'type' is kept as a generic view (Other)"])
        #expect(result.warnings.first?.location.column == 38)
    }

    @Test func escapesAndUnicode() throws {
        let text = #"{"type": "StaticText", "label": "Caf\u00e9 \ud83d\ude00 \"quoted\" \\ line\nnext \ud800"}"#
        let label = try importText(text, format: .webDriverAgentJSON).document.allNodesInOrder.first { $0.isAccessibilityElement == true }?
            .label
        #expect(label == "Café 😀 \"quoted\" \\ line\nnext \u{FFFD}")
    }

    struct Failure: CustomTestStringConvertible, Sendable {
        let text: String
        let kind: ImportError.Kind
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { message }
    }

    static let failures: [Failure] = [
        Failure(
            text: #"{"type": "Application", "children": ["#, kind: .truncated, line: 1, column: 37,
            message: "the JSON ends before the array that starts here is closed"),
        Failure(
            text: "{\"type\": \"Application\",\n \"label\": \"abc", kind: .truncated, line: 2, column: 15,
            message: "the file ends inside a string that starts at 2:11 (a closing '\"' is missing)"),
        Failure(
            text: #"{"type": "App" "label": "x"}"#, kind: .malformed, line: 1, column: 16, message: "expected ',' or '}', found a string"),
        Failure(
            text: #"{"type": tru}"#, kind: .malformed, line: 1, column: 10, message: "invalid literal 'tru'; expected true, false or null"),
        Failure(
            text: #"{"label": "bad \q"}"#, kind: .malformed, line: 1, column: 16,
            message: #"invalid escape '\' followed by 'q'; JSON escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        Failure(
            text: "{\"label\": \"tab\there\"}", kind: .malformed, line: 1, column: 15,
            message: #"a tab inside a string; JSON strings must write it as \t"#),
        Failure(
            text: #"{"type": "Other"} xyz"#, kind: .malformed, line: 1, column: 19,
            message: "unexpected word 'xyz'; strings take double quotes in JSON"),
        Failure(
            text: #"{"type": "Other", // note"#, kind: .malformed, line: 1, column: 19,
            message: "unexpected '/' in JSON; JSON has no comments"),
        Failure(
            text: #"{"type": "Other"} {}"#, kind: .malformed, line: 1, column: 19,
            message: "unexpected '{' after the end of the JSON document"),
        Failure(
            text: #"[{"type": "Other"}]"#, kind: .malformed, line: 1, column: 1,
            message: "expected a JSON object (a WebDriverAgent node), found '['"),
        Failure(text: #"{"x": 1e}"#, kind: .malformed, line: 1, column: 9, message: "expected a digit in the exponent"),
        Failure(text: #"{"x": 01}"#, kind: .malformed, line: 1, column: 7, message: "numbers can't have leading zeros in JSON"),
    ]

    /// One JSON tokenizer: a lexical mistake reads the same in a dump and in a screen
    /// file, at the same column of the same text.
    @Test(arguments: [#""\q""#, "tru", "01", "1e", "\"a\tb\"", "NaN", #""\u12g4""#, "xyz"])
    func dumpsAndScreenFilesShareTheTokenizer(_ value: String) throws {
        let text = #"{"label": "# + value + "}"
        let dump = try #require(throws: ImportError.self) { try importText(text, format: .webDriverAgentJSON) }
        let screenFile = try #require(throws: ScreenFileError.self) { try JSONScreenFileParser.parse(Data(text.utf8), source: "inline") }
        #expect(dump.message == screenFile.reason)
        #expect(dump.location.column == screenFile.column)
    }

    @Test(arguments: failures)
    func errorsNameTheirPlace(_ failure: Failure) throws {
        let error = try #require(throws: ImportError.self) { try importText(failure.text, format: .webDriverAgentJSON) }
        #expect(error.kind == failure.kind)
        #expect(error.message == failure.message)
        #expect(error.location == ImportLocation(source: "inline", line: failure.line, column: failure.column))
    }

    @Test func aWrapperWithoutANodeInsideIsAnEmptyScreen() throws {
        // `{"value": {…}}` whose object has no type: a generic view, warned.
        let result = try importText(#"{"value": {"sessionId": "1"}}"#, format: .webDriverAgentJSON)
        #expect(result.document.elementSummaries().isEmpty)
        #expect(result.warnings.map(\.message).contains("a node without 'type' is kept as a generic view (Other)"))
    }
}
