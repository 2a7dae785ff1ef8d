/// `traits.adjustable-incomplete`: an adjustable element that exposes no value, or no label.
///
/// Seed 003 (the travelers slider): after making the container adjustable "there is no label, and
/// nothing happens when we try to adjust it", which makes the experience worse. An adjustable
/// element must say what it adjusts and speak its value after every swipe. Fix: give it a label
/// and an `accessibilityValue`, and implement `accessibilityIncrement()` /
/// `accessibilityDecrement()`.
///
/// Needs data: whether increment and decrement are implemented cannot be read from the tree
/// (calling them would change the app); the simulator's adjust gestures test that.
/// Tools: Xcode's audit (trait), Apple's documentation.
public struct TraitsAdjustableIncomplete: AuditRule {
    public let id = "traits.adjustable-incomplete"
    public let defaultSeverity = Severity.error
    public let summary = "An adjustable element has no value or no label."
    public let help = """
        An adjustable element must name what it adjusts and speak its value after each swipe up or \
        down. Give it a label and an accessibilityValue, and implement accessibilityIncrement() and \
        accessibilityDecrement() (this part is checked by the simulator's gestures, not statically).
        """
    public let tags = ["wcag:4.1.2", "Xcode", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.tree.elements.compactMap { node in
            guard node.traits.contains(.adjustable) else { return nil }
            var missing: [String] = []
            if AuditText.trimmed(node.label).isEmpty { missing.append("a label") }
            if AuditText.trimmed(node.value).isEmpty { missing.append("a value") }
            guard !missing.isEmpty else { return nil }
            return context.finding(
                self, node,
                "The adjustable element has no \(missing.map { $0.replacingOccurrences(of: "a ", with: "") }.joined(separator: " and ")); VoiceOver says \"\(context.spokenDescription(of: node))\" and nothing after a swipe. Add \(missing.joined(separator: " and "))."
            )
        }
    }
}
