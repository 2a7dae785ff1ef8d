import AccessibilityTree
import EarshotUIKit

/// `visibility.invisible-exposed`: VoiceOver can focus something nobody can see.
///
/// An element with a zero-size frame, entirely off screen, clipped away by an ancestor that clips
/// to its bounds, or drawn with no opacity, is still reached by swiping: VoiceOver highlights
/// nothing (or an empty spot) and speaks something sighted users don't have. Not flagged: content
/// in a scroll view (VoiceOver scrolls it into view), cells partly visible at a scroll edge, and
/// elements with an `accessibilityPath`. Fix: hide it from accessibility while it is not shown
/// (`isAccessibilityElement = false`, `accessibilityElementsHidden`), or give it a real frame.
/// Tools: ATF (visibility gate); new.
public struct VisibilityInvisibleExposed: AuditRule {
    public let id = "visibility.invisible-exposed"
    public let defaultSeverity = Severity.warning
    public let summary = "An element VoiceOver can focus is invisible (zero size, off screen, clipped out or transparent)."
    public let help = """
        VoiceOver reaches elements by swiping whether or not they are visible. Hide elements from \
        accessibility while they are not shown, or give them their real frame.
        """
    public let tags = ["wcag:1.3.2", "wcag:2.4.3", "ATF"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let screen = context.screenBounds
        return context.findings { node in
            if node.path != nil { return nil }
            let record = context.record(of: node)
            if node.frame.width <= 0 || node.frame.height <= 0 {
                return context.finding(
                    self, node,
                    "The element has a zero-size frame \(node.frame.auditDescription): VoiceOver focuses it but highlights nothing, and touch cannot find it."
                )
            }
            if let record, record.isHiddenInHierarchy || record.cumulativeAlpha <= AccessibilityFilter.invisibleAlpha {
                return context.finding(self, node, "The element is not drawn (hidden or transparent) but VoiceOver still reaches it.")
            }
            if record?.clippedByScrollView == true { return nil }
            if !node.frame.intersects(screen) {
                return context.finding(
                    self, node, "The element's frame \(node.frame.auditDescription) is entirely off screen, yet VoiceOver reaches it."
                )
            }
            if let clip = record?.clip, !node.frame.intersects(clip) {
                return context.finding(
                    self, node,
                    "The element is clipped out by an ancestor that clips to its bounds \(clip.auditDescription), yet VoiceOver reaches it."
                )
            }
            return nil
        }
    }
}
