import Foundation
import TextEscaping
import Yams

/// Parses YAML text into the same `ScreenFileTree` the JSON parser makes, so the decoder gives
/// the same rules and messages for both, with libyaml's line:column marks.
///
/// Yams composes the node tree (with libyaml). Scalars are typed the YAML 1.1 way Yams' default
/// resolver types them: unquoted `yes`/`no`/`on`/`off`/`true`/`false` are booleans, digits are
/// numbers, `~`/`null`/empty are null; dates and other text stay strings. Aliases are expanded and
/// merge keys (`<<: *base`) applied, explicit keys winning. The conversion to the arena is a loop
/// over an explicit stack.
///
/// Depth: libyaml stops at 1000 nested collections (its `MAX_NESTING_LEVEL`, process-wide, so it
/// is left alone here), which is about 500 nested nodes since each node adds a mapping and a
/// `children` list. Deeper files get a clear error pointing to JSON, which has no depth limit.
enum YAMLScreenFileParser {
    /// libyaml's default nesting limit, quoted in the error.
    static let libyamlNestingLimit = 1000

    static func parse(_ data: Data, source: String) throws(ScreenFileError) -> ScreenFileTree {
        let bytes = try ScreenFileText.decode(data, source: source)
        return try parse(String(decoding: bytes, as: UTF8.self), source: source)
    }

    static func parse(_ text: String, source: String) throws(ScreenFileError) -> ScreenFileTree {
        // A byte order mark is not content; dropped here, columns on line 1 count from after it.
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            throw screenFileError(from: error, text: text, source: source)
        } catch {
            throw ScreenFileError(source: source, reason: "the YAML could not be read: \(error)")
        }
        guard let root = composed else {
            throw ScreenFileError(
                source: source, line: 1, column: 1, reason: "the file is empty; expected a YAML mapping with format, version and root")
        }
        var converter = Converter(source: source, budget: max(100_000, text.utf8.count * 10))
        return try converter.convert(root)
    }

    /// Copies Yams' node tree into the arena, iteratively.
    private struct Converter {
        let source: String
        /// Most values an input may expand to through aliases, against "billion laughs" files.
        let budget: Int
        var builder = ScreenFileTreeBuilder()
        /// Mappings that merge keys have brought in so far, across the whole file: merges that
        /// merge merges (`<<: [*a, *a]` nested) double at every level, and each is work even when
        /// it adds no key, so they count against the same budget as expanded values.
        var mergedMappings = 0

        /// A container being copied: its entries (keys nil in sequences) and how far we are.
        struct Frame {
            var entries: [(key: Node?, value: Node)]
            var next = 0
        }

        init(source: String, budget: Int) {
            self.source = source
            self.budget = budget
        }

        mutating func convert(_ root: Node) throws(ScreenFileError) -> ScreenFileTree {
            var stack: [Frame] = []
            if let frame = try open(root) { stack.append(frame) }
            while !stack.isEmpty {
                let last = stack.count - 1
                guard stack[last].next < stack[last].entries.count else {
                    builder.end()
                    stack.removeLast()
                    continue
                }
                let (key, value) = stack[last].entries[stack[last].next]
                stack[last].next += 1
                if let key {
                    guard case .scalar(let scalar) = key else {
                        throw error("mapping keys must be plain strings, found a \(kind(of: key))", at: key)
                    }
                    builder.key(scalar.string, at: position(of: key))
                }
                if let frame = try open(value) { stack.append(frame) }
                if builder.valueCount > budget {
                    throw error(
                        "the YAML's aliases expand to more than \(budget) values; a screen file has no need for that many", at: value)
                }
            }
            return builder.tree
        }

        /// Emits a scalar, or begins a container and returns its frame.
        private mutating func open(_ node: Node) throws(ScreenFileError) -> Frame? {
            let at = position(of: node)
            switch node {
            case .scalar(let scalar):
                builder.scalar(try content(of: scalar, node: node), at: at)
                return nil
            case .sequence(let sequence):
                try checkTag(node, allowed: .seq)
                builder.beginArray(at: at)
                return Frame(entries: sequence.map { (key: nil, value: $0) })
            case .mapping(let mapping):
                try checkTag(node, allowed: .map)
                builder.beginObject(at: at)
                return Frame(entries: try mergedPairs(of: mapping).map { (key: $0.0, value: $0.1) })
            case .alias:
                throw error("an alias that Yams did not resolve", at: node)
            }
        }

        /// The mapping's own pairs, then those its merge keys (`<<`) bring in that it lacks, in
        /// YAML's precedence: explicit keys, then each merged mapping (with its own merges) in order.
        private mutating func mergedPairs(of mapping: Node.Mapping) throws(ScreenFileError) -> [(Node, Node)] {
            var result: [(Node, Node)] = []
            var seen = Set<String>()
            var pending: [Node] = []
            func take(_ mapping: Node.Mapping, into pending: inout [Node]) {
                var merges: [Node] = []
                for (key, value) in mapping {
                    if isMergeKey(key) {
                        merges.append(value)
                    } else if case .scalar(let scalar) = key {
                        if seen.insert(scalar.string).inserted { result.append((key, value)) }
                    } else {
                        result.append((key, value))
                    }
                }
                pending.append(contentsOf: merges.reversed())
            }
            take(mapping, into: &pending)
            while let source = pending.popLast() {
                mergedMappings += 1
                if mergedMappings > budget {
                    throw error(
                        "the YAML's merge keys ('<<') bring in more than \(budget) mappings; a screen file has no need for that many",
                        at: source)
                }
                switch source {
                case .mapping(let merged):
                    take(merged, into: &pending)
                case .sequence(let sequence) where sequence.allSatisfy({ if case .mapping = $0 { true } else { false } }):
                    pending.append(contentsOf: sequence.reversed())
                default:
                    throw error("a merge key '<<' takes a mapping or a list of mappings, found a \(kind(of: source))", at: source)
                }
                if result.count > budget {
                    throw error("merge keys bring in more than \(budget) entries", at: source)
                }
            }
            return result
        }

        private func isMergeKey(_ node: Node) -> Bool {
            guard case .scalar(let scalar) = node, scalar.string == "<<" else { return false }
            return node.tag.rawValue == Tag.Name.merge.rawValue
        }

        /// A scalar's value per its resolved YAML 1.1 tag.
        private func content(of scalar: Node.Scalar, node: Node) throws(ScreenFileError) -> ScreenFileTree.Content {
            let tag = node.tag.rawValue
            switch tag {
            case Tag.Name.str.rawValue, Tag.Name.timestamp.rawValue, Tag.Name.value.rawValue, Tag.Name.merge.rawValue:
                return .string(scalar.string)
            case Tag.Name.null.rawValue:
                return .null
            case Tag.Name.bool.rawValue:
                guard let bool = Bool.construct(from: scalar) else { break }
                return .bool(bool)
            case Tag.Name.int.rawValue:
                if let int = Int.construct(from: scalar) { return .number(Double(int)) }
                if let double = Double(scalar.string.replacingOccurrences(of: "_", with: "")), double.isFinite {
                    return .number(double)
                }
                throw error("the integer \(scalar.string) is out of range", at: node)
            case Tag.Name.float.rawValue:
                guard let double = Double.construct(from: scalar) else { break }
                return .number(double)
            default:
                throw error(
                    "unsupported YAML tag '\(shortTag(tag))'; screen files use plain strings, numbers, booleans, lists and mappings",
                    at: node)
            }
            throw error("'\(scalar.string)' is not a valid \(shortTag(tag))", at: node)
        }

        private func checkTag(_ node: Node, allowed: Tag.Name) throws(ScreenFileError) {
            let tag = node.tag.rawValue
            guard tag == allowed.rawValue else {
                throw error(
                    "unsupported YAML tag '\(shortTag(tag))'; screen files use plain strings, numbers, booleans, lists and mappings",
                    at: node)
            }
        }

        private func shortTag(_ tag: String) -> String {
            tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
        }

        private func kind(of node: Node) -> String {
            switch node {
            case .scalar: "scalar"
            case .mapping: "mapping"
            case .sequence: "sequence"
            case .alias: "alias"
            }
        }

        private func position(of node: Node) -> ScreenFilePosition {
            node.mark.map { ScreenFilePosition(line: $0.line, column: $0.column) } ?? .start
        }

        private func error(_ reason: String, at node: Node) -> ScreenFileError {
            ScreenFileError(
                source: source, path: builder.openPath(inMember: true).description,
                position: position(of: node), reason: reason)
        }
    }

    /// Yams' errors as screen file errors with libyaml's line and column.
    private static func screenFileError(from error: YamlError, text: String, source: String) -> ScreenFileError {
        func at(_ mark: Mark, _ reason: String) -> ScreenFileError {
            ScreenFileError(source: source, line: mark.line, column: mark.column, reason: reason)
        }
        func syntax(_ context: YamlError.Context?, _ problem: String, _ mark: Mark) -> ScreenFileError {
            if problem.contains("Maximum nesting level") {
                return at(
                    mark,
                    "the YAML nests deeper than libyaml's limit of \(libyamlNestingLimit) levels (about \(libyamlNestingLimit / 2) nested nodes); write a screen this deep as JSON, which has no depth limit"
                )
            }
            let context = context.map { " (\($0.text) at \($0.mark))" } ?? ""
            return at(mark, "YAML syntax error: \(problem)\(context)")
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return syntax(context, problem, mark)
        case .reader(let problem, let offset, let value, _):
            var reason = "YAML can't read the text: \(problem)"
            if value >= 0 {
                reason += " (\(UInt32(value).codePointNotation))"
            }
            guard let offset, let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) else {
                return ScreenFileError(source: source, reason: reason)
            }
            let bytes = Array(text.utf8)
            let byteOffset = text.utf8.distance(from: text.utf8.startIndex, to: index)
            return ScreenFileError(
                source: source, path: nil, position: ScreenFileText.position(ofByte: byteOffset, in: bytes), reason: reason)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return at(context.mark, "duplicate key \(keys) in a mapping (its first occurrence is here); each key may appear once")
        default:
            return ScreenFileError(source: source, reason: "the YAML could not be read: \(error)")
        }
    }
}
