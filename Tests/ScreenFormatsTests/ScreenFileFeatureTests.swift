import EarshotUIKit
import Foundation
import Testing

@testable import ScreenFormats

@Suite("Screen file features")
struct ScreenFileFeatureTests {
    @Test("YAML 1.1 typing, anchors, aliases and merge keys")
    func yamlFeatures() throws {
        let document = try ScreenDocument(contentsOf: Fixtures.url("yaml-features.yaml"))
        func base(_ configure: (inout ScreenNode) -> Void) -> ScreenNode {
            Fixtures.node(.switch) {
                $0.label = "Airplane Mode"
                $0.isOn = true
                $0.isEnabled = true
                $0.frame = CGRect(x: 0, y: 16, width: 1000, height: 10)
                configure(&$0)
            }
        }
        var nodes = [Fixtures.node(.view) { $0.children = Array(1...8) }]
        nodes.append(base { _ in })
        nodes.append(
            base {
                $0.label = "Wi-Fi"
                $0.isOn = false
            })
        nodes.append(
            base {
                $0.hint = "From the list"
                $0.isOn = false
            })
        nodes.append(Fixtures.node(.label) { $0.text = "2024-01-01" })
        nodes.append(Fixtures.node(.label) { $0.text = "yes" })
        nodes.append(Fixtures.node(.label) { $0.text = "folded text" })
        nodes.append(
            Fixtures.node(.pageControl) {
                $0.pages = 7
                $0.currentPage = 6
            })
        nodes.append(
            Fixtures.node(.slider) {
                $0.current = -0.5
                $0.hidden = false
            })
        let expected = ScreenDocument(device: .init(language: "ar"), nodes: nodes, root: 0)
        #expect(document == expected)
        #expect(document.device.effectiveLayoutDirection == .rightToLeft)
    }

    @Test("aliases that expand without bound are refused")
    func aliasBomb() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h"] {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(yaml: yaml, source: "bomb.yaml") }
        #expect(error?.reason.hasPrefix("the YAML's aliases expand to more than 100000 values") == true)
    }

    @Test("a file is read as JSON or YAML by its extension", arguments: ["all-types.json", "all-types.yaml"])
    func byExtension(name: String) throws {
        #expect(try ScreenDocument(contentsOf: Fixtures.url(name)) == Fixtures.allTypes)
    }

    @Test("a .yml file is YAML")
    func ymlExtension() throws {
        #expect(try ScreenDocument(contentsOf: Fixtures.url("minimal.yml")).nodes[0].label == "yml extension")
    }

    @Test("without an extension the content decides", arguments: [("sniff-json", "sniffed JSON"), ("sniff-yaml", "sniffed YAML")])
    func sniffing(name: String, label: String) throws {
        #expect(try ScreenDocument(contentsOf: Fixtures.url(name)).nodes[0].label == label)
        #expect(ScreenFileFormat.sniff(try Fixtures.data(name)) == (name == "sniff-json" ? .json : .yaml))
    }

    @Test("sniffing skips a byte order mark and whitespace")
    func sniffingWhitespace() {
        #expect(ScreenFileFormat.sniff(Data([0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x7B])) == .json)
        #expect(ScreenFileFormat.sniff(Data("  format: x".utf8)) == .yaml)
        #expect(ScreenFileFormat.sniff(Data()) == .yaml)
        #expect(ScreenFileFormat(pathExtension: "YML") == .yaml)
        #expect(ScreenFileFormat(pathExtension: "txt") == nil)
    }

    @Test("errors in a file name the file by its path")
    func errorNamesFile() throws {
        let url = try Fixtures.url("bad-frame.yaml")
        let error = #expect(throws: ScreenFileError.self) { try ScreenDocument(contentsOf: url) }
        #expect(error?.description == "\(url.path):4:10: $.root.frame: expected 4 numbers [x, y, w, h], found 3")
    }

    @Test("a missing file is an error naming it")
    func missingFile() {
        let url = URL(fileURLWithPath: "no/such/screen.json")
        let error = #expect(throws: ScreenFileError.self) { try ScreenDocument(contentsOf: url) }
        #expect(error?.source == "no/such/screen.json")
        #expect(error?.line == nil)
        #expect(error?.reason.hasPrefix("cannot read the file") == true)
    }

    // MARK: Warnings

    @Test("duplicate ids load with a warning naming both places")
    func duplicateIDs() throws {
        let json = Fixtures.json(root: #"  "id": "a", "children": [{"id": "b"}, {"id": "a"}, {"id": "b"}]"#)
        let result = try ScreenFileReader().read(json: json, source: "ids.json")
        #expect(result.document.nodes.map(\.id) == ["a", "b", "a", "b"])
        #expect(
            result.warnings.map(\.description) == [
                "ids.json:2:47: $.root.children[1].id: warning: duplicate id 'a' (also on $.root); UIKit allows it, but a lookup by accessibilityIdentifier finds only one",
                "ids.json:2:60: $.root.children[2].id: warning: duplicate id 'b' (also on $.root.children[0]); UIKit allows it, but a lookup by accessibilityIdentifier finds only one",
            ])
    }

    @Test(
        "values UIKit adjusts or ignores load with a warning",
        arguments: [
            (
                #"  "type": "switch", "value": "On""#,
                #"w.json:2:30: $.root.value: warning: UISwitch ignores a custom accessibilityValue and always speaks "1" or "0" (docs/voiceover-behaviour.md §10 (Standard UIKit controls))"#
            ),
            (
                #"  "type": "slider", "current": 2"#,
                "w.json:2:32: $.root.current: warning: current 2 is outside 0…1; UISlider clamps it"
            ),
            (
                #"  "type": "stepper", "maximum": 5, "current": -1"#,
                "w.json:2:47: $.root.current: warning: current -1 is outside 0…5; UIStepper clamps it"
            ),
            (
                #"  "type": "slider", "minimum": 5, "maximum": 1"#,
                "w.json:2:46: $.root.maximum: warning: a slider's minimum (5) is above its maximum (1); UISlider moves one to meet the other"
            ),
        ])
    func clampWarnings(body: String, expected: String) throws {
        let result = try ScreenFileReader().read(json: Fixtures.json(root: body), source: "w.json")
        #expect(result.warnings.map(\.description) == [expected])
    }

    @Test("a clean file has no warnings")
    func noWarnings() throws {
        #expect(try ScreenFileReader().read(contentsOf: Fixtures.url("all-types.json")).warnings.isEmpty)
    }

    // MARK: Numbers and strings

    @Test("JSON numbers: exponents, negative zero, the largest in range and tiny values")
    func numbers() throws {
        let json = Fixtures.json(root: #"  "frame": [-1.5e2, 0.000001, 1e9, 5e-324], "activationPoint": [-0, 1E+2]"#)
        let node = try ScreenDocument(json: Data(json.utf8)).nodes[0]
        #expect(node.frame == CGRect(x: -150, y: 0.000001, width: 1e9, height: .leastNonzeroMagnitude))
        #expect(node.activationPoint == CGPoint(x: 0, y: 100))
    }

    /// Numbers past ±1e9 once passed the reader and then trapped in `Int(_:)` / `Float(_:)`
    /// conversions (a slider range of ±1e39, a frame at 1e19, an activation point at 1e308).
    @Test(
        "numbers out of the documented range are refused where they stand",
        arguments: [
            (
                #"  "frame": [1e19, 0, 10, 10]"#,
                "w.json:2:13: $.root.frame[0]: 1e+19 is out of range; numbers in a screen file lie between -1000000000 and 1000000000"
            ),
            (
                #"  "activationPoint": [1.7976931348623157e308, 0]"#,
                "w.json:2:23: $.root.activationPoint[0]: 1.7976931348623157e+308 is out of range; numbers in a screen file lie between -1000000000 and 1000000000"
            ),
        ])
    func outOfRange(body: String, expected: String) {
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: Fixtures.json(root: body), source: "w.json") }
        #expect(error?.description == expected)
    }

    @Test("JSON strings: escapes and surrogate pairs")
    func strings() throws {
        let json = Fixtures.json(root: #"  "label": "q\" b\\ s\/ \b\f\n\r\t \u0041\u00e9\u4e2d \ud83d\ude00 \u0000 é中😀""#)
        let node = try ScreenDocument(json: Data(json.utf8)).nodes[0]
        #expect(node.label == "q\" b\\ s/ \u{08}\u{0C}\n\r\t Aé中 😀 \u{0} é中😀")
    }

    @Test("columns count characters, not bytes")
    func columnsInCharacters() {
        let json = Fixtures.json(root: #"  "label": "日本語", "hidden": 1"#)
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: json, source: "c.json") }
        #expect(error?.column == 29)
    }

    @Test("lines count after CRLF line ends")
    func crlf() {
        let json = "{\"format\": \"earshot-screen\",\r\n\"version\": 1,\r\n\"root\": {\"frame\": 2}}"
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: json, source: "c.json") }
        #expect(error?.line == 3 && error?.column == 19)
    }
}
