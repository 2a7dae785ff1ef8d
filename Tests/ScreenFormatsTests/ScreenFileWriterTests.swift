import EarshotUIKit
import Foundation
import Testing

@testable import ScreenFormats

@Suite("Writing screen files")
struct ScreenFileWriterTests {
    static let small: ScreenDocument = {
        let root = Fixtures.node(.view) { $0.children = [1] }
        let button = Fixtures.node(.button) {
            $0.frame = CGRect(x: 16, y: 100, width: 120.5, height: 44)
            $0.label = "Save"
            $0.traits = ["button"]
            $0.title = "Save"
            $0.isEnabled = false
            $0.id = "save"
        }
        return ScreenDocument(nodes: [root, button], root: 0)
    }()

    @Test("JSON output: stable key order, defaults left out")
    func jsonGolden() {
        #expect(
            ScreenFileWriter().json(Self.small) == """
                {
                  "format": "earshot-screen",
                  "version": 1,
                  "root": {
                    "children": [
                      {
                        "type": "button",
                        "id": "save",
                        "frame": [16, 100, 120.5, 44],
                        "label": "Save",
                        "traits": ["button"],
                        "title": "Save",
                        "isEnabled": false
                      }
                    ]
                  }
                }

                """)
    }

    @Test("YAML output: block style, short lists inline")
    func yamlGolden() {
        var document = Self.small
        document.device = .init(idiom: .pad, language: "ar", layoutDirection: .leftToRight)
        document.nodes[1].customActions = ["Delete", "Share now"]
        #expect(
            ScreenFileWriter().yaml(document) == """
                format: earshot-screen
                version: 1
                device:
                  idiom: pad
                  language: ar
                  layoutDirection: leftToRight
                root:
                  children:
                    - type: button
                      id: save
                      frame: [16, 100, 120.5, 44]
                      label: Save
                      traits: [button]
                      customActions: [Delete, Share now]
                      title: Save
                      isEnabled: false

                """)
    }

    @Test("writing then reading gives an equal document", arguments: ScreenFileFormat.allCases)
    func roundTripAllTypes(format: ScreenFileFormat) throws {
        try expectRoundTrip(Fixtures.allTypes, format: format)
    }

    @Test("a read file written back reads the same", arguments: ["all-types.json", "all-types.yaml", "yaml-features.yaml"])
    func roundTripFixtures(name: String) throws {
        let document = try ScreenDocument(contentsOf: Fixtures.url(name))
        for format in ScreenFileFormat.allCases { try expectRoundTrip(document, format: format) }
    }

    static let trickyStrings: [String] = [
        "", " ", "  lead", "trail ", "yes", "No", "ON", "off", "y", "n", "True", "null", "Null", "~", "123", "-1", "1.5", "0x10",
        "1e3", ".inf", "-.inf", ".nan", "2024-01-01", "12:30", "a: b", "a #b", "#x", "- x", "-", "[x]", "{x}", "x, y", "'q'",
        "\"dq\"", "back\\slash", "line\nbreak", "crlf\r\n", "tab\tx", "nul\u{0}x", "bell\u{7}", "esc\u{1B}", "del\u{7F}",
        "nel\u{85}", "c1\u{9F}", "ls\u{2028}ps\u{2029}", "bom\u{FEFF}", "nonchar\u{FFFE}\u{FFFF}", "emoji 😀", "é", "中文",
        "<<", "=", "!tag", "&anchor", "*alias", "%directive", "@at", "`tick", "|", ">", "?", ":", "Save", "Wi-Fi", "v1.2_beta",
        "\\u0041", "\u{10FFFF}", "\u{E000}",
    ]

    @Test("any string survives JSON and YAML", arguments: ScreenFileFormat.allCases)
    func roundTripStrings(format: ScreenFileFormat) throws {
        var nodes = [Fixtures.node(.view) { $0.children = Array(1...Self.trickyStrings.count) }]
        for string in Self.trickyStrings {
            nodes.append(
                Fixtures.node(.textField) {
                    $0.text = string
                    $0.id = string
                    $0.customActions = [string]
                })
        }
        try expectRoundTrip(ScreenDocument(nodes: nodes, root: 0), format: format)
    }

    @Test("numbers survive exactly: fractions, exponents, extremes", arguments: ScreenFileFormat.allCases)
    func roundTripNumbers(format: ScreenFileFormat) throws {
        let values: [Double] = [0.1, 1e-7, 1e9, 123456789.123, -0.5, .leastNonzeroMagnitude, 999_999_999.5, 1e8, 4.35, 1.0 / 3]
        var nodes = [Fixtures.node(.view) { $0.children = Array(1...values.count) }]
        for value in values {
            nodes.append(
                Fixtures.node(.slider) {
                    $0.frame = CGRect(x: value, y: -value, width: abs(value), height: 0)
                    $0.minimum = -value
                    $0.current = value
                })
        }
        try expectRoundTrip(ScreenDocument(nodes: nodes, root: 0), format: format)
    }

    @Test("device fields at their defaults are left out, others kept", arguments: ScreenFileFormat.allCases)
    func device(format: ScreenFileFormat) throws {
        let plain = ScreenDocument(nodes: [ScreenNode()], root: 0)
        #expect(!ScreenFileWriter().text(plain, format: format).contains("device"))
        var custom = plain
        custom.device = .init(idiom: .phone, width: 375, height: 667, language: "he", layoutDirection: .rightToLeft)
        let text = ScreenFileWriter().text(custom, format: format)
        #expect(!text.contains("idiom"))
        #expect(text.contains("rightToLeft"))
        try expectRoundTrip(custom, format: format)
    }

    @Test("explicit false and an empty elements list are kept; nil is left out", arguments: ScreenFileFormat.allCases)
    func explicitValues(format: ScreenFileFormat) throws {
        let node = Fixtures.node(.view) {
            $0.hidden = false
            $0.elements = []
        }
        let document = ScreenDocument(nodes: [node], root: 0)
        let text = ScreenFileWriter().text(document, format: format)
        #expect(text.contains("hidden") && text.contains("elements"))
        #expect(!text.contains("children") && !text.contains("alpha"))
        try expectRoundTrip(document, format: format)
    }

    @Test("keys a type does not take are written, so the reader can say so")
    func invalidKeysAreNotDropped() {
        let document = ScreenDocument(nodes: [Fixtures.node(.label) { $0.isOn = true }], root: 0)
        let text = ScreenFileWriter().json(document)
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: text, source: "w.json") }
        #expect(error?.description == "w.json:6:5: $.root.isOn: 'isOn' is not a key of a label node (UILabel); it belongs to switch")
    }

    @Test("shared nodes, cycles and bad indexes are written once or skipped, never forever")
    func sharedAndCyclicNodes() throws {
        var nodes = [ScreenNode(), Fixtures.node(.label) { $0.text = "child" }]
        nodes[0].children = [1, 1, 0, 7]
        nodes[1].children = [0]
        nodes[1].elements = [1]
        let text = ScreenFileWriter().json(ScreenDocument(nodes: nodes, root: 0))
        let back = try ScreenDocument(json: Data(text.utf8))
        #expect(back.nodes.count == 2)
        #expect(back.nodes[0].children == [1])
        #expect(back.nodes[1].elements == [])
        let missingRoot = ScreenFileWriter().yaml(ScreenDocument(nodes: [], root: 3))
        #expect(try ScreenDocument(yaml: missingRoot) == ScreenDocument(nodes: [ScreenNode()], root: 0))
    }

    private func expectRoundTrip(
        _ document: ScreenDocument, format: ScreenFileFormat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let text = ScreenFileWriter().text(document, format: format)
        let back = try ScreenFileReader().read(Data(text.utf8), format: format, source: "written").document
        #expect(back == document, "\(text)", sourceLocation: sourceLocation)
        #expect(ScreenFileWriter().text(back, format: format) == text, sourceLocation: sourceLocation)
    }
}
