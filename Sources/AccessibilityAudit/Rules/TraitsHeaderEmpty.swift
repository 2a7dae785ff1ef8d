/// `traits.header-empty`: a heading with no text.
///
/// VoiceOver users jump between headings with the rotor; an empty heading is a stop that says only
/// "Heading". Fix: give it a label, or remove the header trait. Tools: axe (empty-heading).
public struct TraitsHeaderEmpty: AuditRule {
    public let id = "traits.header-empty"
    public let defaultSeverity = Severity.error
    public let summary = "A heading has an empty label."
    public let help = """
        Headings are the rotor's landmarks. A header-trait element without a label is heard as \
        "Heading" alone. Label it with the section's title, or remove the header trait.
        """
    public let tags = ["wcag:1.3.1", "wcag:2.4.6", "axe"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.traits.contains(.header), context.facts(of: node).label.isEmpty else { return nil }
            let speaksValue = !context.facts(of: node).value.isEmpty
            return context.finding(
                self, node,
                speaksValue
                    ? "The heading has no label; VoiceOver reads its value \"\(context.facts(of: node).value)\" in its place. Put the title in the label."
                    : "The heading has no label; VoiceOver says only \"\(context.spokenDescription(of: node))\".",
                severity: speaksValue ? .warning : .error
            )
        }
    }
}
