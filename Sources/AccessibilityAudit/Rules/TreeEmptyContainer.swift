import AccessibilityTree

/// `tree.empty-container`: a container that exposes no elements.
///
/// A list, landmark, table, named group or explicitly ordered container with nothing reachable
/// inside still shows up in the Containers rotor and says "List Start" over nothing, or hides
/// content the app meant to expose (an `accessibilityElements` array built before its elements).
/// Plain layout views are not checked, and tab bars are left to `traits.tabbar-container`.
/// Fix: populate it, or drop the container type. Tools: none (new check).
///
/// Calibration: an unnamed group with no container type and no explicit order is not reported:
/// VoiceOver has no rotor stop and nothing to say for it, so it costs the user nothing. The
/// importer groups every window, and the status-bar window of the shirates app dump
/// (Fixtures/real-dumps), whose items VoiceOver does not swipe to, was reported as empty.
public struct TreeEmptyContainer: AuditRule {
    public let id = "tree.empty-container"
    public let defaultSeverity = Severity.warning
    public let summary = "An accessibility container exposes no elements."
    public let help = """
        A container with a container type, a group, or an explicit accessibilityElements list that \
        yields no elements is a rotor stop over nothing, or hides content the app meant to expose. \
        Populate it, or remove the container type.
        """
    public let tags = ["wcag:1.3.1"]

    public init() {}

    /// - Complexity: O(n + c).
    public func check(_ context: AuditContext) -> [Finding] {
        let containers = context.tree.containers
        let counts = context.totalsByContainer { _ in 1 }
        return containers.indices.compactMap { index in
            let container = containers[index]
            let named = !AuditText.trimmed(container.label).isEmpty
            guard counts[index] == 0, !container.traits.contains(.tabBar),
                container.containerType != .none || (container.isGroup && named) || container.hasExplicitOrder
            else { return nil }
            let name =
                [AuditText.trimmed(container.label), AuditText.trimmed(container.identifier)].first { !$0.isEmpty }
                ?? "\(type(of: container.object))"
            let kind = container.containerType == .none ? "container" : "\(container.containerType) container"
            return context.screenFinding(self, "The \(kind) \"\(name)\" \(container.frame.auditDescription) exposes no elements.")
        }
    }
}
