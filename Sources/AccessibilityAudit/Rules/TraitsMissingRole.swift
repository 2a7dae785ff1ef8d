import EarshotUIKit

/// `traits.missing-role`: something that acts when activated but announces no role.
///
/// A control that does something on a double tap but has no button, link, adjustable, text-entry,
/// tab or toggle trait sounds like plain text: users don't know they can act on it. Evidence of an
/// action, read from the live object: an enabled `UIControl` with actions for touch-up or
/// primary-action events, or `accessibilityRespondsToUserInteraction` set to true by the app.
/// Custom actions alone do not count (a grouped cell with custom actions, Developing Accessible iOS Apps, chapter 6: semantic cell,
/// is right as it is). Fix: add the trait that names the role (`.button`). Tools: ATF, axe.
public struct TraitsMissingRole: AuditRule {
    public let id = "traits.missing-role"
    public let defaultSeverity = Severity.error
    public let summary = "An element that acts when activated has no role trait."
    public let help = """
        Without a role trait an actionable element sounds like plain text, so users don't know they \
        can double-tap it. Add the trait naming its role: button, link, adjustable, search field, \
        keyboard key or toggle.
        """
    public let tags = ["wcag:4.1.2", "ATF", "axe"]

    public init() {}

    private static let roleTraits: UIAccessibilityTraits = [
        .button, .link, .adjustable, .keyboardKey, .searchField, .textEntry, .toggleButton, .tabBarItem,
        .allowsDirectInteraction, .backButton,
    ]

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.traits.isDisjoint(with: Self.roleTraits), !node.isTab,
                !node.traits.contains(.notEnabled)
            else { return nil }
            let evidence: String
            if let control = node.object as? UIControl, control.isEnabled,
                !control.allControlEvents.isDisjoint(with: [.touchUpInside, .primaryActionTriggered, .valueChanged])
            {
                evidence = "it is a control with actions"
            } else if node.object.explicitRespondsToUserInteraction == true {
                evidence = "it says it responds to user interaction"
            } else {
                return nil
            }
            return context.finding(
                self, node,
                "The element acts when activated (\(evidence)) but has no role trait; VoiceOver says \"\(context.spokenDescription(of: node))\". Add a role trait such as .button."
            )
        }
    }
}
