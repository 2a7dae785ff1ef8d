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

    /// - Complexity: near O(n) with a spatial grid.
    public func check(_ context: AuditContext) -> [Finding] {
        let spacing = context.thresholds.targetSpacing
        let radius = spacing / 2
        let targets = context.touchTargets
        var grid = SpatialGrid(cellSize: max(spacing * 2, 32))
        for (offset, node) in targets.enumerated() { grid.insert(offset, node.frame) }
        func undersized(_ frame: CGRect) -> Bool {
            Double(frame.width) < spacing || Double(frame.height) < spacing
        }
        var findings: [Finding] = []
        for (offset, node) in targets.enumerated() where undersized(node.frame) {
            let center = node.frame.center
            let circle = CGRect(x: center.x - radius, y: center.y - radius, width: spacing, height: spacing)
            let close = { (frame: CGRect) -> Bool in
                if frame.distance(to: center) < radius { return true }
                if undersized(frame) {
                    let otherCenter = frame.center
                    let dx = Double(otherCenter.x - center.x)
                    let dy = Double(otherCenter.y - center.y)
                    return (dx * dx + dy * dy).squareRoot() < spacing
                }
                return false
            }
            // The first other target near enough; targets sharing a frame are tested once.
            let neighbour = grid.places(near: circle.insetBy(dx: -radius, dy: -radius))
                .compactMap { place in close(place.rect) ? place.ids.first { $0 != offset } : nil }
                .min()
                .map { targets[$0] }
            guard let neighbour else { continue }
            findings.append(
                context.finding(
                    self, node,
                    "The target \(node.frame.auditDescription) is under \(Int(saturating: spacing)) pt and too close to #\(neighbour.index) \"\(AuditText.trimmed(neighbour.label))\"."
                ))
        }
        return findings
    }
}
