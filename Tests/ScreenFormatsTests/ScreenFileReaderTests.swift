import EarshotUIKit
import Foundation
import Testing

@testable import ScreenFormats

@Suite("Reading screen files")
struct ScreenFileReaderTests {
    @Test("all-types.json loads every node type with every key")
    func allTypesJSON() throws {
        let result = try ScreenFileReader().read(json: Fixtures.data("all-types.json"), source: "all-types.json")
        #expect(result.warnings.isEmpty)
        expectEqualNodes(result.document, Fixtures.allTypes)
    }

    @Test("all-types.yaml loads to the same document as the JSON")
    func allTypesYAML() throws {
        let result = try ScreenFileReader().read(yaml: Fixtures.data("all-types.yaml"), source: "all-types.yaml")
        #expect(result.warnings.isEmpty)
        expectEqualNodes(result.document, Fixtures.allTypes)
    }

    /// Compares node by node first, so a failure names the node that differs.
    func expectEqualNodes(_ actual: ScreenDocument, _ expected: ScreenDocument) {
        #expect(actual.device == expected.device)
        #expect(actual.root == expected.root)
        #expect(actual.nodes.count == expected.nodes.count)
        for (index, (got, want)) in zip(actual.nodes, expected.nodes).enumerated() {
            #expect(got == want, "node \(index)")
        }
        #expect(actual == expected)
    }
}
