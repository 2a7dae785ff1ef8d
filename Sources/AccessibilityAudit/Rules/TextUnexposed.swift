import AccessibilityTree
import EarshotUIKit

/// `text.unexposed`: text on screen that VoiceOver cannot reach.
///
/// A visible label that is not an element, not inside an element, and whose words appear in no
/// element's label or value is information sighted users have and VoiceOver users don't (Xcode's
/// "element detection"). Developing Accessible iOS Apps, chapter 6: semantic frame hides the "1K ratings" label on purpose and
/// moves its words into the rating's label — that passes. Text behind a modal view is not
/// judged (it is covered), nor text that is hidden, transparent, off screen or clipped out.
/// Fix: expose the text, or include it in the label of the element it belongs to.
/// Tools: Xcode's audit (element detection), ATF (OCR), axe.
public struct TextUnexposed: AuditRule {
    public let id = "text.unexposed"
    public let defaultSeverity = Severity.warning
    public let summary = "Visible text is neither an element nor part of any element's label or value."
    public let help = """
        Text drawn on screen must reach VoiceOver users: make the label an element, or include its \
        words in the label of the element it describes (a semantic view).
        """
    public let tags = ["wcag:1.3.1", "wcag:4.1.2", "Xcode", "ATF", "axe"]

    public init() {}

    public func missingData(in context: AuditContext) -> String? {
        context.textSamples.isEmpty ? "the tree has no views that draw text" : nil
    }

    /// - Complexity: O(n + t · m · k), n views, t text views, m the occurrences of a text's rarest
    ///   word in the elements' labels and values, k its words (`SpokenPhrases`).
    public func check(_ context: AuditContext) -> [Finding] {
        guard let hierarchy = context.hierarchy else { return [] }
        // Views that are elements, or inside one: one pass, parents before children. A text that
        // is an element is marked here too.
        var insideElement = Array(repeating: false, count: hierarchy.records.count)
        for node in context.tree.elements {
            if let record = context.record(of: node) { insideElement[record.order] = true }
        }
        for record in hierarchy.records {
            if let parent = record.parent, insideElement[parent] { insideElement[record.order] = true }
        }
        // Text behind the modal view in front is covered.
        let modal = context.drawnModalRecords.last
        // What the elements say, indexed the first time a text needs it: most texts are elements.
        lazy var spoken: SpokenPhrases = {
            var phrases = SpokenPhrases()
            for node in context.tree.elements {
                phrases.append(context.facts(of: node).labelWords)
                phrases.append(context.facts(of: node).valueWords)
            }
            return phrases
        }()
        var findings: [Finding] = []
        for sample in context.textSamples {
            let record = sample.record
            if let modal, !hierarchy.isInside(record, modal) { continue }
            if insideElement[record.order] { continue }
            let words = AuditText.words(sample.text)
            guard !words.isEmpty, !spoken.contains(words) else { continue }
            findings.append(
                context.screenFinding(
                    self,
                    "The text \"\(sample.text)\" \(record.screenFrame.auditDescription) is on screen but VoiceOver never says it; expose it or include it in an element's label."
                ))
        }
        return findings
    }
}
