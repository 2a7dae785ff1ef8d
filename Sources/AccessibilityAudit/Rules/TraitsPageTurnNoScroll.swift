import AccessibilityTree
import EarshotUIKit

/// `traits.page-turn-no-scroll`: an element with the causes-page-turn trait whose class does not
/// implement `accessibilityScroll(_:)`.
///
/// With `.causesPageTurn`, VoiceOver's Read All calls `accessibilityScroll(.next)` when it has
/// read the element, to turn to the next page (a book reader); UIKit's default does nothing, so
/// reading stops at the page's end. The auditor reads the class's override table
/// (`ClassOverrides`); Earshot's own classes are not checked. Fix: implement
/// `accessibilityScroll(_:)` to turn the page and post `.pageScrolled`. Tools: none (new check).
public struct TraitsPageTurnNoScroll: AuditRule {
    public let id = "traits.page-turn-no-scroll"
    public let defaultSeverity = Severity.error
    public let summary = "An element that causes a page turn does not implement accessibilityScroll(_:)."
    public let help = """
        Read All turns the page by calling accessibilityScroll(.next) on an element with the \
        causesPageTurn trait. Implement it to show the next page and post pageScrolled.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.traits.contains(.causesPageTurn) else { return nil }
            let type: AnyClass = Swift.type(of: node.object)
            guard ClassOverrides.isAppClass(type),
                ClassOverrides.appClass(type, replaces: .accessibilityScroll) == false
            else { return nil }
            return context.finding(
                self, node, "\(type) causes a page turn but does not implement accessibilityScroll(_:); Read All stops at the page's end.")
        }
    }
}
