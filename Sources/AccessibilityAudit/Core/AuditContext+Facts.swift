import AccessibilityTree

/// What the rules read of one element's text, worked out once per audit and shared by every rule,
/// rather than each rule trimming and splitting the same label again, some forty times per
/// element. A class, so handing a rule the facts costs one reference count, not six.
final class ElementFacts {
    /// `accessibilityLabel`, `accessibilityValue` and `accessibilityHint`, trimmed of spaces and
    /// new lines ("" when unset).
    let label: String
    let value: String
    let hint: String
    /// The label's words, lowercased (`AuditText.words`).
    let labelWords: [String]
    /// The value's and the hint's words.
    let valueWords: [String]
    let hintWords: [String]
    /// The element these facts are of: what tells a node of this tree from one of another read
    /// that has the same index, without fetching the tree's node again for every rule.
    let node: AccessibilityNode

    @MainActor
    init(_ node: AccessibilityNode) {
        self.node = node
        label = AuditText.trimmed(node.label)
        value = AuditText.trimmed(node.value)
        hint = AuditText.trimmed(node.hint)
        labelWords = AuditText.words(label)
        valueWords = AuditText.words(value)
        hintWords = AuditText.words(hint)
    }

    /// The label reduced to its words joined by single spaces (`AuditText.normalized`), joined
    /// on first use and kept: several rules compare it.
    private(set) lazy var normalizedLabel = labelWords.joined(separator: " ")
    private(set) lazy var normalizedValue = valueWords.joined(separator: " ")
}

extension AuditContext {
    /// The shared facts of `node`, one of this tree's elements (a node of another read gets its
    /// own, worked out again).
    /// - Complexity: O(1); the facts are worked out when the context is made.
    func facts(of node: AccessibilityNode) -> ElementFacts {
        let index = node.index
        if elementFacts.indices.contains(index), elementFacts[index].node.isSameNode(as: node) {
            return elementFacts[index]
        }
        return ElementFacts(node)
    }
}
