import Foundation
import Testing

@testable import ScreenFormats
@testable import ScreenImport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XML scanner (Sources/ScreenImport/WDAXMLScanner.swift) against byte-level damage
/// to real WebDriverAgent dumps: every mutant imports or fails with an `ImportError`, and where
/// Foundation's `XMLParser` (libxml2, the parser the scanner replaced) reads a mutant, the scanner
/// reads the same elements and attribute values.
@Suite(.tags(.stress), .enabled(if: stressTestsEnabled)) struct ImportXMLScannerFuzzTests {
    static let dumps = ImportFixture.files(in: "real-dumps").filter { $0.hasSuffix(".xml") }
    static let mutationsPerDump = 1_500
    /// The bytes that matter to XML, inserted or written over others.
    static let syntax = Array("<>/&;#x\"'=!?-[]\n\r\t ".utf8) + [0xC3, 0xEF, 0xBF, 0x01]

    static func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            guard !bytes.isEmpty else { return }
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: bytes[position] ^= UInt8(1) << UInt8.random(in: 0...7, using: &generator)
            case 1: bytes[position] = syntax.randomElement(using: &generator) ?? 0x3C
            case 2: bytes.insert(syntax.randomElement(using: &generator) ?? 0x3C, at: position)
            case 3: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...16, using: &generator)))
            case 4: bytes.removeSubrange(position...)
            default:
                let end = min(bytes.count, position + Int.random(in: 1...64, using: &generator))
                bytes.insert(contentsOf: Array(bytes[position..<end]), at: Int.random(in: 0...bytes.count, using: &generator))
            }
        }
    }

    @Test(arguments: dumps)
    func byteMutationsImportOrFailWithAnImportError(file: String) throws {
        let original = [UInt8](try ImportFixture.data("real-dumps/" + file))
        var generator = SeededGenerator(seed: 0x5EED_0000 &+ UInt64(original.count))
        var outcomes = (imported: 0, refused: 0)
        for round in 0..<Self.mutationsPerDump {
            var bytes = original
            Self.mutate(&bytes, using: &generator)
            do {
                let result = try ScreenImporter.importScreen(Data(bytes), format: .webDriverAgentXML, source: "\(file)#\(round)")
                #expect(!result.document.nodes.isEmpty)
                outcomes.imported += 1
            } catch let error as ImportError {
                #expect(error.location.line >= 1, "\(file)#\(round): \(error)")
                #expect(error.location.column >= 1, "\(file)#\(round): \(error)")
                outcomes.refused += 1
            }
        }
        #expect(outcomes.imported > 0)
        #expect(outcomes.refused > 0)
    }

    /// Where libxml2 reads a mutant, the scanner reads the same element names and attribute values,
    /// entity and white-space decoding included; where libxml2 refuses one, so does the scanner.
    /// Mutants with a processing instruction are left out: `XMLParser` crashes on some
    /// (Fixtures/crashers).
    @Test(arguments: dumps)
    func theScannerReadsWhatLibxml2Reads(file: String) throws {
        let original = [UInt8](try ImportFixture.data("real-dumps/" + file))
        var generator = SeededGenerator(seed: 0xD1FF_0000 &+ UInt64(original.count))
        let declaration = Self.declaration(of: original)
        var compared = 0
        for round in 0...Self.mutationsPerDump {
            var bytes = original
            if round > 0 { Self.mutate(&bytes, using: &generator) }
            guard let input = try? ImportInput.decode(bytes, source: "mutant", limits: .default),
                input.bytes.starts(with: declaration), !Self.containsProcessingInstruction(input.bytes, after: declaration.count)
            else { continue }
            let expected = LibXML2Elements.read(input.bytes, declarationLength: declaration.count)
            let actual = ScannerElements.read(input)
            if actual.elements != expected {
                let difference = zip(actual.elements ?? [], expected ?? []).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                Issue.record(
                    """
                    \(file)#\(round): libxml2 read \(expected.map { "\($0.count) elements" } ?? "nothing"), the scanner \
                    \(actual.elements.map { "\($0.count)" } ?? "nothing: \(actual.error.map(String.init(describing:)) ?? "")"); \
                    first difference at element \(difference.map(String.init) ?? "-"): \
                    \(difference.map { "\(actual.elements?[$0] as Any) vs \(expected?[$0] as Any)" } ?? "")
                    """)
            }
            compared += 1
        }
        #expect(compared > Self.mutationsPerDump / 2)
    }

    /// The dump's XML declaration (`<?xml …?>`), or nothing.
    static func declaration(of bytes: [UInt8]) -> [UInt8] {
        guard bytes.starts(with: Array("<?xml".utf8)), let end = bytes.firstIndex(of: UInt8(ascii: ">")) else { return [] }
        return Array(bytes[...end])
    }

    static func containsProcessingInstruction(_ bytes: [UInt8], after start: Int) -> Bool {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "?") { return true }
            index += 1
        }
        return false
    }
}

/// One element as a parser reports it: its name and its attributes, decoded.
struct ParsedElement: Hashable {
    var name: String
    var attributes: [String: String]
}

/// The elements libxml2 reads from a document (XMLParser, external entities off), or nil when it
/// refuses the document.
final class LibXML2Elements: NSObject, XMLParserDelegate {
    private var elements: [ParsedElement] = []
    private var depth = 0

    /// - Parameter declarationLength: the length of the XML declaration that starts `bytes`, blanked
    ///   because the scanner reads none of it (its encoding is the input gate's business).
    static func read(_ bytes: [UInt8], declarationLength: Int) -> [ParsedElement]? {
        var text = bytes
        text.replaceSubrange(0..<declarationLength, with: [UInt8](repeating: 0x20, count: declarationLength))
        // As the importer used it: streamed, external entities off.
        let parser = XMLParser(stream: InputStream(data: Data(text)))
        parser.shouldResolveExternalEntities = false
        let collector = LibXML2Elements()
        parser.delegate = collector
        // XMLParser reports a document cut inside an element as parsed; the importer refused it
        // because elements were left open.
        let finished = parser.parse()
        return finished && parser.parserError == nil && collector.depth == 0 ? collector.elements : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(ParsedElement(name: elementName, attributes: attributeDict))
        depth += 1
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        depth -= 1
    }
}

/// The elements the scanner reads, or nil and its error when it refuses the document.
enum ScannerElements {
    static func read(_ input: ImportInput) -> (elements: [ParsedElement]?, error: Error?) {
        var scanner = WDAXMLScanner(input, maxTextBytes: ImportLimits.default.maxLabelBytes)
        var elements: [ParsedElement] = []
        do {
            while true {
                switch try scanner.next() {
                case .startTag:
                    var attributes: [String: String] = [:]
                    for attribute in scanner.attributes {
                        attributes[scanner.string(attribute.name)] = try scanner.value(of: attribute)
                    }
                    elements.append(ParsedElement(name: scanner.string(scanner.tagName), attributes: attributes))
                case .endTag:
                    continue
                case .endOfDocument:
                    return (elements, nil)
                }
            }
        } catch {
            return (nil, error)
        }
    }
}
