import Foundation
import Testing

@testable import ScreenFormats

/// Screens far deeper than any call stack: read, checked, written and released without recursion.
@Suite("Deep screen files", .tags(.stress), .enabled(if: stressTestsEnabled))
struct DeepScreenFileTests {
    static let depth = 100_000

    /// `root` with `depth` levels of single children, the innermost a label.
    static func deepJSON(depth: Int, leaf: String = #"{"label": "leaf"}"#) -> String {
        #"{"format":"earshot-screen","version":1,"root":"#
            + String(repeating: #"{"children":["#, count: depth) + leaf + String(repeating: "]}", count: depth) + "}"
    }

    @Test("a 100,000-deep JSON screen loads, writes back, reads equal and is released")
    func deepJSONRoundTrip() throws {
        var document: ScreenDocument? = try ScreenDocument(json: Data(Self.deepJSON(depth: Self.depth).utf8))
        let loaded = try #require(document)
        #expect(loaded.nodes.count == Self.depth + 1)
        #expect(loaded.nodes[Self.depth].label == "leaf")
        #expect(loaded.nodes.indices.dropLast().allSatisfy { loaded.nodes[$0].children == [$0 + 1] })

        let written = ScreenFileWriter().json(loaded)
        #expect(written.utf8.count < 40 * Self.depth, "the writer must stay linear in size")
        let back = try ScreenDocument(json: Data(written.utf8))
        #expect(back == loaded)
        document = nil
        #expect(document == nil)
    }

    @Test("an error at the bottom of a 100,000-deep screen names its full path")
    func deepError() {
        let text = Self.deepJSON(depth: Self.depth, leaf: #"{"frame": [0, 0]}"#)
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: text, source: "deep.json") }
        let expectedPath = "$.root" + String(repeating: ".children[0]", count: Self.depth) + ".frame"
        #expect(error?.path == expectedPath)
        #expect(error?.line == 1)
        #expect(error?.reason == "expected 4 numbers [x, y, w, h], found 2")
    }

    @Test("a 100,000-deep truncated JSON file names the innermost open array")
    func deepTruncated() {
        let text = String(Self.deepJSON(depth: Self.depth).prefix(46 + 13 * Self.depth))
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: text, source: "deep.json") }
        #expect(error?.reason.hasPrefix("the file ends inside an array") == true)
        #expect(error?.path?.hasSuffix(".children[0]") == true)
    }

    @Test("a 100,000-deep screen written as YAML stays linear, and reading it back gives libyaml's depth limit")
    func deepYAML() throws {
        let document = try ScreenDocument(json: Data(Self.deepJSON(depth: Self.depth).utf8))
        let yaml = ScreenFileWriter().yaml(document)
        #expect(yaml.utf8.count < 40 * Self.depth)
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(yaml: yaml, source: "deep.yaml") }
        #expect(
            error?.reason
                == "the YAML nests deeper than libyaml's limit of 1000 levels (about 500 nested nodes); write a screen this deep as JSON, which has no depth limit"
        )
    }

    /// Block-style YAML `depth` nodes deep under the root.
    static func deepBlockYAML(depth: Int) -> String {
        var lines = ["format: earshot-screen", "version: 1", "root:"]
        var indent = 2
        for _ in 0..<depth {
            lines.append(String(repeating: " ", count: indent) + "children:")
            lines.append(String(repeating: " ", count: indent + 2) + "- label: x")
            indent += 4
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("YAML up to libyaml's limit loads (498 levels below the root), one more is refused")
    func yamlAtTheLimit() throws {
        let document = try ScreenDocument(yaml: Self.deepBlockYAML(depth: 498))
        #expect(document.nodes.count == 499)
        let error = #expect(throws: ScreenFileError.self) { try ScreenDocument(yaml: Self.deepBlockYAML(depth: 499)) }
        #expect(error?.line == 1001)
        #expect(error?.reason.hasPrefix("the YAML nests deeper than libyaml's limit") == true)
    }

    @Test("a deep YAML screen written by the writer reads back equal")
    func deepYAMLRoundTrip() throws {
        let document = try ScreenDocument(yaml: Self.deepBlockYAML(depth: 400))
        let yaml = ScreenFileWriter().yaml(document)
        #expect(yaml.contains("{label: x, children: [{label: x"), "past the indentation limit the writer uses flow style")
        #expect(try ScreenDocument(yaml: yaml) == document)
    }
}
