/// `label.repeats-value`: the label already contains the value.
///
/// VoiceOver speaks the label and then the value, so "Volume 50%" with the value "50%" is heard
/// "Volume 50%, 50%"; braille shows the value in its own field and Voice Control must match a label
/// that changes (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "Value"). Fix: keep the value out of the label. The value must appear as
/// whole words. Text fields are exempt: their value is what the user typed, or the placeholder
/// VoiceOver reads while they are empty. Tools: none (new check).
public struct LabelRepeatsValue: AuditRule {
    public let id = "label.repeats-value"
    public let defaultSeverity = Severity.warning
    public let summary = "The label already contains the element's value."
    public let help = """
        VoiceOver reads the label, then the value: a value inside the label is heard twice, braille \
        displays it twice, and Voice Control must match a label that keeps changing. Keep the label \
        to the name and the value in accessibilityValue.
        """
    public let tags = ["wcag:4.1.2"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let label = context.facts(of: node).label
            let value = context.facts(of: node).value
            // A field's value is what the user typed, or its placeholder while empty.
            guard !label.isEmpty, !value.isEmpty, !node.traits.contains(.toggleButton), !node.isTextField else { return nil }
            let repeats: Bool
            if AuditText.isMostlyCJK(label) || AuditText.isMostlyCJK(value) {
                repeats = label.lowercased().contains(value.lowercased())
            } else {
                let facts = context.facts(of: node)
                repeats = !facts.valueWords.isEmpty && AuditText.contains(facts.labelWords, phrase: facts.valueWords)
            }
            guard repeats else { return nil }
            return context.finding(
                self, node,
                "The label \"\(label)\" already contains the value \"\(value)\"; VoiceOver says it twice (\"\(context.spokenDescription(of: node))\")."
            )
        }
    }
}
