import AccessibilityTree
import EarshotUIKit

/// `traits.image-on-button`: a button that also carries the image trait.
///
/// The Accessibility Programming Guide for iOS, on traits: the image trait is for elements that
/// are images, and an image button is a button — VoiceOver then says "Button, Image" and the
/// user hears an image where there is a control. UIKit's image buttons carry the button trait
/// alone. Fix: remove `.image` from the button's traits. Tools: none (new check; the guide's rule).
public struct TraitsImageOnButton: AuditRule {
    public let id = "traits.image-on-button"
    public let defaultSeverity = Severity.warning
    public let summary = "A button also has the image trait."
    public let help = """
        An image button is a button: the image trait makes VoiceOver add "Image" to a control. \
        Remove .image from its accessibilityTraits.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.traits.contains(.image), node.traits.contains(.button) || node.traits.contains(.link) else { return nil }
            return context.finding(
                self, node,
                "The button has the image trait too; VoiceOver says \"\(context.spokenDescription(of: node))\". Remove .image."
            )
        }
    }
}
