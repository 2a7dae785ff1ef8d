import EarshotUIKit

/// Errors and warnings that name the JSON path and line:column of the value at fault, spelled
/// only when one is reported.
extension ScreenFileDecoder {
    /// Members of an object by key (keys are unique: both parsers reject duplicates).
    func keyed(_ members: ArraySlice<ScreenFileTree.Member>) -> [String: ScreenFileTree.Member] {
        var result: [String: ScreenFileTree.Member] = [:]
        for member in members { result[member.key ?? ""] = member }
        return result
    }

    /// How a found value reads in a message: `a string ("abc")`, `a number (42)`, `null`, …
    func describe(_ value: Int) -> String {
        switch tree[value: value].content {
        case .null: "null" + (syntax == .yaml ? " (an empty value)" : "") + "; omit the key to keep the default"
        case .bool(let bool): "a boolean (\(bool))"
        case .number(let number): "a number (\(ScreenFileNumber.text(number)))"
        case .string(let string):
            "a string (\"\(string.count > 40 ? String(string.prefix(40)) + "…" : string)\")"
        case .array(let range): range.isEmpty ? "an empty array" : "an array"
        case .object: "an object"
        }
    }

    /// In YAML, unquoted yes/no/on/off and digits are not strings: say so where a string was due.
    func quotingHint(_ value: Int) -> String {
        guard syntax == .yaml else { return "" }
        switch tree[value: value].content {
        case .bool, .number:
            return "; YAML reads unquoted true/false/yes/no/on/off as booleans and digits as numbers, so put the text in quotes"
        default: return ""
        }
    }

    /// "a label", "an imageView".
    static func article(_ word: String) -> String {
        ("aeiou".contains(word.first ?? "x") ? "an " : "a ") + word
    }

    func list(_ names: [String], conjunction: String = "and") -> String {
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
        }
    }

    func unknownKey(
        _ member: ScreenFileTree.Member, candidates: [String], context: String,
        prefix: [ScreenFilePath.Step] = [], fallback: [String] = []
    ) -> ScreenFileError {
        let key = member.key ?? ""
        let hint = NearestName.hint(for: key, among: candidates) ?? NearestName.hint(for: key, among: fallback)
        let reason = "unknown key '\(key)'" + (hint.map { "; \($0)" } ?? "") + " (\(context))"
        return ScreenFileError(source: source, path: path(prefix + [.key(key)]).description, position: member.keyPosition, reason: reason)
    }

    /// The path of the current base (the document, or the node being decoded) plus `steps`.
    private func path(_ steps: [ScreenFilePath.Step]) -> ScreenFilePath {
        var result: ScreenFilePath
        switch base {
        case .document: result = ScreenFilePath()
        case .node(let parent, let step): result = nodePath(parent: parent, step: step)
        }
        for step in steps { result.append(step) }
        return result
    }

    /// The path of the node hanging from `parent` by `step`, spelt by walking up the parents.
    /// - Complexity: O(depth).
    func nodePath(parent: Int, step: NodeStep) -> ScreenFilePath {
        var reversed: [NodeStep] = [step]
        var current = parent
        while current >= 0 {
            reversed.append(steps[current])
            current = parents[current]
        }
        var path = ScreenFilePath()
        for step in reversed.reversed() {
            switch step {
            case .root: path.append(.key("root"))
            case .child(let index):
                path.append(.key("children"))
                path.append(.index(index))
            case .element(let index):
                path.append(.key("elements"))
                path.append(.index(index))
            }
        }
        return path
    }

    func nodePath(of node: Int) -> ScreenFilePath {
        nodePath(parent: parents[node], step: steps[node])
    }

    func fail(_ reason: String, at value: Int, _ keys: [ScreenFilePath.Step] = []) -> ScreenFileError {
        ScreenFileError(source: source, path: path(keys).description, position: tree[value: value].position, reason: reason)
    }

    func fail(_ reason: String, at position: ScreenFilePosition, _ keys: [ScreenFilePath.Step]) -> ScreenFileError {
        ScreenFileError(source: source, path: path(keys).description, position: position, reason: reason)
    }

    mutating func warn(_ message: String, at value: Int, _ keys: [ScreenFilePath.Step]) {
        let position = tree[value: value].position
        warnings.append(
            ScreenFileWarning(
                source: source, path: path(keys).description, line: position.line,
                column: position.column, message: message))
    }
}
