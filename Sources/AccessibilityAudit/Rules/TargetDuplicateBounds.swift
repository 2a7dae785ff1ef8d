import AccessibilityTree

/// `target.duplicate-bounds`: two actionable elements with the same frame.
///
/// VoiceOver highlights the same rectangle twice and touch exploration reaches only one of them;
/// it usually means a control and its wrapper are both exposed. Fix: expose one of them. Frames
/// match within `duplicate-bounds-tolerance` (0.5 pt). Tools: ATF.
public struct TargetDuplicateBounds: AuditRule {
    public let id = "target.duplicate-bounds"
    public let defaultSeverity = Severity.warning
    public let summary = "Two actionable elements share one frame."
    public let help = """
        Two actionable elements with the same bounds are usually a control and its wrapper both \
        exposed; touch exploration reaches only one of them. Expose just one.
        """
    public let tags = ["ATF"]

    public init() {}

    /// - Complexity: near O(n) with a spatial grid, targets sharing a frame compared once.
    public func check(_ context: AuditContext) -> [Finding] {
        let tolerance = context.thresholds.duplicateBoundsTolerance
        let targets = ActionableTargets(context)
        return targets.nodes.enumerated().compactMap { offset, node in
            let twin = targets.firstEarlierTarget(before: offset) { $0.isSame(as: node.frame, tolerance: tolerance) }
            guard let twin else { return nil }
            let other = targets.nodes[twin]
            return context.finding(
                self, node,
                "The target has the same frame \(node.frame.auditDescription) as #\(other.index) \"\(context.facts(of: other).label)\"; expose only one of them."
            )
        }
    }
}
