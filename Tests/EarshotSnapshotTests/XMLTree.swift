import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML document for tests: parsing fails (root nil) on anything not well-formed.
final class XMLTree: NSObject, XMLParserDelegate {
    final class Node {
        let name: String
        let attributes: [String: String]
        var children: [Node] = []
        var text = ""
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        /// This node and every node below it, in document order, that match.
        func all(_ matches: (Node) -> Bool) -> [Node] {
            var result: [Node] = []
            var stack: [Node] = [self]
            while let node = stack.popLast() {
                if matches(node) { result.append(node) }
                stack.append(contentsOf: node.children.reversed())
            }
            return result
        }
    }

    private(set) var root: Node?
    private var stack: [Node] = []

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        if !parser.parse() { root = nil }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let node = Node(name: elementName, attributes: attributes)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
