import AccessibilityTree

/// `traits.tabbar-container`: the tab bar trait used wrongly.
///
/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): "any element with the tabBar trait must return false for isAccessibilityElement" —
/// it is a container of tabs. A tab bar that is itself an element hides its tabs; one with fewer
/// than two tabs, or with no selected tab, gives no "Tab, 2 of 4" context or no current tab.
/// Fix: make the holder a non-element container of at least two tab elements, one selected.
/// Tools: Apple's documentation.
public struct TraitsTabBarContainer: AuditRule {
    public let id = "traits.tabbar-container"
    public let defaultSeverity = Severity.error
    public let summary = "A tab bar trait is on an element, or its container lacks tabs or a selected tab."
    public let help = """
        The tabBar trait marks a container of tabs: its holder must not be an accessibility element, \
        and it must contain at least two tab elements, one of them selected, so VoiceOver can say \
        "Selected, Home, Tab, 1 of 4".
        """
    public let tags = ["wcag:4.1.2", "Apple"]

    public init() {}

    /// - Complexity: O(n + c).
    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for node in context.tree.elements where node.traits.contains(.tabBar) {
            findings.append(
                context.finding(
                    self, node, "The element has the tabBar trait; a tab bar must not be an element but a container of its tabs."
                ))
        }
        let tabBars = context.tree.containers.indices.filter { context.tree.containers[$0].traits.contains(.tabBar) }
        guard !tabBars.isEmpty else { return findings }
        let tabCounts = context.totalsByContainer { _ in 1 }
        let selectedCounts = context.totalsByContainer { $0.traits.contains(.selected) ? 1 : 0 }
        let firsts = context.firstElementByContainer()
        for index in tabBars {
            let container = context.tree.containers[index]
            let name =
                AuditText.trimmed(container.label).isEmpty ? (container.identifier ?? "the tab bar") : AuditText.trimmed(container.label)
            guard let head = firsts[index] else {
                findings.append(context.screenFinding(self, "The tab bar \"\(name)\" contains no tab elements."))
                continue
            }
            let first = context.tree.elements[head]
            if tabCounts[index] < 2 {
                findings.append(
                    context.finding(self, first, "The tab bar \"\(name)\" contains only one tab; a tab bar needs at least two."))
            } else if selectedCounts[index] == 0 {
                findings.append(
                    context.finding(
                        self, first, "No tab of the tab bar \"\(name)\" is selected; mark the current tab with the selected trait.",
                        severity: .warning
                    ))
            }
        }
        return findings
    }
}
