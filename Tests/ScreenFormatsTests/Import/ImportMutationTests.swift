import Foundation
import Testing

@testable import ScreenFormats

/// Deterministic fuzzing: every real dump mutated 2,000 times (bit flips, truncations, insertions
/// of syntax that matters, deletions, duplications, huge numbers) with a seeded generator. Each
/// mutant must import or fail with an `ImportError` — never crash, hang, or throw anything else.
/// Inputs that ever crashed live in Fixtures/crashers/ and run as regression tests.
@Suite(.tags(.stress), .enabled(if: stressTestsEnabled)) struct ImportMutationTests {
    static let fixtures = ImportFixture.files(in: "real-dumps")
    static let mutationsPerFixture = 2_000

    static let tokens: [String] = [
        "<", ">", "/>", "</", "&", "&amp;", "&#0;", "&#x110000;", "\"", "'", "=", "{", "}", "[", "]", ",", ":",
        "→", "\n", "  ", "\t", "<?x?>", "<?xml?>", "<!DOCTYPE a [", "<!--", "-->", "<![CDATA[", "\\u0000", "\\ud800",
        "nan", "inf", "-1e309", "1e308", "{{", "}}", "', ", "value: ", "label: '", "Element subtree:\n",
        "Path to element:\n", "\"children\": [", "\"rect\": {", "null", "true", "XCUIElementTypeSwitch",
        "visible=\"false\"", "accessible=\"true\"", "traits=\"Selected, Button\"", "\u{0}", "\u{FEFF}",
    ]

    static func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0 where !bytes.isEmpty:
                bytes[position] ^= UInt8(1) << UInt8.random(in: 0...7, using: &generator)
            case 1:
                bytes.removeSubrange(position...)
            case 2:
                let token = tokens.randomElement(using: &generator) ?? "<"
                bytes.insert(contentsOf: Array(token.utf8), at: position)
            case 3:
                let random = (0..<Int.random(in: 1...8, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                bytes.insert(contentsOf: random, at: position)
            case 4 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...200, using: &generator))
                bytes.removeSubrange(position..<end)
            case 5 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...400, using: &generator))
                let slice = Array(bytes[position..<end])
                bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &generator))
            case 6:
                if let digit = bytes[position...].firstIndex(where: { $0 >= 0x30 && $0 <= 0x39 }) {
                    bytes.insert(contentsOf: Array("99999999999999999999999".utf8), at: digit)
                }
            default:
                bytes.append(contentsOf: Array("<".utf8))
            }
        }
    }

    /// Imports with detection and, when detection picks another format, with the given one;
    /// returns how many imports succeeded. Anything thrown that is not an ImportError escapes and
    /// fails the test.
    static func importBothWays(_ bytes: [UInt8], format: ScreenInputFormat?, source: String) throws -> Int {
        var succeeded = 0
        let limits = ImportLimits(maxBytes: 8 << 20, maxNodes: 200_000, maxDepth: 20_000)
        let detected = ScreenInputFormat.detect(Data(bytes))
        for choice in detected == format ? [nil] : [nil, format] {
            do {
                let result = try ScreenImporter.importScreen(Data(bytes), format: choice, source: source, limits: limits)
                for node in result.document.nodes {
                    for child in node.children + (node.elements ?? []) where !result.document.nodes.indices.contains(child) {
                        Issue.record("dangling child index \(child) in \(source)")
                    }
                }
                succeeded += 1
            } catch is ImportError {
                continue
            }
        }
        return succeeded
    }

    @Test(arguments: fixtures)
    func mutatedRealDumpsNeverCrash(file: String) throws {
        let original = [UInt8](try ImportFixture.data("real-dumps/" + file))
        let format = ScreenInputFormat.detect(Data(original))
        var generator = SeededGenerator(seed: UInt64(original.count) &* 0x2545_F491_4F6C_DD1D)
        var succeeded = 0
        for round in 0..<Self.mutationsPerFixture {
            var bytes = original
            Self.mutate(&bytes, using: &generator)
            succeeded += try Self.importBothWays(bytes, format: format, source: "\(file)#\(round)")
        }
        // Both outcomes occur, so the mutations reach the readers' error paths and their success paths.
        #expect(succeeded > 0)
        #expect(succeeded < Self.mutationsPerFixture)
    }

    static let crashers = ImportFixture.files(in: "crashers")

    @Test func everCrashedInputsAreKept() {
        #expect(!Self.crashers.isEmpty)
    }

    @Test(arguments: crashers)
    func everCrashedInputsNoLongerCrash(file: String) throws {
        let bytes = [UInt8](try ImportFixture.data("crashers/" + file))
        for format in [ScreenInputFormat.webDriverAgentXML, .webDriverAgentJSON, .xcuitestDescription] {
            _ = try Self.importBothWays(bytes, format: format, source: file)
        }
    }
}
