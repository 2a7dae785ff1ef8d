import AccessibilityTree
import EarshotUIKit

/// `element.frame-missing`: a `UIAccessibilityElement` with no frame.
///
/// An accessibility element that is not a view has only the frame the app gives it
/// (`accessibilityFrame`, or `accessibilityFrameInContainerSpace`); left at zero, VoiceOver draws
/// no cursor, touch exploration never finds it, and the reading order puts it at the screen's
/// top-left corner. The Accessibility Programming Guide for iOS's custom containers set every
/// element's frame. Fix: set `accessibilityFrameInContainerSpace`. Tools: none (new check).
public struct ElementFrameMissing: AuditRule {
    public let id = "element.frame-missing"
    public let defaultSeverity = Severity.error
    public let summary = "An accessibility element that is not a view has no frame."
    public let help = """
        Set accessibilityFrameInContainerSpace (or accessibilityFrame, in screen coordinates) on \
        every UIAccessibilityElement: without a frame VoiceOver cannot show it, touch cannot find \
        it, and it reads first.
        """
    public let tags = ["wcag:1.3.2", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.object is UIAccessibilityElement, node.frame.width <= 0 || node.frame.height <= 0 else { return nil }
            return context.finding(
                self, node, "The element has no frame \(node.frame.auditDescription); set accessibilityFrameInContainerSpace.")
        }
    }
}
