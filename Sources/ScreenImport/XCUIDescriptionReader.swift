/// Reads XCUITest's debugDescription text (docs/real-dumps.md §2) into a `RawDump`.
///
/// Accepts it raw, as lldb prints it with its `t = …s` log lines, and as an escaped string
/// literal (`"Attributes: …\nElement subtree:\n …"`), and WebDriverAgent's `format=description`
/// (several `Attributes:` blocks, one per window). Only the `Element subtree:` sections are read;
/// `Path to element:` and `Query chain:` repeat elements of the subtree and are skipped.
///
/// Nesting comes from indentation and is tracked with an explicit stack, so depth costs no
/// call stack.
enum XCUIDescriptionReader {
    private enum Section { case before, attributes, subtree, skipped }

    /// - Complexity: O(n) in the size of the input (each line is read once; the indentation stack
    ///   is popped at most once per node).
    static func read(_ input: ImportInput, limits: ImportLimits) throws -> RawDump {
        if input.isBlank {
            throw ImportError(.empty, at: ImportLocation(source: input.source, line: 1, column: 1), "the input is empty")
        }
        var dump = RawDump(source: input.source, limits: limits)
        var text = input.text
        var unescaped = false
        if let literal = unescapedLiteral(text) {
            text = literal
            unescaped = true
            dump.warn(
                at: ImportLocation(source: input.source, line: 1, column: 1),
                "the text is an escaped string literal; it was unescaped and line numbers below count lines of the unescaped text")
        }
        var section = Section.before
        var indents: [(indent: Int, node: Int)] = []
        var lineNumber = 0
        var sawSubtree = false
        // Lines end in LF, CRLF or a lone CR: a Swift Character holds "\r\n" as one, so splitting on
        // "\n" alone would never split a CRLF file.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || isLogLine(trimmed) { continue }
            if trimmed.hasPrefix("Attributes:") {
                section = .attributes
                continue
            }
            if trimmed.hasPrefix("Element subtree:") {
                section = .subtree
                sawSubtree = true
                indents.removeAll()
                continue
            }
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") {
                section = .skipped
                continue
            }
            switch section {
            case .attributes, .skipped:
                continue
            case .before:
                // Tolerate a pasted subtree without its headers, but only from its root line.
                guard trimmed.hasPrefix("→") else { continue }
                section = .subtree
                sawSubtree = true
            case .subtree:
                break
            }
            let indent = line.count - trimmed.count
            let body = trimmed.hasPrefix("→") ? trimmed.dropFirst() : trimmed
            let location = ImportLocation(source: input.source, line: lineNumber, column: indent + 1)
            guard let description = XCUIDescriptionLine(body) else {
                dump.warn(at: location, "this line is not an element description; skipped")
                continue
            }
            while let last = indents.last, last.indent >= indent { indents.removeLast() }
            var node = RawDumpNode(typeName: description.typeName, location: location)
            node.isMainWindow = description.isMainWindow
            node.frame = description.frame
            node.identifier = description.identifier.flatMap { $0.isEmpty ? nil : $0 }
            node.label = description.label
            node.placeholderValue = description.placeholderValue
            node.value = description.value.flatMap { $0.isEmpty ? nil : $0 }
            node.title = description.title
            for flag in description.flags {
                switch flag {
                case "Selected": node.isSelected = true
                case "Disabled": node.isEnabled = false
                case "Enabled": node.isEnabled = true
                case "Keyboard Focused", "Focused": node.isFocused = true
                default: break
                }
            }
            for problem in description.problems { dump.warn(at: location, problem) }
            let index = try dump.append(node, parent: indents.last?.node)
            indents.append((indent, index))
        }
        if dump.nodes.isEmpty {
            let message =
                sawSubtree
                ? "the 'Element subtree:' section holds no element description"
                : "no 'Element subtree:' section found; this is not XCUITest debugDescription text"
            throw ImportError(
                sawSubtree ? .empty : .malformed,
                at: ImportLocation(source: input.source, line: max(lineNumber, 1), column: 1),
                message + (unescaped ? " (after unescaping)" : ""))
        }
        return dump
    }

    /// `    t =   110.37s Requesting snapshot …`: a test-log line lldb prints in between.
    private static func isLogLine(_ text: Substring) -> Bool {
        guard text.hasPrefix("t ") || text.hasPrefix("t=") else { return false }
        let afterT = text.dropFirst().drop(while: { $0 == " " })
        guard afterT.hasPrefix("=") else { return false }
        let number = afterT.dropFirst().drop(while: { $0 == " " })
        return number.first?.isNumber == true
    }

    /// The text of an escaped string literal holding a debugDescription (what `po` / `p` of the
    /// string prints), or nil when the text is not one.
    static func unescapedLiteral(_ text: String) -> String? {
        guard text.contains("\\nElement subtree:") || text.contains("\\n Element subtree:") else { return nil }
        // A real multi-line dump keeps its own line breaks; only a one-line literal is unescaped.
        if text.contains("\nElement subtree:") { return nil }
        var body = Substring(text)
        if let open = body.firstIndex(of: "\""), let close = body.lastIndex(of: "\""), open < close {
            body = body[body.index(after: open)..<close]
        }
        var result = ""
        result.reserveCapacity(body.utf8.count)
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            index = body.index(after: index)
            guard character == "\\", index < body.endIndex else {
                result.append(character)
                continue
            }
            let escaped = body[index]
            index = body.index(after: index)
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\\", "'", "\"": result.append(escaped)
            case "u":
                // \u{2192} (Swift) or \u2192 (C).
                var digits = ""
                if index < body.endIndex, body[index] == "{" {
                    index = body.index(after: index)
                    while index < body.endIndex, body[index] != "}" {
                        digits.append(body[index])
                        index = body.index(after: index)
                    }
                    if index < body.endIndex { index = body.index(after: index) }
                } else {
                    while digits.count < 4, index < body.endIndex, body[index].isHexDigit {
                        digits.append(body[index])
                        index = body.index(after: index)
                    }
                }
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result.append("\u{FFFD}")
                }
            default:
                result.append("\\")
                result.append(escaped)
            }
        }
        return result
    }
}
