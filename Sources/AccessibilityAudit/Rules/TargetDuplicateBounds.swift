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

    /// - Complexity: near O(n) with a spatial grid.
    public func check(_ context: AuditContext) -> [Finding] {
        let tolerance = context.thresholds.duplicateBoundsTolerance
        let targets = context.tree.elements.filter { context.isActionable($0) && $0.frame.width > 0 && $0.frame.height > 0 }
        var grid = SpatialGrid()
        for (offset, node) in targets.enumerated() { grid.insert(offset, node.frame) }
        return targets.enumerated().compactMap { offset, node in
            let twin = grid.candidates(near: node.frame).first {
                $0 < offset && targets[$0].frame.isSame(as: node.frame, tolerance: tolerance)
            }
            guard let twin else { return nil }
            let other = targets[twin]
            return context.finding(
                self, node, "The target has the same frame \(node.frame.auditDescription) as #\(other.index) \"\(AuditText.trimmed(other.label))\"; expose only one of them."
            )
        }
    }
}
