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

    /// - Complexity: near O(n) with a spatial grid (targets sharing a frame compared once), plus
    ///   O(log k) per overlapping pair.
    public func check(_ context: AuditContext) -> [Finding] {
        let tolerance = context.thresholds.duplicateBoundsTolerance
        let targets = ActionableTargets(context)
        var findings: [Finding] = []
        for (offset, node) in targets.nodes.enumerated() {
            let overlapping = targets.earlierTargets(before: offset) { frame in
                let overlap = node.frame.intersection(frame)
                guard !overlap.isNull, Double(overlap.width) > tolerance, Double(overlap.height) > tolerance else { return false }
                if Double(min(overlap.width, overlap.height)) <= Self.seamThickness { return false }
                return !node.frame.isSame(as: frame, tolerance: tolerance)
            }
            for otherOffset in overlapping {
                let other = targets.nodes[otherOffset]
                if node.isTab && other.isTab { continue }
                if isOnlyChild(offset, of: otherOffset, among: targets) || isOnlyChild(otherOffset, of: offset, among: targets) {
                    continue
                }
                let overlap = node.frame.intersection(other.frame)
                findings.append(
                    context.finding(
                        self, node,
                        "The target overlaps #\(other.index) \"\(context.facts(of: other).label)\" by \(overlap.auditDescription); separate them."
                    ))
            }
        }
        return findings
    }

    /// Whether the target at `outer` contains the one at `inner` and no other target.
    @MainActor
    private func isOnlyChild(_ inner: Int, of outer: Int, among targets: ActionableTargets) -> Bool {
        let outerFrame = targets.nodes[outer].frame
        guard outerFrame.contains(targets.nodes[inner].frame) else { return false }
        return targets.count(inside: outerFrame, excluding: outer) == 1
    }
}
