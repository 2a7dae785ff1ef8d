import EarshotUIKit
import Foundation
import PropertyBased
import Testing

@testable import ScreenFormats

/// Properties of the input gate, the readers and `earshot convert`'s round trip, checked on
/// generated inputs (swift-property-based; a failure prints the guide that reproduces it).
@Suite("Properties: the input gate, the readers, the round trip")
struct PropertyTests {
    /// Any text, labels with control characters, emoji and CJK included.
    /// Code points are drawn half from the first 256 (controls, C1, Latin-1) and half from all of
    /// Unicode, surrogates skipped.
    static let text = Gen.oneOf(Gen.int(in: 1...0xFF), Gen.int(in: 1...0x10F7FF))
        .map { value in Character(Unicode.Scalar(UInt32(value >= 0xD800 ? value + 0x800 : value))!) }
        .string(of: 0...24)

    /// Text in any Unicode encoding the gate accepts decodes to the same UTF-8, with a byte-order
    /// mark or, for text starting with an ASCII character as every format does, without one.
    @Test func everyEncodingDecodesToTheSameText() async {
        await propertyCheck(count: 300, input: Self.text, Gen.int(in: 0...9)) { text, choice in
            let original = "<" + text
            let scalars = original.unicodeScalars.map(\.value)
            let encodings: [(String, [UInt8])] = [
                ("utf-8", []), ("utf-8", [0xEF, 0xBB, 0xBF]), ("utf-16le", []), ("utf-16le", [0xFF, 0xFE]),
                ("utf-16be", []), ("utf-16be", [0xFE, 0xFF]), ("utf-32le", []), ("utf-32le", [0xFF, 0xFE, 0, 0]),
                ("utf-32be", []), ("utf-32be", [0, 0, 0xFE, 0xFF]),
            ]
            let (name, mark) = encodings[choice]
            var bytes = mark
            switch name {
            case "utf-8": bytes += Array(original.utf8)
            case "utf-16le": for unit in original.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            case "utf-16be": for unit in original.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            case "utf-32le": for scalar in scalars { bytes += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: scalar >> $0) } }
            default: for scalar in scalars { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: scalar >> $0) } }
            }
            let decoded = try? InputEncoding.decode(bytes).utf8
            #expect(decoded == Array(original.utf8), "\(name) with a \(mark.count)-byte mark")
        }
    }

    /// Arbitrary bytes never trap or hang a reader: each returns a document or throws its error.
    @Test func readersNeverTrapOnArbitraryBytes() async {
        await propertyCheck(count: 400, input: Gen.uint8(in: 0...255).array(of: 0...200)) { bytes in
            let data = Data(bytes)
            for format in ScreenFileFormat.allCases {
                _ = try? ScreenFileReader().read(data, format: format, source: "p")
            }
            for format in [ScreenInputFormat.webDriverAgentXML, .webDriverAgentJSON, .xcuitestDescription] {
                do {
                    _ = try ScreenImporter.importScreen(data, format: format, source: "p")
                } catch {
                    #expect(error is ImportError, "\(format): \(error)")
                }
            }
        }
    }

    /// Any screen `earshot convert` writes reads back to the same document, in both syntaxes,
    /// whatever its labels hold and wherever its frames lie within the documented range.
    @Test func convertRoundTripsAnyScreen() async throws {
        let frame = zip(Gen.double(in: -1e9...1e9), Gen.double(in: -1e9...1e9), Gen.double(in: 0...1e9), Gen.double(in: 0...1e9))
        let element = zip(Self.text, Self.text, Gen.element(of: [ScreenNodeType.button, .label, .textField, .switch, .view]), frame)
        await propertyCheck(count: 150, input: element.array(of: 1...8)) { elements in
            var nodes = [ScreenNode(type: .view)]
            nodes[0].children = Array(1...elements.count)
            for (label, hint, type, rect) in elements {
                var node = ScreenNode(type: type ?? .view)
                node.label = label
                node.hint = hint
                node.frame = CGRect(x: rect.0, y: rect.1, width: rect.2, height: rect.3)
                nodes.append(node)
            }
            let document = ScreenDocument(nodes: nodes, root: 0)
            for format in ScreenFileFormat.allCases {
                let text = ScreenFileWriter().text(document, format: format)
                let back = try? ScreenFileReader().read(Data(text.utf8), format: format, source: "written").document
                #expect(back == document, "\(format): \(text)")
            }
        }
    }

    /// Escaped text shows no control character, bidi override or line separator, and text that
    /// holds none comes back unchanged.
    @Test func visibleControlCharactersLeaveNoControl() async {
        await propertyCheck(count: 500, input: Self.text) { text in
            let shown = text.visibleControlCharacters
            #expect(
                !shown.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                        || (0x2066...0x2069).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
                })
            if !text.unicodeScalars.contains(where: {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains($0.value)
                    || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            }) {
                #expect(shown == text)
            }
        }
    }
}
