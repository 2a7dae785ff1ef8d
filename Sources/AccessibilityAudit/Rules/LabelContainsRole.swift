/// `label.contains-role`: a label that repeats the role VoiceOver already speaks.
///
/// VoiceOver adds the role from the traits, so a button labelled "Add button" is heard as
/// "Add button, Button" (the Accessibility Programming Guide for iOS: "添加按钮按钮"). Fix: drop the role word ("Add"). Whole words,
/// any case, in the element's language and English, and only for a role the element's traits or
/// context announce ("Switch accounts", opening with the word, uses it as a verb and passes). Tools: GTXiLib (suffix "button"), ATF, axe; Apple's guidance.
public struct LabelContainsRole: AuditRule {
    public let id = "label.contains-role"
    public let defaultSeverity = Severity.warning
    public let needsReview = true
    public let summary = "A label repeats the role VoiceOver already announces (\"Add button\")."
    public let help = """
        VoiceOver speaks the role from the traits, so "Add button" is heard as "Add button, Button". \
        Remove the role word from the label; the trait carries it. Words are matched per language \
        (en, de, ru, zh-Hans), so findings ask for review.
        """
    public let tags = ["Apple", "GTXiLib", "ATF", "axe"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let label = context.facts(of: node).label
            guard !label.isEmpty else { return nil }
            for role in AuditRole.allCases where role.isAnnounced(by: node.traits, isTab: node.isTab) {
                for vocabulary in context.vocabularies(for: node) {
                    guard let words = vocabulary.roleWords[role], let word = vocabulary.firstPhrase(of: words, in: label)
                    else { continue }
                    // "Switch accounts", "Toggle dark mode": a label opening with the word uses it as a verb.
                    if role == .switch, vocabulary.separatesWords, context.facts(of: node).labelWords.first == AuditText.words(word).first {
                        continue
                    }
                    return context.finding(
                        self, node,
                        "The label \"\(label)\" contains \"\(word)\", a role VoiceOver already says (\"\(context.spokenDescription(of: node))\"). Remove it from the label."
                    )
                }
            }
            return nil
        }
    }
}
