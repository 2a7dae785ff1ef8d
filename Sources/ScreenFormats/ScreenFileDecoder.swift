import EarshotUIKit

/// Turns a parsed screen file (`ScreenFileTree`, from JSON or YAML) into a `ScreenDocument`,
/// checking every rule of docs/screen-format.md and naming the JSON path and line:column of the first
/// value that breaks one.
///
/// Nodes are decoded from an explicit stack, so depth costs no call stack. They are numbered in
/// preorder — a node, then its `children` subtrees, then its `elements` subtrees — which is also
/// the order `ScreenFileWriter` writes them in, so reading what was written gives an equal document.
///
/// - Complexity: O(n) in the number of values, plus O(depth) to spell a path for a diagnostic.
struct ScreenFileDecoder {
    let tree: ScreenFileTree
    let source: String
    let syntax: ScreenFileFormat

    private(set) var warnings: [ScreenFileWarning] = []
    /// Per decoded node: the node it hangs from (-1 for the root) and how.
    private var parents: [Int] = []
    private var steps: [NodeStep] = []
    /// Where each decoded node's object starts, by node id.
    private var positions: [ScreenFilePosition?] = []
    /// The first node that used each `id`, for the duplicate warning.
    private var firstNodeWithID: [String: Int] = [:]
    /// Where the value being decoded hangs, for building paths lazily.
    private var base = Base.document

    /// How a node hangs from its parent.
    enum NodeStep {
        case root
        case child(Int)
        case element(Int)

        var isElement: Bool {
            if case .element = self { true } else { false }
        }
    }

    private enum Base {
        case document
        case node(parent: Int, step: NodeStep)
    }

    /// Node count and text length bounds (`ImportLimits`), shared with the importers.
    private let limits: ImportLimits

    private struct Work {
        var value: Int
        var parent: Int
        var step: NodeStep
    }

    init(tree: ScreenFileTree, source: String, syntax: ScreenFileFormat, limits: ImportLimits = .default) {
        self.tree = tree
        self.source = source
        self.syntax = syntax
        self.limits = limits
    }

    // MARK: Document

    mutating func decode() throws(ScreenFileError) -> ScreenFileReader.Result {
        let top = tree.root
        guard case .object = tree[value: top].content else {
            throw fail("a screen file is an object with \"format\", \"version\" and \"root\"; found \(describe(top))", at: top)
        }
        let members = keyed(tree.members(of: top))
        guard let format = members["format"] else {
            throw fail("missing \"format\": \"\(ScreenDocument.formatName)\"; this does not look like an Earshot screen file", at: top)
        }
        guard case .string(let formatName) = tree[value: format.value].content, formatName == ScreenDocument.formatName else {
            throw fail("expected \"\(ScreenDocument.formatName)\", found \(describe(format.value))", at: format.value, ["format"])
        }
        guard let version = members["version"] else {
            throw fail("missing \"version\" (this build reads version \(ScreenDocument.currentVersion))", at: top)
        }
        guard case .number(let number) = tree[value: version.value].content else {
            throw fail("expected the version number \(ScreenDocument.currentVersion), found \(describe(version.value))", at: version.value, ["version"])
        }
        guard number == Double(ScreenDocument.currentVersion) else {
            throw fail("unsupported version \(ScreenFileNumber.text(number)); this build reads version \(ScreenDocument.currentVersion)", at: version.value, ["version"])
        }
        let topKeys = ["format", "version", "device", "root"]
        for member in tree.members(of: top) where !topKeys.contains(member.key ?? "") {
            throw unknownKey(member, candidates: topKeys, context: "the top level takes format, version, device and root")
        }
        var device = ScreenDocument.Device()
        if let member = members["device"] {
            device = try decodeDevice(member.value)
        }
        guard let root = members["root"] else {
            throw fail("missing \"root\", the window's content view (a node object such as {\"children\": []})", at: top)
        }
        let nodes = try decodeNodes(from: root.value)
        return ScreenFileReader.Result(document: ScreenDocument(device: device, nodes: nodes, root: 0), warnings: warnings, positions: positions)
    }

    private mutating func decodeDevice(_ value: Int) throws(ScreenFileError) -> ScreenDocument.Device {
        let keys = ["idiom", "width", "height", "language", "layoutDirection"]
        guard case .object = tree[value: value].content else {
            throw fail("expected an object with \(list(keys)), found \(describe(value))", at: value, ["device"])
        }
        var device = ScreenDocument.Device()
        for member in tree.members(of: value) {
            let key = member.key ?? ""
            let path: [ScreenFilePath.Step] = ["device", .key(key)]
            switch key {
            case "idiom":
                switch try string(member.value, path) {
                case "phone": device.idiom = .phone
                case "pad": device.idiom = .pad
                case let other: throw fail("expected \"phone\" or \"pad\", found \"\(other)\"", at: member.value, path)
                }
            case "width": device.width = try positiveNumber(member.value, path)
            case "height": device.height = try positiveNumber(member.value, path)
            case "language": device.language = try languageTag(member.value, path)
            case "layoutDirection":
                switch try string(member.value, path) {
                case "leftToRight": device.layoutDirection = .leftToRight
                case "rightToLeft": device.layoutDirection = .rightToLeft
                case let other:
                    let hint = NearestName.hint(for: other, among: ["leftToRight", "rightToLeft"]).map { "; \($0)" } ?? ""
                    throw fail("expected \"leftToRight\" or \"rightToLeft\", found \"\(other)\"\(hint)", at: member.value, path)
                }
            default:
                throw unknownKey(member, candidates: keys, context: "device takes \(list(keys))", prefix: ["device"])
            }
        }
        return device
    }

    // MARK: Nodes

    private mutating func decodeNodes(from rootValue: Int) throws(ScreenFileError) -> [ScreenNode] {
        var nodes: [ScreenNode] = []
        var stack = [Work(value: rootValue, parent: -1, step: .root)]
        while let work = stack.popLast() {
            base = .node(parent: work.parent, step: work.step)
            let index = nodes.count
            if index >= limits.maxNodes {
                throw fail(limits.nodeProblem, at: work.value, [])
            }
            let (node, children, elements) = try decodeNode(work, index: index)
            nodes.append(node)
            positions.append(tree[value: work.value].position)
            parents.append(work.parent)
            steps.append(work.step)
            switch work.step {
            case .root: break
            case .child: nodes[work.parent].children.append(index)
            case .element: nodes[work.parent].elements?.append(index)
            }
            // Children pop first, each subtree whole, then the elements: preorder.
            for (position, value) in elements.enumerated().reversed() {
                stack.append(Work(value: value, parent: index, step: .element(position)))
            }
            for (position, value) in children.enumerated().reversed() {
                stack.append(Work(value: value, parent: index, step: .child(position)))
            }
        }
        base = .document
        return nodes
    }

    /// Decodes one node's own keys; returns the values of its `children` and `elements` entries.
    /// The node's `children` list is left empty and its `elements` list empty-but-present when the
    /// key is given: the caller fills them in as it numbers the subtrees.
    private mutating func decodeNode(_ work: Work, index: Int) throws(ScreenFileError)
        -> (ScreenNode, children: [Int], elements: [Int])
    {
        let value = work.value
        guard case .object = tree[value: value].content else {
            throw fail("expected a node (an object), found \(describe(value))", at: value)
        }
        let members = tree.members(of: value)
        var type = ScreenNodeType.view
        if let member = members.first(where: { $0.key == ScreenNodeKey.type.rawValue }) {
            let name = try string(member.value, ["type"])
            guard let known = ScreenNodeType(rawValue: name) else {
                let hint = NearestName.hint(for: name, among: ScreenNodeType.allCases.map(\.rawValue)).map { "; \($0)" } ?? ""
                throw fail("unknown type '\(name)'\(hint) (types: \(ScreenNodeType.allCases.map(\.rawValue).joined(separator: ", ")))",
                           at: member.value, ["type"])
            }
            type = known
            if type == .element && !work.step.isElement {
                throw fail("type 'element' (UIAccessibilityElement) is only allowed inside 'elements'; a view made an element here is {\"isAccessibilityElement\": true}",
                           at: member.value, ["type"])
            }
        }
        var node = ScreenNode(type: type)
        var children: [Int] = []
        var elements: [Int] = []
        var given: [ScreenNodeKey: Int] = [:]
        for member in members {
            let name = member.key ?? ""
            guard let key = ScreenNodeKey(rawValue: name) else {
                let accepted = ScreenNodeKey.allCases.filter { $0.isAccepted(by: type) }.map(\.rawValue)
                let specific = type.specificKeys.map(\.rawValue)
                let takes = type == .element
                    ? "an element node takes the common node keys except children, hidden, alpha and clipsToBounds"
                    : specific.isEmpty
                    ? "\(Self.article(type.rawValue)) node takes only the common node keys"
                    : "\(Self.article(type.rawValue)) node takes the common node keys and \(list(specific))"
                throw unknownKey(member, candidates: accepted, context: takes,
                                 fallback: ScreenNodeKey.allCases.map(\.rawValue))
            }
            guard key.isAccepted(by: type) else {
                if type == .element {
                    throw fail("'\(name)' doesn't apply to an element: UIAccessibilityElement is not a view (it has no subviews, isHidden, alpha or clipsToBounds)",
                               at: member.keyPosition, [.key(name)])
                }
                let owners = key.acceptingTypes.map(\.rawValue)
                throw fail("'\(name)' is not a key of \(Self.article(type.rawValue)) node (\(type.uiKitName)); it belongs to \(list(owners, conjunction: "and"))",
                           at: member.keyPosition, [.key(name)])
            }
            given[key] = member.value
            let path: [ScreenFilePath.Step] = [.key(name)]
            let value = member.value
            switch key {
            case .type: break
            case .id:
                let id = try string(value, path)
                node.id = id
                if let first = firstNodeWithID[id] {
                    warn("duplicate id '\(id)' (also on \(nodePath(of: first))); UIKit allows it, but a lookup by accessibilityIdentifier finds only one",
                         at: value, path)
                } else {
                    firstNodeWithID[id] = index
                }
            case .frame: node.frame = try rect(value, path)
            case .hidden: node.hidden = try bool(value, path)
            case .alpha: node.alpha = try unitInterval(value, path)
            case .clipsToBounds: node.clipsToBounds = try bool(value, path)
            case .isAccessibilityElement: node.isAccessibilityElement = try bool(value, path)
            case .label: node.label = try string(value, path)
            case .value: node.value = try string(value, path)
            case .hint: node.hint = try string(value, path)
            case .traits: node.traits = try traits(value, path)
            case .addTraits: node.addTraits = try traits(value, path)
            case .removeTraits: node.removeTraits = try traits(value, path)
            case .language: node.language = try languageTag(value, path)
            case .accessibilityFrame: node.accessibilityFrame = try rect(value, path)
            case .touchArea: node.touchArea = try rect(value, path)
            case .systemUI: node.systemUI = try bool(value, path)
            case .activationPoint: node.activationPoint = try point(value, path)
            case .path: node.path = try polygon(value, path)
            case .elementsHidden: node.elementsHidden = try bool(value, path)
            case .viewIsModal: node.viewIsModal = try bool(value, path)
            case .groupsChildren: node.groupsChildren = try bool(value, path)
            case .containerType: node.containerType = try containerType(value, path)
            case .customActions: node.customActions = try strings(value, path)
            case .children: children = try nodeList(value, path)
            case .elements:
                elements = try nodeList(value, path)
                node.elements = []
            case .text: node.text = try string(value, path)
            case .title: node.title = try string(value, path)
            case .isEnabled: node.isEnabled = try bool(value, path)
            case .isSelected: node.isSelected = try bool(value, path)
            case .isOn: node.isOn = try bool(value, path)
            case .minimum: node.minimum = try number(value, path)
            case .maximum: node.maximum = try number(value, path)
            case .current: node.current = try number(value, path)
            case .step: node.step = try number(value, path)
            case .segments: node.segments = try strings(value, path)
            case .selectedIndex: node.selectedIndex = try integer(value, path)
            case .pages: node.pages = try integer(value, path, minimum: 0)
            case .currentPage: node.currentPage = try integer(value, path, minimum: 0)
            case .progress: node.progress = try unitInterval(value, path)
            case .isAnimating: node.isAnimating = try bool(value, path)
            case .placeholder: node.placeholder = try string(value, path)
            case .isSecure: node.isSecure = try bool(value, path)
            case .isEditing: node.isEditing = try bool(value, path)
            case .detailText: node.detailText = try string(value, path)
            case .accessory: node.accessory = try accessory(value, path)
            case .contentSize: node.contentSize = try size(value, path)
            case .contentOffset: node.contentOffset = try point(value, path)
            case .isPagingEnabled: node.isPagingEnabled = try bool(value, path)
            case .backTitle: node.backTitle = try string(value, path)
            case .items: node.items = try tabBarItems(value, path)
            case .message: node.message = try string(value, path)
            case .actions: node.actions = try strings(value, path)
            }
        }
        try checkRelations(of: node, given: given)
        return (node, children, elements)
    }

    /// Rules between keys of one node: indexes within their lists, ranges UIKit enforces.
    private mutating func checkRelations(of node: ScreenNode, given: [ScreenNodeKey: Int]) throws(ScreenFileError) {
        if let selected = node.selectedIndex, let value = given[.selectedIndex] {
            let (count, noun) = node.type == .tabBar ? (node.items?.count ?? 0, "item") : (node.segments?.count ?? 0, "segment")
            guard (0..<count).contains(selected) else {
                throw fail("selectedIndex \(selected) is out of range: \(Self.indexRange(count: count, noun: noun)) (omit selectedIndex for no selection)",
                           at: value, ["selectedIndex"])
            }
        }
        if let page = node.currentPage, let value = given[.currentPage] {
            let pages = node.pages ?? 0
            guard page < pages else {
                throw fail("currentPage \(page) is out of range: \(Self.indexRange(count: pages, noun: "page"))", at: value, ["currentPage"])
            }
        }
        switch node.type {
        case .stepper:
            // UIStepper raises an exception for these (UIKit's minimumValue / stepValue docs).
            let minimum = node.minimum ?? 0
            let maximum = node.maximum ?? 100
            if minimum >= maximum {
                let key: ScreenNodeKey = given[.maximum] != nil ? .maximum : .minimum
                throw fail("a stepper's minimum (\(ScreenFileNumber.text(minimum))) must be less than its maximum (\(ScreenFileNumber.text(maximum))); UIStepper raises an exception otherwise",
                           at: given[key] ?? 0, [.key(key.rawValue)])
            }
            if let step = node.step, step <= 0, let value = given[.step] {
                throw fail("a stepper's step must be greater than 0, found \(ScreenFileNumber.text(step)); UIStepper raises an exception otherwise",
                           at: value, ["step"])
            }
            warnIfClamped(node, minimum: minimum, maximum: maximum, given: given, className: "UIStepper")
        case .slider:
            let minimum = node.minimum ?? 0
            let maximum = node.maximum ?? 1
            if minimum > maximum, let value = given[.maximum] ?? given[.minimum] {
                warn("a slider's minimum (\(ScreenFileNumber.text(minimum))) is above its maximum (\(ScreenFileNumber.text(maximum))); UISlider moves one to meet the other",
                     at: value, [.key(given[.maximum] != nil ? "maximum" : "minimum")])
            } else {
                warnIfClamped(node, minimum: minimum, maximum: maximum, given: given, className: "UISlider")
            }
        case .switch:
            if let value = given[.value] {
                warn("UISwitch ignores a custom accessibilityValue and always speaks \"1\" or \"0\" (docs/voiceover-behaviour.md §10 (Standard UIKit controls))", at: value, ["value"])
            }
        default:
            break
        }
    }

    /// "there are 3 segments (indexes 0…2)", "there is 1 item (index 0)", "there are no pages".
    private static func indexRange(count: Int, noun: String) -> String {
        switch count {
        case 0: "there are no \(noun)s"
        case 1: "there is 1 \(noun) (index 0)"
        default: "there are \(count) \(noun)s (indexes 0…\(count - 1))"
        }
    }

    private mutating func warnIfClamped(_ node: ScreenNode, minimum: Double, maximum: Double, given: [ScreenNodeKey: Int], className: String) {
        guard let current = node.current, let value = given[.current], current < minimum || current > maximum else { return }
        warn("current \(ScreenFileNumber.text(current)) is outside \(ScreenFileNumber.text(minimum))…\(ScreenFileNumber.text(maximum)); \(className) clamps it",
             at: value, ["current"])
    }

    // MARK: Typed values

    private func string(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> String {
        guard case .string(let string) = tree[value: value].content else {
            throw fail("expected a string, found \(describe(value))\(quotingHint(value))", at: value, path)
        }
        if let problem = limits.labelProblem(string, named: "text") {
            throw fail(problem, at: value, path)
        }
        return string
    }

    private func bool(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> Bool {
        guard case .bool(let bool) = tree[value: value].content else {
            throw fail("expected true or false, found \(describe(value))", at: value, path)
        }
        return bool
    }

    private func number(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> Double {
        guard case .number(let number) = tree[value: value].content else {
            throw fail("expected a number, found \(describe(value))", at: value, path)
        }
        guard number.isFinite else {
            throw fail("expected a finite number, found \(ScreenFileNumber.text(number))", at: value, path)
        }
        guard abs(number) <= ScreenFileNumber.maximumMagnitude else {
            throw fail("\(ScreenFileNumber.text(number)) is out of range; numbers in a screen file lie between -1000000000 and 1000000000", at: value, path)
        }
        return number
    }

    private func positiveNumber(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> Double {
        let number = try number(value, path)
        guard number > 0 else {
            throw fail("expected a positive number of points, found \(ScreenFileNumber.text(number))", at: value, path)
        }
        return number
    }

    private func unitInterval(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> Double {
        let number = try number(value, path)
        guard (0...1).contains(number) else {
            throw fail("expected a number from 0 to 1, found \(ScreenFileNumber.text(number))", at: value, path)
        }
        return number
    }

    private func integer(_ value: Int, _ path: [ScreenFilePath.Step], minimum: Int? = nil) throws(ScreenFileError) -> Int {
        let number = try number(value, path)
        guard number == number.rounded() else {
            throw fail("expected a whole number, found \(ScreenFileNumber.text(number))", at: value, path)
        }
        if let minimum, Int(number) < minimum {
            throw fail("expected a whole number of at least \(minimum), found \(ScreenFileNumber.text(number))", at: value, path)
        }
        return Int(number)
    }

    private func strings(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [String] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of strings, found \(describe(value))", at: value, path)
        }
        var result: [String] = []
        for (index, member) in tree.members(of: value).enumerated() {
            guard case .string(let string) = tree[value: member.value].content else {
                throw fail("expected a string, found \(describe(member.value))\(quotingHint(member.value))", at: member.value, path + [.index(index)])
            }
            result.append(string)
        }
        return result
    }

    private func traits(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [String] {
        let names = UIAccessibilityTraits.named.map(\.name)
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of trait names such as [\"button\", \"selected\"], found \(describe(value))", at: value, path)
        }
        let result = try strings(value, path)
        for (index, member) in tree.members(of: value).enumerated() where UIAccessibilityTraits(name: result[index]) == nil {
            let hint = NearestName.hint(for: result[index], among: names).map { "; \($0)" } ?? ""
            throw fail("unknown trait '\(result[index])'\(hint) (traits are UIKit's Swift names: \(names.joined(separator: ", ")))",
                       at: member.value, path + [.index(index)])
        }
        return result
    }

    private func languageTag(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> String {
        let tag = try string(value, path)
        if let problem = LanguageTag.problem(with: tag) {
            throw fail(problem, at: value, path)
        }
        return tag
    }

    private func containerType(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> UIAccessibilityContainerType {
        let cases: [(String, UIAccessibilityContainerType)] = [
            ("none", .none), ("dataTable", .dataTable), ("list", .list), ("landmark", .landmark), ("semanticGroup", .semanticGroup),
        ]
        return try choice(value, path, cases)
    }

    private func accessory(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> ScreenNode.TableViewCellAccessory {
        try choice(value, path, ScreenNode.TableViewCellAccessory.allCases.map { ($0.rawValue, $0) })
    }

    private func choice<T>(_ value: Int, _ path: [ScreenFilePath.Step], _ cases: [(String, T)]) throws(ScreenFileError) -> T {
        let name = try string(value, path)
        if let match = cases.first(where: { $0.0 == name }) { return match.1 }
        let names = cases.map(\.0)
        let hint = NearestName.hint(for: name, among: names).map { "; \($0)" } ?? ""
        throw fail("unknown value '\(name)'\(hint) (expected \(list(names, conjunction: "or")))", at: value, path)
    }

    /// An array of exactly `count` finite numbers; those at `nonNegative` positions must be ≥ 0.
    private func numbers(_ value: Int, _ path: [ScreenFilePath.Step], count: Int, shape: String,
                         names: [String], nonNegative: Set<Int> = []) throws(ScreenFileError) -> [Double] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of \(count) numbers \(shape), found \(describe(value))", at: value, path)
        }
        let members = tree.members(of: value)
        guard members.count == count else {
            throw fail("expected \(count) numbers \(shape), found \(members.count)", at: value, path)
        }
        var result: [Double] = []
        for (index, member) in members.enumerated() {
            let itemPath = path + [.index(index)]
            guard case .number = tree[value: member.value].content else {
                throw fail("expected a number (the \(names[index])), found \(describe(member.value))", at: member.value, itemPath)
            }
            let number = try number(member.value, itemPath)
            if nonNegative.contains(index) && number < 0 {
                throw fail("the \(names[index]) must not be negative, found \(ScreenFileNumber.text(number))", at: member.value, itemPath)
            }
            result.append(number)
        }
        return result
    }

    private func rect(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> CGRect {
        let n = try numbers(value, path, count: 4, shape: "[x, y, w, h]", names: ["x", "y", "width", "height"], nonNegative: [2, 3])
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    private func point(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> CGPoint {
        let n = try numbers(value, path, count: 2, shape: "[x, y]", names: ["x", "y"])
        return CGPoint(x: n[0], y: n[1])
    }

    private func size(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> CGSize {
        let n = try numbers(value, path, count: 2, shape: "[w, h]", names: ["width", "height"], nonNegative: [0, 1])
        return CGSize(width: n[0], height: n[1])
    }

    private func polygon(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [CGPoint] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of at least 3 points [[x, y], …], found \(describe(value))", at: value, path)
        }
        let members = tree.members(of: value)
        guard members.count >= 3 else {
            throw fail("expected at least 3 points [[x, y], …] for a closed polygon, found \(members.count)", at: value, path)
        }
        var points: [CGPoint] = []
        for (index, member) in members.enumerated() {
            points.append(try point(member.value, path + [.index(index)]))
        }
        return points
    }

    private func tabBarItems(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [ScreenNode.TabBarItem] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of tab items [{\"title\": …}], found \(describe(value))", at: value, path)
        }
        let keys = ["title", "badge", "isEnabled"]
        var items: [ScreenNode.TabBarItem] = []
        for (index, member) in tree.members(of: value).enumerated() {
            let itemValue = member.value
            guard case .object = tree[value: itemValue].content else {
                throw fail("expected a tab item (an object with \(list(keys))), found \(describe(itemValue))", at: itemValue, path + [.index(index)])
            }
            var item = ScreenNode.TabBarItem()
            for field in tree.members(of: itemValue) {
                let key = field.key ?? ""
                let fieldPath = path + [.index(index), .key(key)]
                switch key {
                case "title": item.title = try string(field.value, fieldPath)
                case "badge": item.badge = try string(field.value, fieldPath)
                case "isEnabled": item.isEnabled = try bool(field.value, fieldPath)
                default:
                    throw unknownKey(field, candidates: keys, context: "a tab item takes \(list(keys))",
                                     prefix: path + [.index(index)])
                }
            }
            items.append(item)
        }
        return items
    }

    private func nodeList(_ value: Int, _ path: [ScreenFilePath.Step]) throws(ScreenFileError) -> [Int] {
        guard case .array = tree[value: value].content else {
            throw fail("expected an array of nodes, found \(describe(value))", at: value, path)
        }
        return tree.members(of: value).map(\.value)
    }

    // MARK: Diagnostics

    /// Members of an object by key (keys are unique: both parsers reject duplicates).
    private func keyed(_ members: ArraySlice<ScreenFileTree.Member>) -> [String: ScreenFileTree.Member] {
        var result: [String: ScreenFileTree.Member] = [:]
        for member in members { result[member.key ?? ""] = member }
        return result
    }

    /// How a found value reads in a message: `a string ("abc")`, `a number (42)`, `null`, …
    private func describe(_ value: Int) -> String {
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
    private func quotingHint(_ value: Int) -> String {
        guard syntax == .yaml else { return "" }
        switch tree[value: value].content {
        case .bool, .number: return "; YAML reads unquoted true/false/yes/no/on/off as booleans and digits as numbers, so put the text in quotes"
        default: return ""
        }
    }

    /// "a label", "an imageView".
    private static func article(_ word: String) -> String {
        ("aeiou".contains(word.first ?? "x") ? "an " : "a ") + word
    }

    private func list(_ names: [String], conjunction: String = "and") -> String {
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
        }
    }

    private func unknownKey(_ member: ScreenFileTree.Member, candidates: [String], context: String,
                            prefix: [ScreenFilePath.Step] = [], fallback: [String] = []) -> ScreenFileError {
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
    private func nodePath(parent: Int, step: NodeStep) -> ScreenFilePath {
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
            case .child(let index): path.append(.key("children")); path.append(.index(index))
            case .element(let index): path.append(.key("elements")); path.append(.index(index))
            }
        }
        return path
    }

    private func nodePath(of node: Int) -> ScreenFilePath {
        nodePath(parent: parents[node], step: steps[node])
    }

    private func fail(_ reason: String, at value: Int, _ keys: [ScreenFilePath.Step] = []) -> ScreenFileError {
        ScreenFileError(source: source, path: path(keys).description, position: tree[value: value].position, reason: reason)
    }

    private func fail(_ reason: String, at position: ScreenFilePosition, _ keys: [ScreenFilePath.Step]) -> ScreenFileError {
        ScreenFileError(source: source, path: path(keys).description, position: position, reason: reason)
    }

    private mutating func warn(_ message: String, at value: Int, _ keys: [ScreenFilePath.Step]) {
        let position = tree[value: value].position
        warnings.append(ScreenFileWarning(source: source, path: path(keys).description, line: position.line,
                                          column: position.column, message: message))
    }
}
