import AccessibilityTree

/// `target.overlap`: two actionable elements whose frames intersect.
///
/// Where targets overlap, a touch (and VoiceOver's touch exploration) reaches only one of them,
/// and the highlight of one covers the other. Fix: separate the frames, or group the controls.
/// Not flagged: frames that only touch or overlap by under half a point; identical frames
/// (`target.duplicate-bounds`); a container frame around its only actionable child.
/// Tools: axe (Colliding Controls).
///
/// Calibration: an overlap at most `seamThickness` (1 pt) thin is a seam, not a collision. UIKit
/// lays adjacent table cells out sharing their separator line (Settings › Keyboards showed eleven
/// 350 × 1 overlaps, Fixtures/real-dumps); no touch is stolen by a hairline. Two tabs of a tab
/// bar never collide: the bar lays its items out and routes each touch to one of them; iOS 26's
/// floating tab bar gives adjacent tabs frames that overlap by 8 pt (a SwiftUI TabView,
/// Fixtures/real-dumps/wda-xml-2026_mobster_swiftui-tabview_iphone17pro-ios26.xml).
public struct TargetOverlap: AuditRule {
    /// The thickest overlap that counts as the seam between two adjacent rows.
    static let seamThickness = 1.0

    public let id = "target.overlap"
    public let defaultSeverity = Severity.warning
    public let summary = "Two actionable elements' frames intersect."
    public let help = """
        Overlapping targets steal each other's touches and highlights. Separate their frames, or \
        combine them into one element with custom actions.
        """
    public let tags = ["wcag:2.5.8", "axe"]

    public init() {}

    /// - Complexity: near O(n) with a spatial grid, plus O(k) per overlapping pair.
    public func check(_ context: AuditContext) -> [Finding] {
        let tolerance = context.thresholds.duplicateBoundsTolerance
        let targets = ActionableTargets(context)
        var findings: [Finding] = []
        for (offset, node) in targets.nodes.enumerated() {
            for otherOffset in targets.earlierNeighbours(of: offset) {
                let other = targets.nodes[otherOffset]
                let overlap = node.frame.intersection(other.frame)
                guard !overlap.isNull, Double(overlap.width) > tolerance, Double(overlap.height) > tolerance else { continue }
                if Double(min(overlap.width, overlap.height)) <= Self.seamThickness { continue }
                if node.frame.isSame(as: other.frame, tolerance: tolerance) { continue }
                if node.context.isTab && other.context.isTab { continue }
                if isOnlyChild(node, of: other, among: targets) || isOnlyChild(other, of: node, among: targets) {
                    continue
                }
                findings.append(context.finding(
                    self, node,
                    "The target overlaps #\(other.index) \"\(AuditText.trimmed(other.label))\" by \(overlap.auditDescription); separate them."
                ))
            }
        }
        return findings
    }

    /// Whether `outer` contains `inner` and no other target.
    @MainActor
    private func isOnlyChild(_ inner: AccessibilityNode, of outer: AccessibilityNode, among targets: ActionableTargets) -> Bool {
        guard outer.frame.contains(inner.frame) else { return false }
        let inside = targets.grid.candidates(near: outer.frame).map { targets.nodes[$0] }.filter {
            $0.index != outer.index && outer.frame.contains($0.frame)
        }
        return inside.count == 1
    }
}
