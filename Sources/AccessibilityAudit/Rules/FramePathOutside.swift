import AccessibilityTree
import EarshotUIKit

/// `frame.path-outside`: an `accessibilityPath` that lies outside the element's frame.
///
/// VoiceOver draws its cursor along `accessibilityPath` but sorts, hit-tests and scrolls by
/// `accessibilityFrame` (docs/voiceover-behaviour.md §2 (Reading order)); a path that does not
/// overlap the frame shows the cursor where touching finds nothing. Usually one of the two was
/// left in another coordinate space (both are screen coordinates). Fix: set both from the same
/// shape, converted with `UIAccessibility.convertToScreenCoordinates`. Tools: none (new check).
public struct FramePathOutside: AuditRule {
    public let id = "frame.path-outside"
    public let defaultSeverity = Severity.warning
    public let summary = "An element's accessibilityPath does not overlap its accessibilityFrame."
    public let help = """
        VoiceOver draws the cursor along accessibilityPath but finds and orders the element by \
        accessibilityFrame: keep both in screen coordinates, from the same shape.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard let path = node.path else { return nil }
            let bounds = path.bounds
            guard bounds.width > 0 || bounds.height > 0, node.frame.width > 0, node.frame.height > 0,
                !bounds.intersects(node.frame)
            else { return nil }
            return context.finding(
                self, node,
                "The path's bounds \(bounds.auditDescription) do not meet the frame \(node.frame.auditDescription); VoiceOver draws the cursor where touch finds nothing."
            )
        }
    }
}
