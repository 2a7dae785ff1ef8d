/// `link.purpose-unclear`: a link whose text says nothing about where it goes ("Click here",
/// "Learn more").
///
/// VoiceOver users often list the links of a screen through the rotor, out of context, where a
/// dozen "More" links are useless. Fix: name the destination ("Pricing details"). Tools: ATF.
public struct LinkPurposeUnclear: AuditRule {
    public let id = "link.purpose-unclear"
    public let defaultSeverity = Severity.warning
    public let needsReview = true
    public let summary = "A link's label is only filler words (\"Click here\", \"More\")."
    public let help = """
        Links are often heard out of context, in the rotor's Links list. A label made only of words \
        such as "click", "here", "learn", "more" says nothing about the destination; name it instead. \
        Word lists are per language, so findings ask for review.
        """
    public let tags = ["wcag:2.4.4", "wcag:2.4.9", "ATF"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.traits.contains(.link) else { return nil }
            let label = context.facts(of: node).label
            guard !label.isEmpty else { return nil }
            let vocabulary = AuditVocabulary.forLanguage(context.language(of: node))
            let unclear: Bool
            if vocabulary.separatesWords && !AuditText.isMostlyCJK(label) {
                let filler = Set(vocabulary.linkFillerWords.flatMap(AuditText.words))
                let words = context.facts(of: node).labelWords
                unclear = !words.isEmpty && words.allSatisfy(filler.contains)
            } else {
                let squeezed = String(label.filter { $0.isLetter || $0.isNumber })
                unclear = vocabulary.linkFillerWords.contains(squeezed)
            }
            guard unclear else { return nil }
            return context.finding(self, node, "The link \"\(label)\" does not say where it goes; name the destination.")
        }
    }
}
