/// `hint.redundant`: a hint that adds nothing to the label or value.
///
/// The hint is spoken after a pause on every visit; when it only repeats the label ("Play" /
/// "Play.") it costs time and says nothing. Fix: describe the result ("Plays the selected song."),
/// or remove the hint. Compared as words, without case or punctuation. Tools: none (new check).
public struct HintRedundant: AuditRule {
    public let id = "hint.redundant"
    public let defaultSeverity = Severity.warning
    public let summary = "A hint only repeats the label or the value."
    public let help = """
        VoiceOver speaks the hint after a pause on every visit. A hint equal to, or contained in, \
        the label or value adds time and no information: describe the result instead, or remove it.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let facts = context.facts(of: node)
            guard !facts.hintWords.isEmpty else { return nil }
            for (name, words) in [("label", facts.labelWords), ("value", facts.valueWords)] {
                if AuditText.contains(words, phrase: facts.hintWords) {
                    return context.finding(
                        self, node, "The hint \"\(facts.hint)\" only repeats the \(name); describe the result of the action instead."
                    )
                }
            }
            return nil
        }
    }
}
