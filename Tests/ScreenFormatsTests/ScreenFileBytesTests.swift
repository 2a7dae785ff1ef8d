import Foundation
import Testing

@testable import ScreenFormats

/// Files that are not text, not UTF-8, empty or cut short: always a clear error, never a crash.
@Suite("Screen file bytes")
struct ScreenFileBytesTests {
    static let invalidUTF8Cases: [(bytes: [UInt8], expected: String)] = [
        (
            [0x7B, 0x0A, 0x22, 0xC3, 0x28, 0x22],
            "x:2:2: invalid UTF-8 at byte offset 3: the 2-byte sequence starting with 0xC3 is followed by 0x28, not a continuation byte; save the file as UTF-8"
        ),
        (
            [0x7B, 0x22, 0xFF],
            "x:1:3: invalid UTF-8 at byte offset 2: byte 0xFF can never appear in UTF-8; save the file as UTF-8"
        ),
        (
            [0x89, 0x50, 0x4E, 0x47],
            "x:1:1: invalid UTF-8 at byte offset 0: byte 0x89 is a continuation byte with no character to continue; save the file as UTF-8"
        ),
        (
            [0xC0, 0xAF],
            "x:1:1: invalid UTF-8 at byte offset 0: byte 0xC0 can never appear in UTF-8; save the file as UTF-8"
        ),
        (
            [0xE0, 0x80, 0x80],
            "x:1:1: invalid UTF-8 at byte offset 0: the 3-byte sequence starting with 0xE0 is an overlong encoding; save the file as UTF-8"
        ),
        (
            [0xED, 0xA0, 0x80],
            "x:1:1: invalid UTF-8 at byte offset 0: the 3-byte sequence starting with 0xED encodes a UTF-16 surrogate; save the file as UTF-8"
        ),
        (
            [0xF4, 0x90, 0x80, 0x80],
            "x:1:1: invalid UTF-8 at byte offset 0: the 4-byte sequence starting with 0xF4 encodes a code point past U+10FFFF; save the file as UTF-8"
        ),
        (
            [0x7B, 0xE2, 0x82],
            "x:1:2: invalid UTF-8 at byte offset 1: the file ends inside a 3-byte character that starts with 0xE2; save the file as UTF-8"
        ),
        // Column counts characters, not bytes: "é" is one column.
        (
            Array("{\"label\": \"é".utf8) + [0xFF],
            "x:1:13: invalid UTF-8 at byte offset 13: byte 0xFF can never appear in UTF-8; save the file as UTF-8"
        ),
        (
            [0xEF, 0xBB, 0xBF, 0x0A, 0x0A, 0x80],
            "x:3:1: invalid UTF-8 at byte offset 5: byte 0x80 is a continuation byte with no character to continue; save the file as UTF-8"
        ),
    ]

    @Test("invalid UTF-8 is named by byte offset, line and column, in JSON and in YAML", arguments: invalidUTF8Cases)
    func invalidUTF8(bytes: [UInt8], expected: String) {
        for format in ScreenFileFormat.allCases {
            let error = #expect(throws: ScreenFileError.self) {
                try ScreenFileReader().read(Data(bytes), format: format, source: "x")
            }
            #expect(error?.description == expected, "\(format)")
        }
    }

    /// The input gate transcodes UTF-16 and UTF-32, with a byte-order mark or without one, so a
    /// screen saved by an editor in another Unicode encoding reads as its UTF-8 twin does.
    @Test(
        "UTF-16 and UTF-32 files, with or without a byte-order mark, read as UTF-8",
        arguments: [
            ("UTF-16LE", [0xFF, 0xFE] as [UInt8]), ("UTF-16BE", [0xFE, 0xFF]), ("UTF-32LE", [0xFF, 0xFE, 0x00, 0x00]),
            ("UTF-32BE", [0x00, 0x00, 0xFE, 0xFF]), ("UTF-16LE", []), ("UTF-16BE", []), ("UTF-32LE", []), ("UTF-32BE", []),
        ] as [(String, [UInt8])])
    func otherEncodings(encoding: String, mark: [UInt8]) throws {
        let text = Fixtures.yaml(root: "  label: Café 中文 😀")
        let scalars = text.unicodeScalars.map(\.value)
        var bytes = mark
        for scalar in scalars {
            switch encoding {
            case "UTF-32LE": bytes += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: scalar >> $0) }
            case "UTF-32BE": bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: scalar >> $0) }
            default:
                for unit in String(Unicode.Scalar(scalar)!).utf16 {
                    bytes += encoding == "UTF-16LE" ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
                }
            }
        }
        let document = try ScreenFileReader().read(Data(bytes), format: .yaml, source: "x").document
        #expect(document.nodes[0].label == "Café 中文 😀")
    }

    @Test("a lone UTF-16 surrogate names its place")
    func loneSurrogate() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x7B, 0x00, 0x00, 0xD8, 0x7D, 0x00]
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(Data(bytes), format: .json, source: "x") }
        #expect(error?.description == "x:1:2: invalid UTF-16LE at byte offset 4: a lone surrogate")
    }

    @Test("a UTF-8 byte order mark is skipped, and columns start after it")
    func byteOrderMark() throws {
        let json = Data([0xEF, 0xBB, 0xBF]) + Data(Fixtures.json(root: "  \"label\": \"Hi\"").utf8)
        #expect(try ScreenDocument(json: json).nodes[0].label == "Hi")
        let yaml = Data([0xEF, 0xBB, 0xBF]) + Data(Fixtures.yaml(root: "  label: Hi").utf8)
        #expect(try ScreenDocument(yaml: yaml).nodes[0].label == "Hi")
        let bad = Data([0xEF, 0xBB, 0xBF]) + Data("[1]".utf8)
        let error = #expect(throws: ScreenFileError.self) { try ScreenDocument(json: bad) }
        #expect(error?.line == 1 && error?.column == 1)
        let badYAML = "\u{FEFF}" + Fixtures.yaml(root: "  label: 1")
        let yamlError = #expect(throws: ScreenFileError.self) { try ScreenDocument(yaml: badYAML) }
        #expect(yamlError?.line == 4 && yamlError?.column == 10)
        let firstLine = #expect(throws: ScreenFileError.self) { try ScreenDocument(yaml: "\u{FEFF}format: 1") }
        #expect(firstLine?.description == #"-:1:9: $.format: expected "earshot-screen", found a number (1)"#)
    }

    @Test("an empty file says so", arguments: ScreenFileFormat.allCases)
    func emptyFile(format: ScreenFileFormat) {
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(Data(), format: format, source: "empty") }
        #expect(error?.description.hasPrefix("empty:1:1: the file is empty") == true)
    }

    @Test("a NUL byte is refused by the input gate with its place, in both syntaxes")
    func controlBytes() {
        let json = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: Data([0x7B, 0x20, 0x20, 0x00]), source: "x") }
        #expect(json?.description == "x:1:4: a NUL character (U+0000); screens and dumps are text, and none of their formats allows one")
        let yaml = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(yaml: Data([0x61, 0x3A, 0x20, 0x00]), source: "x") }
        #expect(yaml?.description == "x:1:4: a NUL character (U+0000); screens and dumps are text, and none of their formats allows one")
    }

    /// Deterministic garbage (a linear congruential generator): the reader must throw, not trap or hang.
    @Test("binary garbage is rejected by both readers", arguments: 0..<40)
    func binaryGarbage(seed: Int) {
        var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var bytes: [UInt8] = []
        for _ in 0..<(64 + seed * 37) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        for format in ScreenFileFormat.allCases {
            let error = #expect(throws: ScreenFileError.self) {
                try ScreenFileReader().read(Data(bytes), format: format, source: "garbage")
            }
            #expect(error?.line != nil, "\(format): \(error?.description ?? "")")
        }
    }

    /// Valid UTF-8 that is still garbage: random printable characters, brackets and quotes.
    @Test("random JSON-like text is rejected with a place", arguments: 0..<40)
    func textGarbage(seed: Int) {
        let alphabet = Array("{}[]:,\"\\ \n0123456789.-eEtruefalsn#'/é😀")
        var state = UInt64(seed + 1000) &* 6_364_136_223_846_793_005 &+ 1
        var text = ""
        for _ in 0..<(20 + seed * 11) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text.append(alphabet[Int(state >> 33) % alphabet.count])
        }
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: text, source: "garbage.json") }
        #expect(error?.line != nil && error?.column != nil, "\(error?.description ?? "")")
    }

    @Test("every truncation of a JSON file is an error with a line and column")
    func truncatedJSON() throws {
        let bytes = try [UInt8](Fixtures.data("all-types.json"))
        let lastBrace = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
        var checked = 0
        for length in stride(from: 0, to: lastBrace, by: 3) {
            let error = #expect(throws: ScreenFileError.self) {
                try ScreenFileReader().read(json: Data(bytes[..<length]), source: "cut.json")
            }
            #expect(error?.line != nil, "length \(length): \(error?.description ?? "")")
            checked += 1
        }
        #expect(checked > 1000)
        // The same text up to its last brace loads.
        #expect(throws: Never.self) { try ScreenFileReader().read(json: Data(bytes[...lastBrace])) }
    }

    @Test("a cut-short JSON file names the open container")
    func truncatedJSONMessage() throws {
        let text = try String(decoding: Fixtures.data("all-types.json"), as: UTF8.self)
        let cut = String(text[..<text.range(of: "\"Save\"")!.upperBound])
        let error = #expect(throws: ScreenFileError.self) { try ScreenFileReader().read(json: cut, source: "cut.json") }
        #expect(
            error?.description
                == "cut.json:40:42: $.root.children[2]: the file ends inside an object that starts at 40:7 (is it cut short?); expected ',' or '}'"
        )
    }

    @Test("every truncation of a YAML file either loads or fails with a place")
    func truncatedYAML() throws {
        let text = try String(decoding: Fixtures.data("all-types.yaml"), as: UTF8.self)
        let scalars = Array(text.unicodeScalars)
        var failures = 0
        for length in stride(from: 0, to: scalars.count, by: 5) {
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[..<length])
            do {
                let document = try ScreenDocument(yaml: prefix)
                #expect(document.nodes.count <= Fixtures.allTypes.nodes.count)
            } catch {
                #expect(error.line != nil, "length \(length): \(error)")
                failures += 1
            }
        }
        #expect(failures > 100)
    }

    @Test("a YAML flow list cut short is a syntax error at the cut")
    func truncatedYAMLMessage() {
        let error = #expect(throws: ScreenFileError.self) {
            try ScreenFileReader().read(yaml: Fixtures.yaml(root: "  frame: [0, 0, 820"), source: "cut.yaml")
        }
        #expect(
            error?.description
                == "cut.yaml:5:1: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at 4:10)")
    }
}
