import AccessibilityTree
import EarshotUIKit

/// `target.spacing`: WCAG 2.5.8 Target Size (Minimum): an undersized target too close to others.
///
/// A target smaller than 24 × 24 pt (`target-spacing`) passes only when a 24 pt circle centred on
/// it meets no other target and no other undersized target's circle; otherwise a finger aiming at
/// it can hit a neighbour. Fix: enlarge it or move it away. Tools: axe.
public struct TargetSpacing: AuditRule {
    public let id = "target.spacing"
    public let defaultSeverity = Severity.warning
    public let summary = "An undersized target is too close to another target (WCAG 2.5.8)."
    public let help = """
        WCAG 2.5.8: a target under 24 × 24 pt passes only if a 24 pt circle at its centre clears \
        every other target and every other undersized target's circle. Enlarge the target or space \
        it out. The size is set by target-spacing.
        """
    public let tags = ["wcag:2.5.8", "axe"]

    public init() {}

    /// - Complexity: near O(n) with a spatial grid (`AuditContext.crowdedTargets`).
    public func check(_ context: AuditContext) -> [Finding] {
        let spacing = context.thresholds.targetSpacing
        return context.touchTargets.enumerated().compactMap { offset, node in
            guard let neighbour = context.crowdedTargets[offset] else { return nil }
            return context.finding(
                self, node,
                "The target \(node.frame.auditDescription) is under \(Int(saturating: spacing)) pt and too close to #\(neighbour.index) \"\(AuditText.trimmed(neighbour.label))\"."
            )
        }
    }
}
