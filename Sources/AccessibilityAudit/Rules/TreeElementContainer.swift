import AccessibilityTree
import EarshotUIKit

/// `tree.element-container`: an element that is also an accessibility container.
///
/// VoiceOver stops at an element: the children a view lists in `accessibilityElements` (or
/// through `accessibilityElementCount()`) are never reached while the view itself answers true
/// from `isAccessibilityElement`. The Accessibility Programming Guide for iOS ("Make the Contents
/// of Custom Container Views Accessible"): a container view is not itself accessible; its
/// MultiFacetedView and its floor plan would lose every room. Fix: return false from
/// `isAccessibilityElement` in the container. Tools: none (new check; the guide's rule).
public struct TreeElementContainer: AuditRule {
    public let id = "tree.element-container"
    public let defaultSeverity = Severity.error
    public let summary = "An element also lists accessibility elements, which VoiceOver never reaches."
    public let help = """
        An accessibility element is a leaf for VoiceOver: the elements it lists in \
        accessibilityElements are hidden. A container must return false from isAccessibilityElement \
        (the Accessibility Programming Guide for iOS, custom container views).
        """
    public let tags = ["wcag:1.3.1", "wcag:4.1.2", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let count = node.object.accessibilityElementCount()
            guard count > 0, count != NSNotFound else { return nil }
            let children = count == 1 ? "1 element" : "\(count) elements"
            return context.finding(
                self, node,
                "The element lists \(children) in accessibilityElements that VoiceOver never reaches; a container must return false from isAccessibilityElement."
            )
        }
    }
}
