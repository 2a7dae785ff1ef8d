import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads WebDriverAgent's XML page source (docs/real-dumps.md §1.1–1.3) into a `RawDump`.
///
/// Accepts every shape seen in the wild: with or without Appium's `<AppiumAUT>` wrapper (also
/// empty), native or re-serialized attribute order, self-closed or explicitly closed leaves, old
/// dumps without `index`/`accessible`/`traits`, attributes excluded by the user, and UI
/// Automation-era attributes. Only `type` (or the tag name) is required.
///
/// Parsing is streaming (SAX, `XMLParser`), so neither size nor depth costs stack: 100,000 nested
/// elements read like 100,000 siblings. External entities are never resolved, and a DOCTYPE that
/// declares entities or external resources is refused before parsing (`XMLPrologGuard`).
/// Processing instructions are blanked first (`XMLProcessingInstructionFilter`): Foundation's
/// parser on Linux crashes on some.
enum WDAXMLReader {
    /// - Complexity: O(n) in the size of the input.
    static func read(_ input: ImportInput, limits: ImportLimits) throws -> RawDump {
        if input.isBlank {
            throw ImportError(.empty, at: ImportLocation(source: input.source, line: 1, column: 1), "the input is empty")
        }
        try XMLPrologGuard.check(input)
        try checkTextLengths(input, limits: limits)
        // Fed as a stream, libxml2 gets the document in small chunks: handed one chunk of
        // hundreds of megabytes it gives up with outOfMemoryError (its lookup limit).
        let parser = XMLParser(stream: InputStream(data: Data(XMLProcessingInstructionFilter.filter(input.bytes))))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let delegate = WDAXMLParserDelegate(dump: RawDump(source: input.source, limits: limits))
        parser.delegate = delegate
        let finished = parser.parse()
        let here = ImportLocation(source: input.source, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        if let failure = delegate.failure { throw failure }
        if let error = parser.parserError {
            throw describe(error, at: here)
        }
        if !finished {
            throw ImportError(.malformed, at: here, "the XML could not be parsed")
        }
        if !delegate.openElements.isEmpty {
            throw ImportError(.truncated, at: here, "the XML ends before <\(delegate.openElements.last ?? "")> is closed")
        }
        if !delegate.sawRootElement {
            throw ImportError(.empty, at: here, "the XML holds no element")
        }
        var dump = delegate.dump
        dump.pointAtTagStarts(in: input.bytes)
        return dump
    }

    /// Refuses an attribute value or text longer than `ImportLimits.maxLabelBytes` before libxml2
    /// reads it (libxml2 itself gives up past 10 MB with nothing but "internal error"). A value
    /// holds no raw quote or angle bracket, so the longest run of bytes without one bounds it.
    /// - Complexity: O(n).
    private static func checkTextLengths(_ input: ImportInput, limits: ImportLimits) throws {
        var runStart = 0
        let bytes = input.bytes
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                runStart = offset + 1
            default:
                if offset - runStart >= limits.maxLabelBytes {
                    throw ImportError(.limitExceeded, at: input.location(ofByteOffset: runStart),
                                      "a text of more than \(limits.maxLabelBytes) bytes; the limit is \(limits.maxLabelBytes) bytes (--max-label)")
                }
            }
        }
    }

    /// A libxml2 error as an `ImportError` with a plain-words reason.
    private static func describe(_ error: Error, at location: ImportLocation) -> ImportError {
        let (kind, reason) = XMLSyntaxError.describe(code: (error as NSError).code)
        return ImportError(kind, at: location, reason)
    }
}

/// Collects `RawDumpNode`s from the parser's callbacks. A limit or a reader error aborts the
/// parse and is kept in `failure`.
final class WDAXMLParserDelegate: NSObject, XMLParserDelegate {
    private(set) var dump: RawDump
    private(set) var failure: ImportError?
    /// Tag names of the elements open now, outermost first.
    private(set) var openElements: [String] = []
    private(set) var sawRootElement = false
    /// The dump node of each open element; nil for Appium's `<AppiumAUT>` wrapper.
    private var openNodes: [Int?] = []
    private var parentStack: [Int] = []

    init(dump: RawDump) {
        self.dump = dump
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        sawRootElement = true
        openElements.append(elementName)
        let location = ImportLocation(source: dump.source, line: parser.lineNumber, column: parser.columnNumber)
        if elementName == "AppiumAUT" && attributeDict["type"] == nil {
            openNodes.append(nil)
            return
        }
        var node = RawDumpNode(typeName: attributeDict["type"] ?? elementName, location: location)
        apply(attributeDict, to: &node)
        do {
            let index = try dump.append(node, parent: parentStack.last)
            openNodes.append(index)
            parentStack.append(index)
        } catch let error as ImportError {
            failure = error
            parser.abortParsing()
        } catch {
            failure = ImportError(.malformed, at: location, "\(error)")
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard failure == nil, !openElements.isEmpty else { return }
        openElements.removeLast()
        if let node = openNodes.removeLast(), parentStack.last == node {
            parentStack.removeLast()
        }
    }

    /// Fills `node` from an element's attributes. Unknown attributes are ignored; malformed values
    /// are dropped with a warning.
    private func apply(_ attributes: [String: String], to node: inout RawDumpNode) {
        let location = node.location
        func text(_ key: String) -> String? {
            guard let value = attributes[key] else { return nil }
            return value
        }
        func flag(_ key: String) -> Bool? {
            guard let value = attributes[key] else { return nil }
            return dump.bool(value, attribute: key, at: location)
        }
        node.name = text("name")
        node.label = text("label")
        node.value = text("value").flatMap { $0.isEmpty ? nil : $0 }
        node.placeholderValue = text("placeholderValue")
        node.title = text("title")
        node.hint = text("hint")
        node.minValue = text("minValue")
        node.maxValue = text("maxValue")
        node.isEnabled = flag("enabled")
        node.isVisible = flag("visible")
        node.isAccessible = flag("accessible")
        node.isFocused = flag("focused")
        node.isSelected = flag("selected")
        if let traits = attributes["traits"] {
            node.traits = dump.traits(from: traits, at: location)
        }
        if let actions = attributes["customActions"], !actions.isEmpty {
            node.customActions = actions.split(separator: ",").map { String($0) }
        }
        if let native = attributes["nativeFrame"], let frame = RawFrame(braced: Substring(native)) {
            node.frame = frame
        } else {
            let parts = ["x", "y", "width", "height"].map { attributes[$0] }
            if parts.contains(where: { $0 != nil }) {
                let numbers = parts.compactMap { $0.flatMap { Double($0) ?? Double($0.trimmingCharacters(in: .whitespaces)) } }
                if numbers.count == 4 {
                    node.frame = RawFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                } else {
                    dump.warn(at: location, "incomplete or unreadable frame (x, y, width, height); the node takes its parent's frame")
                }
            }
        }
    }
}
