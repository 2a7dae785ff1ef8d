/// Reads WebDriverAgent's JSON page source (`/source?format=json`, docs/real-dumps.md §1.4) into a
/// `RawDump`: node objects with `type`, `rawIdentifier`, `name`, `label`, `value`, `rect` or
/// `frame`, `isEnabled`/`isVisible`/`isAccessible`/`isFocused` (strings "1"/"0", booleans or
/// numbers), `traits`, `placeholderValue`, `children`. WebDriverAgent's response wrapper
/// `{"value": {…}, "sessionId": …}` is unwrapped; Maestro-style integer `elementType` is accepted.
///
/// Event-driven over `WDAJSONTokenizer` with an explicit stack, so a tree 100,000 levels deep is
/// read without recursion and never held as nested values.
enum WDAJSONReader {
    /// - Complexity: O(n) in the size of the input.
    static func read(_ input: ImportInput, limits: ImportLimits) throws -> RawDump {
        var reader = Reader(input: input, limits: limits)
        try reader.run()
        return reader.dump
    }

    /// Where values inside a JSON container go.
    private enum Role {
        /// The top-level object: a node, or the `{"value": …}` wrapper; decided by its keys.
        case top
        /// A node object.
        case node(Int)
        /// A `rect` object of a node (nil: of the top-level object not yet added).
        case rect(Int?)
        /// A node's `children` array.
        case children(Int)
        /// An array of strings (`traits`, `customActions`) for a node (nil: the top-level one).
        case strings(key: String, node: Int?)
        /// Anything else: read and dropped.
        case ignored
    }

    private enum State {
        case keyOrEnd, key, colon, value, valueOrEnd, commaOrEnd
    }

    private struct Container {
        var isObject: Bool
        var role: Role
        var state: State
        var key: String?
        var start: ImportLocation
        var rect: [String: Double] = [:]
        var strings: [String] = []
        /// The keys met so far in this object: JSON leaves duplicates undefined, the reader keeps
        /// the last and says so.
        var keys: Set<String> = []
    }

    private struct Reader {
        var tokenizer: WDAJSONTokenizer
        var dump: RawDump
        let limits: ImportLimits
        let source: String
        var stack: [Container] = []
        /// The top-level object's attributes, held until we know it is a node and not a wrapper.
        var pending: RawDumpNode?
        var pendingIndex: Int?
        var pendingIsWrapper = false
        /// How trustworthy each node's frame is: 3 nativeFrame, 2 rect, 1 frame string.
        var framePriority: [Int: Int] = [:]
        var pendingFramePriority = 0

        init(input: ImportInput, limits: ImportLimits) {
            tokenizer = WDAJSONTokenizer(input)
            dump = RawDump(source: input.source, limits: limits)
            self.limits = limits
            source = input.source
        }

        mutating func run() throws {
            var (token, location) = try tokenizer.next()
            switch token {
            case .end:
                throw ImportError(.empty, at: location, "the input is empty")
            case .beginObject:
                stack.append(Container(isObject: true, role: .top, state: .keyOrEnd, start: location))
                pending = RawDumpNode(typeName: "", location: location)
            default:
                throw ImportError(.malformed, at: location, "expected a JSON object (a WebDriverAgent node), found \(token.display)")
            }
            while !stack.isEmpty {
                (token, location) = try tokenizer.next()
                try step(token, at: location)
            }
            for place in tokenizer.replacedSurrogates {
                dump.warn(at: place, "a lone UTF-16 surrogate in a \\u escape; replaced with U+FFFD")
            }
            let (trailing, trailingLocation) = try tokenizer.next()
            if trailing != .end {
                throw ImportError(.malformed, at: trailingLocation, "unexpected \(trailing.display) after the end of the JSON document")
            }
            if dump.nodes.isEmpty {
                throw ImportError(.empty, at: ImportLocation(source: source, line: 1, column: 1), "the JSON holds no node")
            }
        }

        private mutating func step(_ token: WDAJSONTokenizer.Token, at location: ImportLocation) throws {
            if token == .end {
                let open = stack[stack.count - 1]
                throw ImportError(
                    .truncated, at: open.start,
                    "the JSON ends before the \(open.isObject ? "object" : "array") that starts here is closed")
            }
            let top = stack.count - 1
            switch stack[top].state {
            case .keyOrEnd, .key:
                if case .string(let key) = token {
                    if !stack[top].keys.insert(key).inserted {
                        dump.warn(at: location, "the key '\(key)' appears twice in one object; the last value is kept")
                    }
                    stack[top].key = key
                    stack[top].state = .colon
                } else if token == .endObject && stack[top].state == .keyOrEnd {
                    try close()
                } else {
                    throw ImportError(.malformed, at: location, "expected a key (a string) in a JSON object, found \(token.display)")
                }
            case .colon:
                guard token == .colon else {
                    throw ImportError(.malformed, at: location, "expected ':' after a key, found \(token.display)")
                }
                stack[top].state = .value
            case .value, .valueOrEnd:
                if token == .endArray && stack[top].state == .valueOrEnd {
                    try close()
                    return
                }
                stack[top].state = .commaOrEnd
                switch token {
                case .beginObject: try open(isObject: true, at: location)
                case .beginArray: try open(isObject: false, at: location)
                case .string, .number, .bool, .null: deliver(token, at: location)
                default:
                    throw ImportError(.malformed, at: location, "expected a value, found \(token.display)")
                }
            case .commaOrEnd:
                if token == .comma {
                    stack[top].state = stack[top].isObject ? .key : .value
                } else if (token == .endObject && stack[top].isObject) || (token == .endArray && !stack[top].isObject) {
                    try close()
                } else {
                    throw ImportError(
                        .malformed, at: location,
                        "expected ',' or '\(stack[top].isObject ? "}" : "]")', found \(token.display)")
                }
            }
        }

        /// Opens a nested object or array, deciding its role from where it stands.
        private mutating func open(isObject: Bool, at location: ImportLocation) throws {
            if stack.count > 2 * limits.maxDepth + 8 {
                throw ImportError(.limitExceeded, at: location, "nesting deeper than \(limits.maxDepth) levels (ImportLimits.maxDepth)")
            }
            let parent = stack[stack.count - 1]
            var role = Role.ignored
            switch parent.role {
            case .top, .node:
                let owner: Int? = { if case .node(let index) = parent.role { return index } else { return nil } }()
                switch (parent.key, isObject) {
                case ("value"?, true) where owner == nil && pendingIndex == nil:
                    pendingIsWrapper = true
                    role = .node(try addNode(parent: nil, at: location))
                case ("rect"?, true):
                    role = .rect(owner)
                case ("children"?, false):
                    role = .children(try owner ?? materializePending())
                case ("traits"?, false), ("customActions"?, false):
                    role = .strings(key: parent.key ?? "", node: owner)
                default:
                    role = .ignored
                }
            case .children(let parentNode):
                if isObject {
                    role = .node(try addNode(parent: parentNode, at: location))
                } else {
                    dump.warn(at: location, "an array inside 'children' is not a node; ignored")
                }
            case .rect, .strings, .ignored:
                role = .ignored
            }
            stack.append(Container(isObject: isObject, role: role, state: isObject ? .keyOrEnd : .valueOrEnd, start: location))
        }

        private mutating func addNode(parent: Int?, at location: ImportLocation) throws -> Int {
            try dump.append(RawDumpNode(typeName: "", location: location), parent: parent)
        }

        /// Adds the top-level object as the root node (it has children, so it is not a wrapper).
        private mutating func materializePending() throws -> Int {
            if let index = pendingIndex { return index }
            let index = try dump.append(pending ?? RawDumpNode(typeName: "", location: stack[0].start), parent: nil)
            pendingIndex = index
            framePriority[index] = pendingFramePriority
            let typeName = dump.nodes[index].typeName
            if !typeName.isEmpty { dump.setType(index, name: typeName) }
            return index
        }

        private mutating func close() throws {
            let container = stack.removeLast()
            switch container.role {
            case .top:
                if pendingIndex == nil && !pendingIsWrapper { _ = try materializePending() }
                if let index = pendingIndex { finishNode(index) }
            case .node(let index):
                finishNode(index)
            case .rect(let owner):
                let parts = ["x", "y", "width", "height"].compactMap { container.rect[$0] }
                if parts.count == 4 {
                    setFrame(RawFrame(x: parts[0], y: parts[1], width: parts[2], height: parts[3]), priority: 2, owner: owner)
                } else {
                    dump.warn(at: container.start, "a 'rect' needs x, y, width and height; ignored")
                }
            case .strings(let key, let owner):
                if key == "traits" {
                    let traits = dump.traits(from: container.strings.joined(separator: ","), at: container.start)
                    setAttribute(owner) { $0.traits = traits }
                } else {
                    let actions = container.strings
                    setAttribute(owner) { $0.customActions = actions }
                }
            case .children, .ignored:
                break
            }
        }

        private mutating func finishNode(_ index: Int) {
            if dump.nodes[index].typeName.isEmpty {
                dump.warn(at: dump.nodes[index].location, "a node without 'type' is kept as a generic view (Other)")
                dump.setType(index, name: "Other")
            }
        }

        private mutating func setAttribute(_ owner: Int?, _ change: (inout RawDumpNode) -> Void) {
            if let owner {
                dump.update(owner, change)
            } else if let index = pendingIndex {
                dump.update(index, change)
            } else if pending != nil {
                change(&pending!)
            }
        }

        private mutating func setFrame(_ frame: RawFrame, priority: Int, owner: Int?) {
            let target = owner ?? pendingIndex
            let current = target.map { framePriority[$0] ?? 0 } ?? pendingFramePriority
            guard priority >= current else { return }
            if let target { framePriority[target] = priority } else { pendingFramePriority = priority }
            setAttribute(owner) { $0.frame = frame }
        }

        /// Hands a scalar to the container it stands in.
        private mutating func deliver(_ token: WDAJSONTokenizer.Token, at location: ImportLocation) {
            let top = stack.count - 1
            let container = stack[top]
            switch container.role {
            case .rect:
                if let key = container.key, case .number(let number) = token { stack[top].rect[key] = number }
            case .strings:
                if case .string(let text) = token { stack[top].strings.append(text) }
            case .children:
                dump.warn(at: location, "a \(token.display) inside 'children' is not a node; ignored")
            case .ignored:
                break
            case .top:
                if pendingIsWrapper { return }
                setNodeAttribute(key: container.key ?? "", token, owner: nil, at: location)
            case .node(let index):
                setNodeAttribute(key: container.key ?? "", token, owner: index, at: location)
            }
        }

        private mutating func setNodeAttribute(key: String, _ token: WDAJSONTokenizer.Token, owner: Int?, at location: ImportLocation) {
            let text: String?
            switch token {
            case .string(let string): text = string
            case .number(let number): text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
            case .bool(let flag): text = flag ? "1" : "0"
            default: text = nil
            }
            switch key {
            case "type", "elementType":
                guard let text else { return }
                if let owner { dump.setType(owner, name: text) } else { pending?.setTypeName(text) }
            case "name": setAttribute(owner) { $0.name = text }
            case "label": setAttribute(owner) { $0.label = text }
            case "value": setAttribute(owner) { $0.value = text.flatMap { $0.isEmpty ? nil : $0 } }
            case "rawIdentifier", "identifier": setAttribute(owner) { $0.identifier = text.flatMap { $0.isEmpty ? nil : $0 } }
            case "placeholderValue": setAttribute(owner) { $0.placeholderValue = text }
            case "title": setAttribute(owner) { $0.title = text }
            case "hint": setAttribute(owner) { $0.hint = text }
            case "minValue": setAttribute(owner) { $0.minValue = text }
            case "maxValue": setAttribute(owner) { $0.maxValue = text }
            case "isEnabled", "enabled": setFlag(key, text, owner, location) { $0.isEnabled = $1 }
            case "isVisible", "visible": setFlag(key, text, owner, location) { $0.isVisible = $1 }
            case "isAccessible", "accessible": setFlag(key, text, owner, location) { $0.isAccessible = $1 }
            case "isFocused", "focused", "hasFocus": setFlag(key, text, owner, location) { $0.isFocused = $1 }
            case "isSelected", "selected": setFlag(key, text, owner, location) { $0.isSelected = $1 }
            case "traits":
                guard let text else { return }
                let traits = dump.traits(from: text, at: location)
                setAttribute(owner) { $0.traits = traits }
            case "customActions":
                guard let text, !text.isEmpty else { return }
                setAttribute(owner) { $0.customActions = text.split(separator: ",").map { String($0) } }
            case "frame", "nativeFrame":
                guard let text else { return }
                if let frame = RawFrame(braced: Substring(text)) {
                    setFrame(frame, priority: key == "nativeFrame" ? 3 : 1, owner: owner)
                } else {
                    dump.warn(at: location, "'\(key)' \"\(text)\" is not a frame {{x, y}, {w, h}}; ignored")
                }
            default:
                break
            }
        }

        private mutating func setFlag(
            _ key: String, _ text: String?, _ owner: Int?, _ location: ImportLocation,
            _ change: (inout RawDumpNode, Bool) -> Void
        ) {
            guard let text, let flag = dump.bool(text, attribute: key, at: location) else { return }
            setAttribute(owner) { change(&$0, flag) }
        }
    }
}
