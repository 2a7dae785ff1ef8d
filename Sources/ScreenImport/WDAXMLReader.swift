/// Reads WebDriverAgent's XML page source (docs/real-dumps.md §1.1–1.3) into a `RawDump`.
///
/// Accepts every shape seen in the wild: with or without Appium's `<AppiumAUT>` wrapper (also
/// empty), native or re-serialized attribute order, self-closed or explicitly closed leaves, old
/// dumps without `index`/`accessible`/`traits`, attributes excluded by the user, and UI
/// Automation-era attributes. Only `type` (or the tag name) is required.
///
/// One pass over the bytes with `WDAXMLScanner`, without recursion: neither size nor depth costs
/// stack, and 100,000 nested elements read like 100,000 siblings. Each node's place is its start
/// tag's `<`, known where it is scanned. Entities are never expanded and nothing outside the input
/// is read; a DOCTYPE that declares entities or external resources is refused before scanning
/// (`XMLPrologGuard`), and by the scanner again should one get past.
enum WDAXMLReader {
    /// - Complexity: O(n) in the size of the input.
    static func read(_ input: ImportInput, limits: ImportLimits) throws -> RawDump {
        if input.isBlank {
            throw ImportError(.empty, at: ImportLocation(source: input.source, line: 1, column: 1), "the input is empty")
        }
        try XMLPrologGuard.check(input)
        var scanner = WDAXMLScanner(input, maxTextBytes: limits.maxLabelBytes)
        var builder = WDAXMLNodeBuilder(
            dump: RawDump(source: input.source, limits: limits),
            expectedNodes: min(startTagCount(input.bytes), limits.maxNodes + 1))
        /// The dump node of each open element; nil for Appium's `<AppiumAUT>` wrapper.
        var openNodes: [Int?] = []
        var parents: [Int] = []
        while true {
            switch try scanner.next() {
            case .startTag:
                let location = scanner.tagLocation()
                let node = try builder.addNode(of: scanner, at: location, parent: parents.last)
                openNodes.append(node)
                if let node { parents.append(node) }
            case .endTag:
                if case let node?? = openNodes.popLast(), parents.last == node {
                    parents.removeLast()
                }
            case .endOfDocument:
                return builder.dump
            }
        }
    }

    /// How many `<` in `bytes` are followed by an ASCII name's first letter: at least the number
    /// of start tags, and close to it for WebDriverAgent's self-closed leaves.
    /// - Complexity: O(n).
    static func startTagCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        var index = 0
        let end = bytes.count - 1
        while index < end {
            if bytes[index] == WDAXMLScanner.lessThan && XMLNameCharacter.allows(ascii: bytes[index + 1], first: true) {
                count += 1
            }
            index += 1
        }
        return count
    }
}
