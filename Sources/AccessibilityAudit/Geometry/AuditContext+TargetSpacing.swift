import AccessibilityTree
import EarshotUIKit

/// WCAG 2.5.8 Target Size (Minimum), its spacing exception: a target under the minimum
/// (`target-spacing`, 24 pt) still passes when a circle of that diameter centred on it meets no
/// other target and no other undersized target's circle. `target.size` and `target.spacing` both
/// ask it, so it is worked out once.
extension AuditContext {
    /// Whether `frame` is under WCAG 2.5.8's minimum in either dimension.
    func isUnderWCAGMinimum(_ frame: CGRect) -> Bool {
        let minimum = thresholds.targetSpacing
        return Double(frame.width) < minimum || Double(frame.height) < minimum
    }

    /// - Complexity: near O(n) with a spatial grid over the touch targets.
    func makeCrowdedTargets() -> [Int: AccessibilityNode] {
        let spacing = thresholds.targetSpacing
        let radius = spacing / 2
        let targets = touchTargets
        var grid = SpatialGrid(cellSize: max(spacing * 2, 32))
        for (offset, node) in targets.enumerated() { grid.insert(offset, node.frame) }
        var crowded: [Int: AccessibilityNode] = [:]
        for (offset, node) in targets.enumerated() where isUnderWCAGMinimum(node.frame) {
            let center = node.frame.center
            let circle = CGRect(x: center.x - radius, y: center.y - radius, width: spacing, height: spacing)
            let close = { (frame: CGRect) -> Bool in
                if frame.distance(to: center) < radius { return true }
                if self.isUnderWCAGMinimum(frame) {
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
            if let neighbour { crowded[offset] = targets[neighbour] }
        }
        return crowded
    }
}
