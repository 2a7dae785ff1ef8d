import AccessibilityTree
import EarshotUIKit

/// `nontext.contrast`: an image-only control whose shape does not stand out from its surroundings.
///
/// WCAG 1.4.11 (AA): the visual information needed to identify a control needs 3:1 against
/// adjacent colours. Checked where the tree records it: a button drawn as a filled shape with an
/// image and no title, whose fill contrasts less than `contrast-large` (3:1) with what is behind
/// it. Icon colours (tint) are not in the model, so icons themselves are not judged; the rule is
/// skipped as needing data when no such control records a fill colour. Tools: ATF (warning), axe.
public struct NontextContrast: AuditRule {
    public let id = "nontext.contrast"
    public let defaultSeverity = Severity.warning
    public let summary = "An image-only control's fill has less than 3:1 contrast with its surroundings."
    public let help = """
        WCAG 1.4.11: controls must be identifiable with 3:1 contrast against adjacent colours. A \
        filled icon button whose fill barely differs from the background is hard to find. Increase \
        the contrast of the fill, or add a border. Threshold: contrast-large.
        """
    public let tags = ["wcag:1.4.11", "ATF", "axe"]

    public init() {}

    @MainActor
    private func candidates(_ context: AuditContext) -> [(PaintingOrder.Record, UIColor)] {
        guard let hierarchy = context.hierarchy else { return [] }
        // A loop: see docs/architecture.md, "Closures in hot loops".
        var candidates: [(PaintingOrder.Record, UIColor)] = []
        for record in hierarchy.records {
            guard let button = record.view as? UIButton, hierarchy.isDrawn(record), button.currentImage != nil,
                AuditText.trimmed(button.currentTitle).isEmpty, let fill = button.backgroundColor, fill.alpha > 0
            else { continue }
            candidates.append((record, fill))
        }
        return candidates
    }

    public func missingData(in context: AuditContext) -> String? {
        candidates(context).isEmpty ? "no image-only control records a fill colour" : nil
    }

    public func check(_ context: AuditContext) -> [Finding] {
        guard let hierarchy = context.hierarchy else { return [] }
        return candidates(context).compactMap { record, fill in
            guard let parent = record.parent.map({ hierarchy.records[$0] }),
                let behind = context.backdrop(of: parent)
            else { return nil }
            let ratio = Contrast.ratio(Contrast.over(fill, behind), behind)
            guard ratio < context.thresholds.contrastLarge else { return nil }
            let message =
                "The button's fill has a contrast of \(String(format: "%.2f", ratio)):1 with its surroundings; controls need \(AuditNumber.text(context.thresholds.contrastLarge)):1."
            return context.finding(self, about: record.view, message)
        }
    }
}
