/// `label.too-long`: an actionable element whose label reads like a sentence.
///
/// Every swipe onto the element replays the whole label; long labels slow users down and bury the
/// name. Fix: keep the name in the label (a word where possible) and move the rest to the hint or
/// the value. Limits: `label-max-words` (8) and `label-max-characters` (60; half for Chinese,
/// Japanese and Korean, where one character is about a word). Tools: Apple's guidance (new check).
public struct LabelTooLong: AuditRule {
    public let id = "label.too-long"
    public let defaultSeverity = Severity.warning
    public let summary = "An actionable element's label is longer than a name should be."
    public let help = """
        Apple: a label is very short, a single word where possible. Every swipe onto the control \
        replays it, so keep the name in the label and move explanations to the hint. Limits are \
        set by label-max-words and label-max-characters.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let maxWords = context.thresholds.labelMaxWords
        let maxCharacters = context.thresholds.labelMaxCharacters
        return context.findings { node in
            guard context.isActionable(node) else { return nil }
            let label = context.facts(of: node).label
            let cjk = AuditText.isMostlyCJK(label)
            let words = cjk ? 0 : context.facts(of: node).labelWords.count
            let characterLimit = cjk ? maxCharacters / 2 : maxCharacters
            if words > maxWords {
                return context.finding(
                    self, node, "The label has \(words) words (at most \(maxWords)); keep the name and move the rest to the hint.")
            }
            if label.count > characterLimit {
                return context.finding(
                    self, node,
                    "The label has \(label.count) characters (at most \(characterLimit)); keep the name and move the rest to the hint."
                )
            }
            return nil
        }
    }
}
