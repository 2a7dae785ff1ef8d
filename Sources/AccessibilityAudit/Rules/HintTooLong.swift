import AccessibilityTree

/// `hint.too-long`: a hint too long to be a hint.
///
/// The Accessibility Programming Guide for iOS ("如何创建提示"): a hint briefly describes the
/// result of an action, in a few words ("Plays the song."). VoiceOver reads it after a pause, and
/// a paragraph there delays every swipe; instructions belong in the screen, not in a hint. The
/// limit is `hint-max-words` (15 by default; Chinese, Japanese and Korean count characters at half
/// the rate, as `label.too-long` does). Tools: none (new check).
public struct HintTooLong: AuditRule {
    public let id = "hint.too-long"
    public let defaultSeverity = Severity.warning
    public let summary = "A hint is longer than a brief description of the result."
    public let help = """
        A hint briefly describes what the action does ("Plays the song."). Move longer \
        instructions into the screen. The limit is set by hint-max-words.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let maxWords = context.thresholds.hintMaxWords
        return context.findings { node in
            let facts = context.facts(of: node)
            let words = facts.hintWords.count
            let ideographs = facts.hint.unicodeScalars.filter { $0.properties.isIdeographic }.count
            let length = max(words, ideographs / 2)
            guard length > maxWords else { return nil }
            return context.finding(
                self, node, "The hint has \(length) words; a hint is a brief description of the result (at most \(maxWords)).")
        }
    }
}
