import EarshotUIKit

/// The nodes, from an explicit stack: each node's keys, and the checks between a node and its
/// parent or children.
extension ScreenFileDecoder {
    mutating func decodeNodes(from rootValue: Int) throws(ScreenFileError) -> [ScreenNode] {
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
    private mutating func decodeNode(
        _ work: Work, index: Int
    ) throws(ScreenFileError)
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
                throw fail(
                    "unknown type '\(name)'\(hint) (types: \(ScreenNodeType.allCases.map(\.rawValue).joined(separator: ", ")))",
                    at: member.value, ["type"])
            }
            type = known
            if type == .element && !work.step.isElement {
                throw fail(
                    "type 'element' (UIAccessibilityElement) is only allowed inside 'elements'; a view made an element here is {\"isAccessibilityElement\": true}",
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
                let takes =
                    type == .element
                    ? "an element node takes the common node keys except children, hidden, alpha and clipsToBounds"
                    : specific.isEmpty
                        ? "\(Self.article(type.rawValue)) node takes only the common node keys"
                        : "\(Self.article(type.rawValue)) node takes the common node keys and \(list(specific))"
                throw unknownKey(
                    member, candidates: accepted, context: takes,
                    fallback: ScreenNodeKey.allCases.map(\.rawValue))
            }
            guard key.isAccepted(by: type) else {
                if type == .element {
                    throw fail(
                        "'\(name)' doesn't apply to an element: UIAccessibilityElement is not a view (it has no subviews, isHidden, alpha or clipsToBounds)",
                        at: member.keyPosition, [.key(name)])
                }
                let owners = key.acceptingTypes.map(\.rawValue)
                throw fail(
                    "'\(name)' is not a key of \(Self.article(type.rawValue)) node (\(type.uiKitName)); it belongs to \(list(owners, conjunction: "and"))",
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
                    warn(
                        "duplicate id '\(id)' (also on \(nodePath(of: first))); UIKit allows it, but a lookup by accessibilityIdentifier finds only one",
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
                throw fail(
                    "selectedIndex \(selected) is out of range: \(Self.indexRange(count: count, noun: noun)) (omit selectedIndex for no selection)",
                    at: value, ["selectedIndex"])
            }
        }
        if let page = node.currentPage, let value = given[.currentPage] {
            let pages = node.pages ?? 0
            guard page < pages else {
                throw fail(
                    "currentPage \(page) is out of range: \(Self.indexRange(count: pages, noun: "page"))", at: value, ["currentPage"])
            }
        }
        switch node.type {
        case .stepper:
            // UIStepper raises an exception for these (UIKit's minimumValue / stepValue docs).
            let minimum = node.minimum ?? 0
            let maximum = node.maximum ?? 100
            if minimum >= maximum {
                let key: ScreenNodeKey = given[.maximum] != nil ? .maximum : .minimum
                throw fail(
                    "a stepper's minimum (\(ScreenFileNumber.text(minimum))) must be less than its maximum (\(ScreenFileNumber.text(maximum))); UIStepper raises an exception otherwise",
                    at: given[key] ?? 0, [.key(key.rawValue)])
            }
            if let step = node.step, step <= 0, let value = given[.step] {
                throw fail(
                    "a stepper's step must be greater than 0, found \(ScreenFileNumber.text(step)); UIStepper raises an exception otherwise",
                    at: value, ["step"])
            }
            warnIfClamped(node, minimum: minimum, maximum: maximum, given: given, className: "UIStepper")
        case .slider:
            let minimum = node.minimum ?? 0
            let maximum = node.maximum ?? 1
            if minimum > maximum, let value = given[.maximum] ?? given[.minimum] {
                warn(
                    "a slider's minimum (\(ScreenFileNumber.text(minimum))) is above its maximum (\(ScreenFileNumber.text(maximum))); UISlider moves one to meet the other",
                    at: value, [.key(given[.maximum] != nil ? "maximum" : "minimum")])
            } else {
                warnIfClamped(node, minimum: minimum, maximum: maximum, given: given, className: "UISlider")
            }
        case .switch:
            if let value = given[.value] {
                warn(
                    "UISwitch ignores a custom accessibilityValue and always speaks \"1\" or \"0\" (docs/voiceover-behaviour.md §10 (Standard UIKit controls))",
                    at: value, ["value"])
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

    private mutating func warnIfClamped(
        _ node: ScreenNode, minimum: Double, maximum: Double, given: [ScreenNodeKey: Int], className: String
    ) {
        guard let current = node.current, let value = given[.current], current < minimum || current > maximum else { return }
        warn(
            "current \(ScreenFileNumber.text(current)) is outside \(ScreenFileNumber.text(minimum))…\(ScreenFileNumber.text(maximum)); \(className) clamps it",
            at: value, ["current"])
    }
}
