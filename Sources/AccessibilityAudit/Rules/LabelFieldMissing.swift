/// `label.field-missing`: a text or search field with no label.
///
/// VoiceOver speaks the placeholder or the typed text in the label's place, so once the user has
/// typed, the field's purpose is gone. Fix: set `accessibilityLabel` ("Email"), or group the field
/// with its visible caption. Tools: axe.
///
/// A field that shows a placeholder is named by it (the Accessibility Programming Guide for iOS:
/// the placeholder is a text field's default label; `AccessibilityNode.placeholder`): VoiceOver,
/// Voice Control and Switch Control name it, so it is a warning that the name goes once the user
/// types, not an error.
public struct LabelFieldMissing: AuditRule {
    public let id = "label.field-missing"
    public let defaultSeverity = Severity.error
    public let summary = "A text or search field has no label (only a placeholder or value)."
    public let help = """
        Without a label VoiceOver reads the placeholder or the typed text in its place, and the \
        field's purpose disappears as soon as the user types. Set accessibilityLabel to the field's \
        name ("Email").
        """
    public let tags = ["wcag:1.3.1", "wcag:4.1.2", "axe"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.isTextField, context.facts(of: node).label.isEmpty else { return nil }
            if let placeholder = node.placeholder {
                return context.finding(
                    self, node,
                    "The field is named only by its placeholder \"\(placeholder)\", which goes once the user types. Set accessibilityLabel to its name.",
                    severity: .warning
                )
            }
            let value = context.facts(of: node).value
            let detail = value.isEmpty ? "VoiceOver names it only by its role" : "VoiceOver reads only its value \"\(value)\""
            return context.finding(self, node, "The field has no label; \(detail). Set accessibilityLabel to its name.")
        }
    }
}
