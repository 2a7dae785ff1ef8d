import AccessibilityTree
import AssistiveTechnologies
import EarshotUIKit

/// `label.visible-text-mismatch`: a control whose label does not contain the text it shows.
///
/// Voice Control users say what they see ("Tap Order"); if the button shows "Order" but is labelled
/// "Place order now", or "Buy", the command fails (WCAG 2.5.3 Label in Name). Checked on
/// actionable elements that are views: the text they draw (a button's title, a label's text) or,
/// when they hold exactly one drawn text view, its text, compared as words (numbers in the shown
/// text may come from the value: "Travelers: 0" matches label "Travelers", value "0"). Text without letters
/// ("+", "12") and fields are not judged; the rule needs text views in the tree. Fix: start the
/// label with the visible text ("Order items"), or list it in `accessibilityUserInputLabels`.
/// Tools: axe (2.5.3), ATF (OCR).
///
/// A control Voice Control reaches by the words it shows is never flagged: the shown text is
/// tested with `VoiceControl.matches`, the same name matching "Tap ⟨name⟩" uses (the element's
/// input labels, else its label), so `accessibilityUserInputLabels = ["Order"]` on a button
/// labelled "Buy now" that shows "Order" passes, as the command works on it.
public struct LabelVisibleTextMismatch: AuditRule {
    public let id = "label.visible-text-mismatch"
    public let defaultSeverity = Severity.warning
    public let summary = "A control's label does not contain the text it shows (Voice Control)."
    public let help = """
        Voice Control users speak the text they see. The accessibility label must contain the \
        visible text, ideally at its start ("Order items" for a button showing "Order").
        """
    public let tags = ["wcag:2.5.3", "axe", "ATF"]

    public init() {}

    public func missingData(in context: AuditContext) -> String? {
        context.textSamples.isEmpty ? "the tree has no views that draw text" : nil
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard context.isActionable(node), !node.isTextField, let view = node.object as? UIView,
                let shown = shownText(of: view, node: node, context: context), shown.contains(where: \.isLetter)
            else { return nil }
            let label = context.facts(of: node).label
            guard !label.isEmpty, !VoiceControl.matches(shown, node) else { return nil }
            let matches: Bool
            if AuditText.isMostlyCJK(shown) || AuditText.isMostlyCJK(label) {
                matches = context.facts(of: node).normalizedLabel.contains(AuditText.normalized(shown))
            } else {
                // The shown text may carry the value too ("Travelers: 0" for label "Travelers",
                // value "0"): its words must appear in the label, numbers may come from the value.
                let labelWords = context.facts(of: node).labelWords
                let shownWords = AuditText.words(shown)
                matches =
                    AuditText.contains(labelWords, phrase: shownWords)
                    || AuditText.contains(labelWords + context.facts(of: node).valueWords, phrase: shownWords)
                    || shownWords.filter { $0.contains(where: \.isLetter) }.allSatisfy(labelWords.contains)
            }
            guard !matches else { return nil }
            return context.finding(
                self, node,
                "The control shows \"\(shown)\" but its label is \"\(label)\"; Voice Control users saying what they see won't reach it."
            )
        }
    }

    /// The control's own text, else the text of its only drawn text view (`view` is `node`'s).
    @MainActor
    private func shownText(of view: UIView, node: AccessibilityNode, context: AuditContext) -> String? {
        if let own = context.visibleText(of: view) { return own }
        guard let hierarchy = context.hierarchy, let record = context.record(of: node) else { return nil }
        var found: [String] = []
        hierarchy.forEachView(inSubtreeOf: record, includingItself: false) { inner in
            guard !inner.view.isInvisible else { return .skipSubviews }
            guard let text = context.visibleText(of: inner.view) else { return .descend }
            found.append(text)
            return found.count < 2 ? .skipSubviews : .stop
        }
        return found.count == 1 ? found[0] : nil
    }
}
