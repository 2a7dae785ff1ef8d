import AccessibilityTree
import EarshotUIKit

/// `label.missing`: an element with no label.
///
/// Without a label VoiceOver can only say the value or the role ("Button"), so the user cannot
/// tell what the element is or does. Fix: set `accessibilityLabel` to a short name ("Play").
/// Text that speaks its own text (static text with a value) and UIKit's page control (its value
/// "page 2 of 3" names it, as on a device) are exempt, and images, text fields
/// and headings are left to `label.image-missing`, `label.field-missing` and `traits.header-empty`,
/// which say more. Error when the element is actionable, warning otherwise.
/// Tools: GTXiLib, Xcode's audit, ATF, axe.
public struct LabelMissing: AuditRule {
    public let id = "label.missing"
    public let defaultSeverity = Severity.error
    public let summary = "An accessibility element has no label."
    public let help = """
        VoiceOver speaks the label first; without one the user hears only a value or a role ("Button") \
        and cannot tell what the element does. Set accessibilityLabel to a short, capitalized name \
        ("Play", "Add to cart"). Static text that speaks its own text is exempt.
        """
    public let tags = ["wcag:4.1.2", "wcag:1.1.1", "GTXiLib", "Xcode", "ATF", "axe"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard context.facts(of: node).label.isEmpty else { return nil }
            if node.traits.contains(.image) || node.traits.contains(.header) || node.isTextField { return nil }
            let value = context.facts(of: node).value
            if node.traits.contains(.staticText) && !value.isEmpty { return nil }
            // UIKit's page control has no label; its value ("page 2 of 3") names it.
            if node.object is UIPageControl && !value.isEmpty { return nil }
            let actionable = context.isActionable(node)
            let spoken = context.spokenDescription(of: node)
            let heard = spoken.isEmpty ? "nothing" : "only \"\(spoken)\""
            var message = "The element has no label; VoiceOver says \(heard). Give it an accessibilityLabel that names it."
            if actionable, let caption = caption(of: node, in: context) {
                message += " The text \"\(caption)\" beside it looks like its caption: combine the two into one element."
            }
            return context.finding(self, node, message, severity: actionable ? .error : .warning)
        }
    }
}

extension LabelMissing {
    /// Static text read just before `node` and drawn just above it or before it on its row: the
    /// caption a sighted user reads as its label (Developing Accessible iOS Apps, chapter 6: "Travelers: 0" above its slider).
    @MainActor
    private func caption(of node: AccessibilityNode, in context: AuditContext) -> String? {
        guard node.index > 0 else { return nil }
        let previous = context.tree.elements[node.index - 1]
        let label = context.facts(of: previous).label
        guard previous.traits.contains(.staticText), !label.isEmpty, !context.isActionable(previous) else { return nil }
        let gap = node.frame.minY - previous.frame.maxY
        let above = gap >= -1 && gap <= max(24, node.frame.height)
        let beside = abs(node.frame.midY - previous.frame.midY) < node.frame.height / 2
        return above || beside ? label : nil
    }
}

extension AccessibilityNode {
    /// A text field, text view or search field (text entry or the search-field trait).
    var isTextField: Bool {
        traits.contains(.textEntry) || traits.contains(.searchField) || traits.contains(.secureTextField)
    }
}
