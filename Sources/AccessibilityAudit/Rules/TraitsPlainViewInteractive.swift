import AccessibilityTree
import EarshotUIKit

/// `traits.plain-view-interactive`: a plain `UIView` subclass that handles touches itself and
/// calls itself a button.
///
/// The Accessibility Programming Guide for iOS recommends building custom controls on
/// `UIControl`: it brings the target-action mechanism, the enabled state VoiceOver reads as
/// "Dimmed", and an activation VoiceOver's double tap reaches through the control's actions. A
/// plain view that tracks touches in `touchesEnded` and sets the button trait works for VoiceOver
/// only through the synthesized tap, and loses the states. The auditor reads the class's override
/// table (`ClassOverrides`): it replaces `touchesEnded(_:with:)` and not
/// `accessibilityActivate()`. Fix: subclass UIControl, or implement `accessibilityActivate()`.
/// Tools: none (new check).
public struct TraitsPlainViewInteractive: AuditRule {
    public let id = "traits.plain-view-interactive"
    public let defaultSeverity = Severity.info
    public let summary = "A plain UIView subclass handles touches itself and acts as a button."
    public let help = """
        Build custom controls on UIControl (target-action, enabled state, activation), or implement \
        accessibilityActivate(): a plain view that handles touchesEnded works for VoiceOver only \
        through a synthesized tap.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard let view = node.object as? UIView, !(view is UIControl), node.traits.contains(.button) else { return nil }
            let type: AnyClass = Swift.type(of: view)
            guard ClassOverrides.appClass(type, replaces: .touchesEnded) == true,
                ClassOverrides.appClass(type, replaces: .accessibilityActivate) == false
            else { return nil }
            return context.finding(
                self, node,
                "\(type) is a plain UIView that handles touches itself and has the button trait; subclass UIControl or implement accessibilityActivate()."
            )
        }
    }
}
