import AccessibilityTree
import EarshotUIKit

/// `label.duplicate`: several elements of the screen share one label.
///
/// A VoiceOver user tells elements apart by their labels; two "Edit" buttons leave them guessing,
/// and Voice Control cannot pick one. Fix: make labels specific ("Edit address", "Edit payment").
/// Labels are compared without case, punctuation or spacing, among elements of the same spoken
/// role ("Home, Back Button" and "Home, Tab" are told apart). Repeated list rows are exempt: the
/// same label in sibling containers of one class (a "Delete" in every row), or directly in a list
/// or table container. Warning when any of them is actionable, info otherwise. Tools: ATF, axe (links).
public struct LabelDuplicate: AuditRule {
    public let id = "label.duplicate"
    public let defaultSeverity = Severity.warning
    public let summary = "Several elements share the same label."
    public let help = """
        Users tell elements apart by their labels, and Voice Control cannot choose between two \
        "Edit" buttons. Make each label specific ("Edit address"). The same control repeated in \
        every row of a list is not flagged.
        """
    public let tags = ["wcag:2.4.6", "wcag:2.4.4", "ATF", "axe"]

    public init() {}

    /// - Complexity: O(n · d), d the container depth.
    public func check(_ context: AuditContext) -> [Finding] {
        // Each element's group (its label and role), numbered in order of first appearance; the
        // members are gathered only for groups of more than one, since most labels are unique.
        var groupByKey: [Key: Int] = [:]
        groupByKey.reserveCapacity(context.tree.elements.count)
        var sizes: [Int] = []
        var groupOfElement = Array(repeating: -1, count: context.tree.elements.count)
        for node in context.tree.elements {
            let label = context.facts(of: node).normalizedLabel
            guard !label.isEmpty else { continue }
            let key = Key(label: label, role: Self.role(of: node))
            let group: Int
            if let known = groupByKey[key] {
                group = known
            } else {
                group = sizes.count
                groupByKey[key] = group
                sizes.append(0)
            }
            sizes[group] += 1
            groupOfElement[node.index] = group
        }
        var members: [Int: [AccessibilityNode]] = [:]
        for node in context.tree.elements {
            let group = groupOfElement[node.index]
            if group >= 0, sizes[group] > 1 { members[group, default: []].append(node) }
        }
        var findings: [Finding] = []
        for group in members.keys.sorted() {
            guard let nodes = members[group], !isRepeatedRows(nodes, in: context.tree) else { continue }
            let severity: Severity = nodes.contains(where: context.isActionable) ? .warning : .info
            let positions = nodes.map { "#\($0.index)" }.joined(separator: ", ")
            for node in nodes {
                findings.append(
                    context.finding(
                        self, node,
                        "\(nodes.count) elements share the label \"\(context.facts(of: node).label)\" (\(positions)); make each label specific.",
                        severity: severity
                    ))
            }
        }
        return findings
    }

    /// What makes two elements duplicates: the same words in their labels, and the same role.
    private struct Key: Hashable {
        let label: String
        let role: String
    }

    /// The role VoiceOver speaks, so "Home, Back Button" and "Home, Tab" are told apart by ear.
    @MainActor
    static func role(of node: AccessibilityNode) -> String {
        if node.traits.contains(.backButton) { return "back" }
        if node.isTab || node.traits.contains(.tabBarItem) { return "tab" }
        for (role, trait) in roles where node.traits.contains(trait) { return role }
        return "text"
    }

    /// The roles `role(of:)` tells apart, the first a node has winning.
    private static let roles: [(String, UIAccessibilityTraits)] = [
        ("toggle", .toggleButton), ("button", .button), ("key", .keyboardKey), ("link", .link),
        ("search", .searchField), ("field", .textEntry), ("adjustable", .adjustable), ("heading", .header),
        ("image", .image),
    ]

    /// Whether the nodes are the same control repeated in the rows of one list: each under its own
    /// child ("row") of their deepest common container, all rows of one class; or the common
    /// container is a list or data table.
    @MainActor
    private func isRepeatedRows(_ nodes: [AccessibilityNode], in tree: AccessibilityTree) -> Bool {
        let chains = nodes.map { node -> [Int] in
            var chain: [Int] = []
            var next = node.parentContainer
            while let index = next, tree.containers.indices.contains(index), chain.count <= tree.containers.count {
                chain.append(index)
                next = tree.containers[index].parent
            }
            return chain.reversed()
        }
        var depth = 0
        while chains.allSatisfy({ $0.count > depth }), Set(chains.map { $0[depth] }).count == 1 { depth += 1 }
        if depth > 0 {
            let common = tree.containers[chains[0][depth - 1]]
            if common.containerType == .list || common.containerType == .dataTable { return true }
        }
        guard chains.allSatisfy({ $0.count > depth }) else { return false }
        let rows = chains.map { $0[depth] }
        guard Set(rows).count == rows.count else { return false }
        let kinds = Set(rows.map { ObjectIdentifier(type(of: tree.containers[$0].object)) })
        return kinds.count == 1
    }
}
