/// A parsed JSON or YAML document as a flat arena: every value sits in `values`, and the members
/// of objects and arrays sit in `members` as one contiguous range per container.
///
/// Both parsers produce this shape and one decoder reads it, so JSON and YAML give the same
/// errors. Being flat, a tree 100,000 levels deep is built, walked and released without recursion.
/// Every value keeps the line and column it started at, and every object member its key's.
struct ScreenFileTree {
    /// What a value holds. Containers refer to their members by a range of `members`.
    enum Content {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array(Range<Int>)
        case object(Range<Int>)
    }

    struct Value {
        var content: Content
        var position: ScreenFilePosition
    }

    /// An object member (with its key) or an array element (key nil).
    struct Member {
        var key: String?
        var keyPosition: ScreenFilePosition
        var value: Int
    }

    var values: [Value] = []
    var members: [Member] = []
    /// Index of the top-level value.
    var root: Int = 0

    subscript(value index: Int) -> Value { values[index] }

    /// The members of a container value; empty for scalars.
    func members(of index: Int) -> ArraySlice<Member> {
        switch values[index].content {
        case .array(let range), .object(let range): members[range]
        default: []
        }
    }
}

/// Builds a `ScreenFileTree` from events in document order (begin a container, give a key, a
/// scalar, end the container), keeping each container's members contiguous.
///
/// - Complexity: O(n) over the events, with one pending member list per open container.
struct ScreenFileTreeBuilder {
    private(set) var tree = ScreenFileTree()

    private struct OpenContainer {
        var value: Int
        var isObject: Bool
        var members: [ScreenFileTree.Member] = []
        /// Keys seen so far (objects only) with their positions, to catch duplicates.
        var keys: [String: ScreenFilePosition] = [:]
        var pendingKey: String?
        var pendingKeyPosition = ScreenFilePosition.start
    }

    private var open: [OpenContainer] = []
    private var hasRoot = false

    /// How many containers are open.
    var depth: Int { open.count }
    /// Whether the innermost open container is an object.
    var isInObject: Bool { open.last?.isObject ?? false }
    /// Whether the top-level value is complete.
    var isComplete: Bool { hasRoot && open.isEmpty }
    /// How many values have been made so far.
    var valueCount: Int { tree.values.count }

    /// Sets the key of the next member of the innermost object. Returns where the key was first
    /// seen when the object already has it (the caller decides whether that is an error).
    @discardableResult
    mutating func key(_ key: String, at position: ScreenFilePosition) -> ScreenFilePosition? {
        precondition(isInObject, "a key outside an object")
        if let first = open[open.count - 1].keys[key] { return first }
        open[open.count - 1].keys[key] = position
        open[open.count - 1].pendingKey = key
        open[open.count - 1].pendingKeyPosition = position
        return nil
    }

    mutating func scalar(_ content: ScreenFileTree.Content, at position: ScreenFilePosition) {
        let index = tree.values.count
        tree.values.append(.init(content: content, position: position))
        attach(index)
    }

    mutating func beginObject(at position: ScreenFilePosition) {
        begin(isObject: true, content: .object(0..<0), at: position)
    }

    mutating func beginArray(at position: ScreenFilePosition) {
        begin(isObject: false, content: .array(0..<0), at: position)
    }

    /// Closes the innermost container.
    mutating func end() {
        let container = open.removeLast()
        let range = tree.members.count..<(tree.members.count + container.members.count)
        tree.members.append(contentsOf: container.members)
        tree.values[container.value].content = container.isObject ? .object(range) : .array(range)
        attach(container.value)
    }

    /// The path of the open containers, for syntax errors. With `inMember` it also names the
    /// member being read in the innermost one (its key, or the next array index).
    func openPath(inMember: Bool) -> ScreenFilePath {
        var path = ScreenFilePath()
        for (level, container) in open.enumerated() {
            if level == open.count - 1 && !inMember { break }
            if container.isObject {
                guard let key = container.pendingKey else { break }
                path.append(.key(key))
            } else {
                path.append(.index(container.members.count))
            }
        }
        return path
    }

    /// Where the innermost open container began.
    var innermostPosition: ScreenFilePosition? {
        open.last.map { tree.values[$0.value].position }
    }

    private mutating func begin(isObject: Bool, content: ScreenFileTree.Content, at position: ScreenFilePosition) {
        let index = tree.values.count
        tree.values.append(.init(content: content, position: position))
        open.append(OpenContainer(value: index, isObject: isObject))
    }

    private mutating func attach(_ index: Int) {
        guard !open.isEmpty else {
            tree.root = index
            hasRoot = true
            return
        }
        let last = open.count - 1
        if open[last].isObject {
            open[last].members.append(
                .init(
                    key: open[last].pendingKey, keyPosition: open[last].pendingKeyPosition, value: index))
            open[last].pendingKey = nil
        } else {
            open[last].members.append(.init(key: nil, keyPosition: tree.values[index].position, value: index))
        }
    }
}
