import EarshotUIKit

/// `value.missing`: a control whose state is not exposed.
///
/// A switch, progress indicator or other stateful control without a value leaves the user unable
/// to tell its state: "Wi-Fi, Switch Button" but not whether it is on. Checked: elements with the
/// toggle trait (VoiceOver speaks On/Off from the value) and progress views (`UIProgressView` and
/// subclasses; a custom-drawn progress bar cannot be recognised from the tree). Adjustable
/// elements are left to `traits.adjustable-incomplete`. Fix: set `accessibilityValue` ("1"/"0" for
/// a switch, "40%").
/// Tools: Apple's documentation (new check).
public struct ValueMissing: AuditRule {
    public let id = "value.missing"
    public let defaultSeverity = Severity.error
    public let summary = "A toggle or progress element has no value."
    public let help = """
        VoiceOver speaks a control's state from its value: On/Off for a toggle, the percentage for a \
        progress bar. Without a value the state is invisible to VoiceOver users. Set \
        accessibilityValue.
        """
    public let tags = ["wcag:4.1.2", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard context.facts(of: node).value.isEmpty, !node.traits.contains(.adjustable) else { return nil }
            if node.traits.contains(.toggleButton) {
                return context.finding(self, node, "The toggle has no value, so VoiceOver cannot say whether it is on or off.")
            }
            if node.object is UIProgressView {
                return context.finding(self, node, "The progress view has no value, so VoiceOver cannot say how far it is.")
            }
            return nil
        }
    }
}
