import AccessibilityTree
import EarshotUIKit

/// `frame.superview-coordinates`: a view that answers `accessibilityFrame` in its superview's
/// coordinates instead of the screen's.
///
/// `accessibilityFrame` is in screen coordinates; a view that returns its own `frame` (in its
/// superview's coordinates) puts VoiceOver's cursor, its touch exploration and its reading order
/// somewhere else whenever its superview is not at the screen's origin. The developer notes warn
/// of it, and the Accessibility Programming Guide for iOS's listing 6-22 itself answers so. The
/// auditor reads the class's override table (`ClassOverrides`) to know the app answers the frame,
/// then compares the answer with the view's own frame and its frame on screen. Fix: return
/// `UIAccessibility.convertToScreenCoordinates(_:in:)` of the rectangle, or set
/// `accessibilityFrameInContainerSpace`. Tools: none (new check).
public struct FrameSuperviewCoordinates: AuditRule {
    public let id = "frame.superview-coordinates"
    public let defaultSeverity = Severity.error
    public let summary = "A view answers accessibilityFrame in its superview's coordinates, not the screen's."
    public let help = """
        accessibilityFrame is in screen coordinates. Returning the view's frame (superview \
        coordinates) misplaces VoiceOver's cursor, touch exploration and reading order. Convert it \
        with UIAccessibility.convertToScreenCoordinates(_:in:).
        """
    public let tags = ["wcag:1.3.2", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard let view = node.object as? UIView, ClassOverrides.appClass(type(of: view), replaces: .accessibilityFrame) == true
            else { return nil }
            let onScreen = view.frameInScreen
            let answered = node.frame
            guard answered == view.frame, answered != onScreen else { return nil }
            return context.finding(
                self, node,
                "The view answers accessibilityFrame \(answered.auditDescription), its frame in its superview; on screen it is \(onScreen.auditDescription). Convert it to screen coordinates."
            )
        }
    }
}
