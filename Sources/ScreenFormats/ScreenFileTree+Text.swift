import TextEscaping

/// Spells a `ScreenFileTree` as JSON or YAML text, keeping member order. Both are loops over an
/// explicit stack, and collections nested past a fixed indentation are written on one line, so a
/// screen 100,000 levels deep is written in time and space linear in its size (not quadratic in
/// its indentation).
extension ScreenFileTree {
    /// JSON collections nested deeper than this many levels are written on one line.
    static let jsonIndentationLimit = 40
    /// YAML collections indented past this many spaces are written in flow style (`{…}`, `[…]`)
    /// on one line, which needs no further indentation.
    static let yamlBlockIndentationLimit = 80

    /// Pretty JSON: two-space indentation, one member per line, short arrays of scalars (frames,
    /// points, trait lists) on one line.
    /// - Complexity: O(n) in the number of values.
    func jsonText() -> String {
        var text = ""
        struct Frame {
            var members: ArraySlice<Member>
            var level: Int
            var isObject: Bool
            var isFirst = true
        }
        var stack: [Frame] = []

        func indentation(_ level: Int) -> String {
            String(repeating: "  ", count: level)
        }
        /// Writes a value; a multi-line container is opened and returned as a frame.
        func open(_ value: Int, level: Int) -> Frame? {
            if level >= Self.jsonIndentationLimit {
                text += flowText(value, style: .json)
                return nil
            }
            switch values[value].content {
            case .object(let range) where !range.isEmpty:
                text += "{"
                return Frame(members: members[range], level: level, isObject: true)
            case .array(let range) where !range.isEmpty && !isInline(value):
                text += "["
                return Frame(members: members[range], level: level, isObject: false)
            default:
                text += flowText(value, style: .json)
                return nil
            }
        }

        if let frame = open(root, level: 0) { stack.append(frame) }
        while !stack.isEmpty {
            let last = stack.count - 1
            guard let member = stack[last].members.first else {
                text += "\n" + indentation(stack[last].level) + (stack[last].isObject ? "}" : "]")
                stack.removeLast()
                continue
            }
            stack[last].members = stack[last].members.dropFirst()
            text += (stack[last].isFirst ? "\n" : ",\n") + indentation(stack[last].level + 1)
            stack[last].isFirst = false
            if let key = member.key { text += Escaping.json(key) + ": " }
            if let frame = open(member.value, level: stack[last].level + 1) { stack.append(frame) }
        }
        return text + "\n"
    }

    /// Block-style YAML: two-space indentation, lists of mappings as `- key: value` items, short
    /// arrays of scalars in flow style on one line, strings quoted only when YAML 1.1 would read
    /// them as something else.
    /// - Complexity: O(n) in the number of values.
    func yamlText() -> String {
        var text = ""
        struct Frame {
            var members: ArraySlice<Member>
            /// Column of this collection's entries.
            var indent: Int
            var isObject: Bool
            /// For a mapping that is a list item: the "- " line its first entry goes on.
            var firstLinePrefix: String?
        }
        var stack: [Frame] = []

        func isBlock(_ value: Int) -> Bool {
            switch values[value].content {
            case .object(let range): !range.isEmpty
            case .array(let range): !range.isEmpty && !isInline(value)
            default: false
            }
        }
        func frame(for value: Int, indent: Int, firstLinePrefix: String?) -> Frame {
            let range = contentRange(value) ?? 0..<0
            let isObject = if case .object = values[value].content { true } else { false }
            return Frame(members: members[range], indent: indent, isObject: isObject, firstLinePrefix: firstLinePrefix)
        }

        stack.append(frame(for: root, indent: 0, firstLinePrefix: nil))
        while !stack.isEmpty {
            let last = stack.count - 1
            guard let member = stack[last].members.first else {
                stack.removeLast()
                continue
            }
            stack[last].members = stack[last].members.dropFirst()
            let indent = stack[last].indent
            let linePrefix = stack[last].firstLinePrefix ?? String(repeating: " ", count: indent)
            stack[last].firstLinePrefix = nil
            let value = member.value
            let flow = !isBlock(value) || indent + 2 > Self.yamlBlockIndentationLimit
            if stack[last].isObject {
                let key = Self.yamlString(member.key ?? "")
                if flow {
                    text += linePrefix + key + ": " + flowText(value, style: .yaml) + "\n"
                } else {
                    text += linePrefix + key + ":\n"
                    stack.append(frame(for: value, indent: indent + 2, firstLinePrefix: nil))
                }
            } else if flow {
                text += linePrefix + "- " + flowText(value, style: .yaml) + "\n"
            } else if case .object = values[value].content {
                stack.append(frame(for: value, indent: indent + 2, firstLinePrefix: linePrefix + "- "))
            } else {
                text += linePrefix + "-\n"
                stack.append(frame(for: value, indent: indent + 2, firstLinePrefix: nil))
            }
        }
        return text
    }

    // MARK: One-line (flow) text

    enum FlowStyle {
        case json
        case yaml
    }

    /// A value on one line: `[0, 0, 390, 844]`, `{"title": "Home"}` (JSON) or `{title: Home}` (YAML).
    /// - Complexity: O(size of the subtree), iteratively.
    func flowText(_ value: Int, style: FlowStyle) -> String {
        var text = ""
        var stack: [(members: ArraySlice<Member>, isObject: Bool, isFirst: Bool)] = []

        func open(_ value: Int) {
            switch values[value].content {
            case .object(let range):
                text += "{"
                stack.append((members[range], true, true))
            case .array(let range):
                text += "["
                stack.append((members[range], false, true))
            default:
                text += scalarText(value, style: style)
            }
        }

        open(value)
        while !stack.isEmpty {
            let last = stack.count - 1
            guard let member = stack[last].members.first else {
                text += stack[last].isObject ? "}" : "]"
                stack.removeLast()
                continue
            }
            stack[last].members = stack[last].members.dropFirst()
            if !stack[last].isFirst { text += ", " }
            stack[last].isFirst = false
            if let key = member.key {
                text += (style == .json ? Escaping.json(key) : Self.yamlString(key)) + ": "
            }
            open(member.value)
        }
        return text
    }

    private func scalarText(_ value: Int, style: FlowStyle) -> String {
        switch values[value].content {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number):
            if number.isFinite { return ScreenFileNumber.text(number) }
            if style == .json { return "null" }
            return number.isNaN ? ".nan" : number < 0 ? "-.inf" : ".inf"
        case .string(let string): return style == .json ? Escaping.json(string) : Self.yamlString(string)
        case .array, .object: return ""
        }
    }

    private func contentRange(_ value: Int) -> Range<Int>? {
        switch values[value].content {
        case .array(let range), .object(let range): range
        default: nil
        }
    }

    /// Whether an array is short and simple enough for one line: it holds scalars, or arrays of
    /// scalars (a polygon's points), and no objects.
    private func isInline(_ value: Int) -> Bool {
        guard case .array(let range) = values[value].content else { return false }
        for member in members[range] {
            switch values[member.value].content {
            case .object: return false
            case .array(let inner):
                for element in members[inner] {
                    switch values[element.value].content {
                    case .array, .object: return false
                    default: continue
                    }
                }
            default: continue
            }
        }
        return true
    }

    // MARK: Strings

    /// A YAML scalar for a string: plain when nothing could misread it (it starts with a letter,
    /// holds only letters, digits, spaces, '.', '_' and '-', and is not one of YAML 1.1's boolean
    /// or null words), else double-quoted with every character libyaml won't take literally escaped.
    static func yamlString(_ string: String) -> String {
        isPlainSafe(string) ? string : Escaping.yamlDoubleQuoted(string)
    }

    private static let yamlReservedWords: Set<String> = [
        "y", "n", "yes", "no", "true", "false", "on", "off", "null",
    ]

    private static func isPlainSafe(_ string: String) -> Bool {
        guard let first = string.unicodeScalars.first, let last = string.unicodeScalars.last,
            first.isASCII, first.properties.isAlphabetic, last != " "
        else { return false }
        let allowed = string.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || scalar == " " || scalar == "." || scalar == "_" || scalar == "-")
        }
        return allowed && !yamlReservedWords.contains(string.lowercased())
    }
}
