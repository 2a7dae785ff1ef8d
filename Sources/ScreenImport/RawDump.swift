import EarshotUIKit

/// A rectangle exactly as a dump wrote it: possibly NaN, infinite, negative or huge.
/// `FrameSanitizer` turns it into a safe `CGRect`.
struct RawFrame: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// Reads `{{x, y}, {w, h}}` (WebDriverAgent's `frame` / `nativeFrame`, debugDescription).
    init?(braced text: Substring) {
        let numbers = text.split(whereSeparator: { "{}, ".contains($0) })
        guard numbers.count == 4,
            let x = Double(numbers[0]), let y = Double(numbers[1]),
            let width = Double(numbers[2]), let height = Double(numbers[3])
        else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One node of a dump, with every attribute the formats can carry and nothing interpreted yet.
/// Readers fill these in document (pre-)order; `DumpConverter` decides what VoiceOver makes of them.
struct RawDumpNode: Sendable {
    /// The type as written (`XCUIElementTypeButton`, `Button`, `9`, `RemotePlaceholder`).
    var typeName: String
    /// The XCTest type; `.other` for names XCTest does not have.
    var type: DumpElementType
    var parent: Int?
    var depth: Int
    var location: ImportLocation

    /// WebDriverAgent's `name`: the identifier if there is one, else the label.
    var name: String?
    var label: String?
    var value: String?
    /// An identifier the dump states as such (JSON `rawIdentifier`, debugDescription `identifier:`).
    var identifier: String?

    var isEnabled: Bool?
    var isVisible: Bool?
    var isAccessible: Bool?
    /// Nil when the dump did not say (old dumps, excluded attribute); empty when it said "none".
    var traits: UIAccessibilityTraits?
    var frame: RawFrame?
    /// `Window (Main)` in debugDescription text.
    var isMainWindow = false

    /// Whether the type name is one XCTest knows.
    private(set) var hasKnownType: Bool

    /// The attributes few nodes carry, one object made on the first set (`RawDumpRareValues`).
    private var rare = OutOfLineKeys<RawDumpRareValues>()

    var placeholderValue: String? {
        get { rare[\.placeholderValue] }
        set { rare[\.placeholderValue] = newValue }
    }
    var title: String? {
        get { rare[\.title] }
        set { rare[\.title] = newValue }
    }
    /// UI Automation's `hint` (Appium 1.6 dumps).
    var hint: String? {
        get { rare[\.hint] }
        set { rare[\.hint] = newValue }
    }
    var isFocused: Bool? {
        get { rare[\.isFocused] }
        set { rare[\.isFocused] = newValue }
    }
    /// A `Selected` flag of debugDescription text.
    var isSelected: Bool? {
        get { rare[\.isSelected] }
        set { rare[\.isSelected] = newValue }
    }
    var minValue: String? {
        get { rare[\.minValue] }
        set { rare[\.minValue] = newValue }
    }
    var maxValue: String? {
        get { rare[\.maxValue] }
        set { rare[\.maxValue] = newValue }
    }
    var customActions: [String]? {
        get { rare[\.customActions] }
        set { rare[\.customActions] = newValue }
    }

    init(typeName: String, location: ImportLocation) {
        self.init(typeName: typeName, knownType: DumpElementType(dumpName: typeName), location: location)
    }

    /// A node whose type name was looked up already (`DumpElementType(dumpName:)`): readers that
    /// meet the same few names on every node look each up once.
    init(typeName: String, knownType: DumpElementType?, location: ImportLocation) {
        self.typeName = typeName
        self.type = knownType ?? .other
        self.hasKnownType = knownType != nil
        self.depth = 0
        self.location = location
    }

    /// Changes the type name (and the type it stands for).
    mutating func setTypeName(_ name: String) {
        typeName = name
        let known = DumpElementType(dumpName: name)
        type = known ?? .other
        hasKnownType = known != nil
    }
}

/// The attributes of a dump node that few nodes carry (a placeholder, a title, a hint, focus and
/// selection flags, a slider's bounds, custom actions), kept out of line: a dump is held whole
/// while it is converted, and inline these would take room in every node.
struct RawDumpRareValues: OutOfLineKeyValues {
    var placeholderValue: String?
    var title: String?
    var hint: String?
    var isFocused: Bool?
    var isSelected: Bool?
    var minValue: String?
    var maxValue: String?
    var customActions: [String]?

    init() {}
}

/// A whole dump: nodes in document order (every parent before its descendants, each subtree
/// contiguous), plus the warnings the reader gathered.
struct RawDump: Sendable {
    let source: String
    let limits: ImportLimits
    private(set) var nodes: [RawDumpNode] = []
    var warnings: [ImportWarning] = []
    private var unknownTypeNames: Set<String> = []
    private var unknownTraitNames: Set<String> = []
    private var traitCache: [String: UIAccessibilityTraits] = [:]

    init(source: String, limits: ImportLimits) {
        self.source = source
        self.limits = limits
    }

    /// Makes room for `count` nodes at once, so that a reader that knows about how many are coming
    /// never holds the node list twice while it grows.
    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
    }

    /// Adds `node` under `parent` (nil: a top-level node) and returns its index.
    /// Throws when the node count or the depth passes the limits.
    mutating func append(_ node: RawDumpNode, parent: Int?) throws -> Int {
        var node = node
        node.parent = parent
        node.depth = parent.map { nodes[$0].depth + 1 } ?? 0
        if nodes.count >= limits.maxNodes {
            throw ImportError(.limitExceeded, at: node.location, limits.nodeProblem)
        }

        if node.depth > limits.maxDepth {
            throw ImportError(
                .limitExceeded, at: node.location,
                "nesting deeper than \(limits.maxDepth) levels (ImportLimits.maxDepth)")
        }
        nodes.append(node)
        if !node.typeName.isEmpty { warnIfUnknownType(nodes.count - 1) }
        return nodes.count - 1
    }

    /// Refuses a node whose name, label, value, hint, title, placeholder or identifier is longer
    /// than `ImportLimits.maxLabelBytes`. Every reader's dump passes here before it is converted.
    /// - Complexity: O(n) in the number of nodes.
    func checkTextLengths() throws {
        for index in nodes.indices {
            // One field at a time: no list, and no copy of the whole node, per node.
            func check(_ text: String?, _ name: String) throws {
                if let problem = limits.labelProblem(text, named: name) {
                    throw ImportError(.limitExceeded, at: nodes[index].location, problem)
                }
            }
            try check(nodes[index].name, "name")
            try check(nodes[index].label, "label")
            try check(nodes[index].value, "value")
            try check(nodes[index].hint, "hint")
            try check(nodes[index].title, "title")
            try check(nodes[index].placeholderValue, "placeholder")
            try check(nodes[index].identifier, "identifier")
        }
    }

    /// Sets the type of a node added before its type was known (JSON keys come in any order).
    mutating func setType(_ index: Int, name: String) {
        nodes[index].setTypeName(name)
        warnIfUnknownType(index)
    }

    private mutating func warnIfUnknownType(_ index: Int) {
        let node = nodes[index]
        if !node.hasKnownType, unknownTypeNames.insert(node.typeName).inserted {
            warn(at: node.location, "unknown element type '\(node.typeName)' is kept as a generic view (Other)")
        }
    }

    /// Changes a node already added (readers fill attributes as they meet them).
    mutating func update(_ index: Int, _ change: (inout RawDumpNode) -> Void) {
        change(&nodes[index])
    }

    mutating func warn(at location: ImportLocation, _ message: String) {
        warnings.append(ImportWarning(location: location, message: message))
    }

    /// Parses a traits attribute, warning once per unknown trait name. Dumps repeat the same few
    /// trait strings on every node, so results are cached.
    mutating func traits(from text: String, at location: ImportLocation) -> UIAccessibilityTraits {
        if let cached = traitCache[text] { return cached }
        var unknown: [String] = []
        let traits = DumpTraits.parse(text, unknown: &unknown)
        for name in unknown where unknownTraitNames.insert(name).inserted {
            warn(at: location, "unknown trait '\(name)' is ignored")
        }
        traitCache[text] = traits
        return traits
    }

    /// Reads a boolean written as `true`/`false`, `1`/`0` or `yes`/`no`; warns and returns nil otherwise.
    mutating func bool(_ text: String, attribute: String, at location: ImportLocation) -> Bool? {
        switch text {
        case "true", "1": return true
        case "false", "0": return false
        default: break
        }
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no": return false
        default:
            warn(at: location, "\(attribute)=\"\(text)\" is not a boolean; ignored")
            return nil
        }
    }
}
