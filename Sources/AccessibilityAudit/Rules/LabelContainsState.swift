/// `label.contains-state`: a state word in a control's label ("Wi-Fi on", "Terms, checked").
///
/// The state belongs in the value or the selected trait: VoiceOver speaks those, Voice Control
/// matches labels, and a label with a state goes stale when the state changes. Fix: move the state
/// to `accessibilityValue` or `.selected`. Only actionable elements are checked (static text may
/// say "3 items selected"); "on"/"off" only count at the end of a label, as they are also
/// prepositions. Tools: ATF.
public struct LabelContainsState: AuditRule {
    public let id = "label.contains-state"
    public let defaultSeverity = Severity.warning
    public let needsReview = true
    public let summary = "A control's label contains a state word (selected, checked, on, off)."
    public let help = """
        Expose state through accessibilityValue or the selected trait, not the label: VoiceOver speaks \
        those in their place, Voice Control matches the label, and a state in the label goes stale. \
        Word lists are per language, so findings ask for review.
        """
    public let tags = ["wcag:4.1.2", "ATF"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.tree.elements.compactMap { node in
            let label = AuditText.trimmed(node.label)
            guard !label.isEmpty, context.isActionable(node) else { return nil }
            let vocabulary = AuditVocabulary.forLanguage(context.language(of: node))
            let word = vocabulary.firstPhrase(of: vocabulary.stateWords, in: label)
                ?? vocabulary.endsWithPhrase(of: vocabulary.trailingStateWords, in: label)
            guard let word else { return nil }
            return context.finding(
                self, node,
                "The label \"\(label)\" contains the state \"\(word)\"; expose state with accessibilityValue or the selected trait."
            )
        }
    }
}
