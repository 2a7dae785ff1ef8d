import AccessibilityTree
import EarshotUIKit

/// `target.activation-point`: a double tap that lands somewhere else (catalogue idea 4).
///
/// On a double tap VoiceOver taps the element's activation point (docs/voiceover-behaviour.md §5 (Gestures)). Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”) warns that an
/// element whose frame was widened (a semantic view) must move its activation point onto the
/// control. Checked with the live views' own hit testing: the point must lie inside the element's
/// frame (or path), and the view it hits must belong to the element, not to another actionable
/// element drawn on top. Adjustable-only elements (activated by swipes) are skipped; for elements
/// that are not views a miss is a warning, since they may implement `accessibilityActivate()`.
/// Fix: set `accessibilityActivationPoint` on the control. Tools: none (new check).
public struct TargetActivationPoint: AuditRule {
    public let id = "target.activation-point"
    public let defaultSeverity = Severity.error
    public let summary = "An element's activation point is outside it or lands on another control."
    public let help = """
        A VoiceOver double tap taps the activation point (the frame's centre by default). When the \
        frame was enlarged or the control moved, the tap can miss, or activate a different control. \
        Set accessibilityActivationPoint to the centre of the control that should receive it.
        """
    public let tags = ["wcag:2.5.3"]

    public init() {}

    /// - Complexity: near O(n): a real hit test runs only where the point lies inside another
    ///   target's frame (found with a spatial grid), the only place another control can take it.
    public func check(_ context: AuditContext) -> [Finding] {
        let targets = context.touchTargets
        var grid = SpatialGrid()
        for (offset, node) in targets.enumerated() { grid.insert(offset, node.frame) }
        return targets.enumerated().compactMap { offset, node in
            let activatable: UIAccessibilityTraits = [.button, .link, .toggleButton, .keyboardKey, .searchField, .textEntry, .tabBarItem]
            if node.traits.contains(.adjustable) && node.traits.isDisjoint(with: activatable) { return nil }
            let point = node.activationPoint
            let isView = node.object is UIView
            let insidePath = node.path.map { $0.contains(point) } ?? false
            if !node.frame.insetBy(dx: -0.5, dy: -0.5).contains(point) && !insidePath {
                return context.finding(
                    self, node,
                    "The activation point (\(Int(saturating: point.x)), \(Int(saturating: point.y))) lies outside the element's frame \(node.frame.auditDescription); a double tap misses it.",
                    severity: isView ? .error : .warning
                )
            }
            let contested = grid.places(near: CGRect(origin: point, size: .zero)).contains { place in
                place.rect.contains(point) && (place.ids.count > 1 || place.ids[0] != offset)
            }
            guard contested, let hit = context.hitView(at: point) else { return nil }
            if let own = context.view(of: node), hit.isDescendant(of: own) { return nil }
            guard let owner = context.owningElement(of: hit), owner.index != node.index, context.isActionable(owner) else {
                return nil
            }
            return context.finding(
                self, node,
                "A double tap at the activation point (\(Int(saturating: point.x)), \(Int(saturating: point.y))) reaches #\(owner.index) \"\(AuditText.trimmed(owner.label))\", another control drawn there.",
                severity: isView ? .error : .warning
            )
        }
    }
}
