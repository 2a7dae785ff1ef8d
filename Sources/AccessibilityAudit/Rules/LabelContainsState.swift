import EarshotUIKit
import Foundation

/// `label.contains-state`: a state word in a control's label ("Wi-Fi on", "Terms, checked").
///
/// The state belongs in the value or the selected trait: VoiceOver speaks those, Voice Control
/// matches labels, and a label with a state goes stale when the state changes. Fix: move the state
/// to `accessibilityValue` or `.selected`. Only actionable elements are checked (static text may
/// say "3 items selected"); "on"/"off" only count at the end of a label, on a toggle or set off by
/// punctuation ("Wi-Fi, on"), since "Log off" and "Sign on" are actions. Tools: ATF.
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

    /// Whether the trailing `word` is set off by punctuation ("Wi-Fi, on", "Sound: off"), as a
    /// state is, rather than ending a phrase ("Log off", "Sign on").
    static func isSetOff(_ word: String, in label: String) -> Bool {
        let trimmed = label.trimmingCharacters(
            in: .whitespacesAndNewlines.union(.punctuationCharacters).subtracting(CharacterSet(charactersIn: ",:(")))
        guard trimmed.lowercased().hasSuffix(word.lowercased()) else { return false }
        let before = trimmed.dropLast(word.count).trimmingCharacters(in: .whitespaces)
        return before.hasSuffix(",") || before.hasSuffix(":") || before.hasSuffix("(") || before.hasSuffix("-")
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let label = context.facts(of: node).label
            guard !label.isEmpty, context.isActionable(node) else { return nil }
            let vocabulary = AuditVocabulary.forLanguage(context.language(of: node))
            var word = vocabulary.firstPhrase(of: vocabulary.stateWords, in: label)
            if word == nil, let trailing = vocabulary.endsWithPhrase(of: vocabulary.trailingStateWords, in: label),
                node.traits.contains(.toggleButton) || Self.isSetOff(trailing, in: label)
            {
                word = trailing
            }
            guard let word else { return nil }
            return context.finding(
                self, node,
                "The label \"\(label)\" contains the state \"\(word)\"; expose state with accessibilityValue or the selected trait."
            )
        }
    }
}
