import Foundation
import Testing

@testable import ScreenFormats
@testable import ScreenImport

/// XCUITest debugDescription text (docs/real-dumps.md §2) in its raw, lldb and escaped forms.
@Suite struct ImportXCUIDescriptionTests {
    static let raw = """
        Attributes: Application, 0x600001, pid: 42, label: 'Notes'
        Element subtree:
         →Application, 0x600001, pid: 42, label: 'Notes'
            Window (Main), 0x600002, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600003, {{0.0, 0.0}, {390.0, 844.0}}
                NavigationBar, 0x600004, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Notes'
                  Button, 0x600005, {{0.0, 47.0}, {70.3, 44.0}}, label: 'Folders'
                  StaticText, 0x600006, {{170.0, 58.7}, {50.0, 20.3}}, label: 'Notes'
                Cell, 0x600007, {{0.0, 100.0}, {390.0, 60.0}}, identifier: 'note_row', label: 'Groceries, Don't forget', value: 2 items, Selected
                Switch, 0x600008, {{320.0, 170.0}, {51.0, 31.0}}, label: 'Sync', value: 1
                TextField, 0x600009, {{16.0, 220.0}, {300.0, 40.0}}, label: 'Title', placeholderValue: 'Untitled', value: Untitled, Keyboard Focused
                Button, 0x60000a, {{16.0, 280.0}, {100.0, 44.0}}, label: 'Share', Disabled
        Path to element:
         →Application, 0x600001, pid: 42, label: 'Notes'
        Query chain:
         →Find: Target Application 'com.example.notes'
          Output: {
            Application, pid: 42, label: 'Notes'
            Button, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Ghost'
          }
        """

    static let expected = [
        #"button "Folders" +backButton @0,47,70.3,44"#,
        #"label "Notes" +header @170,58.7,50,20.3"#,
        #"tableViewCell "Groceries, Don't forget" value="2 items" selected @0,100,390,60"#,
        #"switch "Sync" on @320,170,51,31"#,
        #"textField "Title" placeholder="Untitled" editing @16,220,300,40"#,
        #"button "Share" disabled @16,280,100,44"#,
    ]

    @Test func raw() throws {
        let result = try importText(Self.raw)
        #expect(result.format == .xcuitestDescription)
        #expect(result.document.elementSummaries() == Self.expected)
        #expect(result.document.allNodesInOrder.first { $0.label == "Groceries, Don't forget" }?.id == "note_row")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func asPrintedByLLDBWithLogLines() throws {
        let lldb =
            "    t =   110.37s Requesting snapshot of accessibility hierarchy for app with pid 42\n"
            + "    t =   110.76s Find: Descendants matching type Button\n" + Self.raw
            + "\n    t =   111.02s Tear Down\n"
        #expect(try importText(lldb).document == importText(Self.raw).document)
    }

    @Test func asAnEscapedStringLiteral() throws {
        var literal = "(String) $R0 = \""
        for character in Self.raw {
            switch character {
            case "\n": literal += "\\n"
            case "'": literal += "\\'"
            case "\"": literal += "\\\""
            case "→": literal += "\\u{2192}"
            default: literal.append(character)
            }
        }
        literal += "\""
        #expect(!literal.contains("\n"))
        let result = try importText(literal)
        #expect(result.format == .xcuitestDescription)
        #expect(result.document.elementSummaries() == Self.expected)
        #expect(
            result.warnings.map(\.message) == [
                "the text is an escaped string literal; it was unescaped and line numbers below count lines of the unescaped text"
            ])
    }

    @Test func pathAndQueryChainAreIgnored() throws {
        let document = try importText(Self.raw).document
        #expect(!document.allNodesInOrder.contains { $0.label == "Ghost" })
    }

    @Test func unknownTypesAreGenericViews() throws {
        let text = """
            Element subtree:
             →Application, pid: 1, label: 'Health'
                Window (Main), {{0.0, 0.0}, {390.0, 844.0}}
                  RemotePlaceholder, pid: 77, {{0.0, 100.0}, {390.0, 300.0}}, label: 'Chart'
                  Hologram, {{0.0, 500.0}, {10.0, 10.0}}
            """
        let result = try importText(text)
        #expect(result.document.elementSummaries() == [#"view "Chart" @0,100,390,300"#])
        #expect(
            result.warnings.map(\.message) == [
                "unknown element type 'RemotePlaceholder' is kept as a generic view (Other)",
                "unknown element type 'Hologram' is kept as a generic view (Other)",
            ])
        #expect(result.warnings.map(\.location.line) == [4, 5])
    }

    /// Some Xcode versions print the identifier before the frame; values may contain ", ".
    @Test func tokensInAnyOrderAndValuesWithCommas() throws {
        let text = """
            Element subtree:
             →Application, pid: 1, label: 'A'
                Window, {{0.0, 0.0}, {390.0, 844.0}}
                  Slider, identifier: 'volume', {{10.0, 100.0}, {300.0, 30.0}}, label: 'Volume', value: 50%
                  StaticText, identifier: 'when', label: 'Due', value: Mon, 3 June, {{10.0, 150.0}, {300.0, 20.0}}
                  Button, {{10.0, 200.0}, {300.0, 44.0}}, title: 'Save'
            """
        let document = try importText(text).document
        #expect(
            document.elementSummaries() == [
                #"slider "Volume" current=0.5 @10,100,300,30"#,
                #"label "Due" value="Mon, 3 June" @10,150,300,20"#,
                #"button "Save" @10,200,300,44"#,
            ])
        #expect(document.allNodesInOrder.first { $0.label == "Volume" }?.id == "volume")
    }

    /// WebDriverAgent's `format=description`: one block per window, joined by a blank line.
    @Test func severalBlocks() throws {
        let text = """
            Attributes: Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
            Element subtree:
             →Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
                StaticText, 0x2, {{10.0, 100.0}, {100.0, 20.0}}, label: 'Hello'

            Attributes: Window, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
            Element subtree:
             →Window, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
                Other, 0x4, {{0.0, 600.0}, {390.0, 244.0}}
                  Key, 0x5, {{0.0, 600.0}, {39.0, 50.0}}, label: 'q'
            """
        let document = try importText(text).document
        #expect(document.elementSummaries() == [#"label "Hello" @10,100,100,20"#, #"button "q" +keyboardKey @0,600,39,50"#])
        #expect(document.nodes[document.root].children.count == 2)
        #expect(document.device.width == 390 && document.device.height == 844)
    }

    @Test func aPastedSubtreeWithoutHeaders() throws {
        let text =
            " →Application, pid: 1, label: 'A'\n    Window, {{0.0, 0.0}, {390.0, 844.0}}\n      Button, {{0.0, 0.0}, {44.0, 44.0}}, label: 'OK'\n"
        #expect(try importText(text).document.elementSummaries() == [#"button "OK" @0,0,44,44"#])
    }

    @Test func unreadablePartsAreWarnedAboutAndSkipped() throws {
        let text = """
            Element subtree:
             →Application, pid: 1, label: 'A'
                Window, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, {{1.0, 2.0}, {3.0, , label: 'Broken frame'
                  !!! not an element !!!
                  StaticText, {{0.0, 50.0}, {10.0, 10.0}}, label: 'Unclosed
            """
        let result = try importText(text)
        #expect(result.document.elementSummaries() == [#"button "Broken frame""#, #"label "Unclosed" @0,50,10,10"#])
        #expect(
            result.warnings.map(\.message) == [
                "unreadable frame '{{1.0, 2.0}, {3.0'",
                "this line is not an element description; skipped",
                "the label has no closing quote",
            ])
        #expect(result.warnings.map(\.location.line) == [4, 5, 6])
    }

    @Test func noSubtreeIsAnError() throws {
        let error = try #require(throws: ImportError.self) {
            try importText("Attributes: Application, pid: 1\nPath to element:\n →Application, pid: 1\n", format: .xcuitestDescription)
        }
        #expect(error.kind == .malformed)
        #expect(error.message == "no 'Element subtree:' section found; this is not XCUITest debugDescription text")
        let empty = try #require(throws: ImportError.self) { try importText("Element subtree:\n\n", format: .xcuitestDescription) }
        #expect(empty.kind == .empty)
    }

    @Test(
        arguments: [
            ("Button, {{0.0, 1.5}, {2.0, 3.0}}, label: 'a, b', value: x, y, Selected", "Button", "a, b", "x, y", ["Selected"]),
            ("Window (Main), 0xabc, pid: 3", "Window", nil, nil, []),
            ("StaticText, label: 'It's', value: 'quoted'", "StaticText", "It's", "quoted", []),
            ("Other, label: '', Keyboard Focused, Hittable", "Other", "", nil, ["Keyboard Focused", "Hittable"]),
        ] as [(String, String, String?, String?, [String])])
    func descriptionLines(line: String, type: String, label: String?, value: String?, flags: [String]) throws {
        let description = try #require(XCUIDescriptionLine(Substring(line)))
        #expect(description.typeName == type)
        #expect(description.label == label)
        #expect(description.value == value)
        #expect(description.flags == flags)
    }

    @Test func nonDescriptionsAreRejected() {
        #expect(XCUIDescriptionLine("{{0, 0}, {1, 1}}") == nil)
        #expect(XCUIDescriptionLine("") == nil)
        #expect(XCUIDescriptionLine("Find: Target Application") == nil)
    }
}
