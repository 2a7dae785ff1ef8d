import EarshotUIKit

/// `text.contrast`: text that does not stand out enough from what is behind it.
///
/// WCAG 1.4.3 (AA): 4.5:1 for normal text, 3:1 for large text (18 pt, or 14 pt bold — ATF's and
/// Deque mobile's reading; `contrast-normal`, `contrast-large`, `large-text`, `large-bold-text`).
/// Colours come from the live views: the text colour, and the backgrounds painted behind the text
/// composited front to back until one is opaque. When that cannot be known (no background
/// recorded behind it, or an image in the way) the text is skipped, never guessed; when no text
/// has a known background the rule is skipped as needing data. Text between 3:1 and 4.5:1 whose
/// size is unknown is reported as "nearly passes" (info). Tools: GTXiLib (3.0 flat), Xcode's
/// audit, ATF, axe.
public struct TextContrast: AuditRule {
    public let id = "text.contrast"
    public let defaultSeverity = Severity.error
    public let summary = "Text contrast is below WCAG's 4.5:1 (3:1 for large text)."
    public let help = """
        Low-contrast text is hard or impossible to read for people with low vision. WCAG 1.4.3 asks \
        for 4.5:1, or 3:1 for text of 18 pt or 14 pt bold. Darken the text or lighten the background \
        (or the reverse). Thresholds: contrast-normal, contrast-large.
        """
    public let tags = ["wcag:1.4.3", "GTXiLib", "Xcode", "ATF", "axe"]

    public init() {}

    public func missingData(in context: AuditContext) -> String? {
        // A loop: see docs/architecture.md, "Closures in hot loops".
        for sample in context.textSamples where sample.color != nil && context.backdrop(of: sample.record) != nil {
            return nil
        }
        return "no text has a recorded colour and background behind it"
    }

    public func check(_ context: AuditContext) -> [Finding] {
        let thresholds = context.thresholds
        return context.findings(ofTexts: { sample in
            guard let color = sample.color, let backdrop = context.backdrop(of: sample.record) else { return nil }
            let ratio = Contrast.ratio(Contrast.over(color, backdrop), backdrop)
            // Formatted only for a finding: most texts pass, and formatting costs more than judging.
            var ratioText: String { String(format: "%.2f", ratio) }
            let view = sample.record.view
            guard let font = sample.font else {
                if ratio < thresholds.contrastLarge {
                    return context.finding(
                        self, about: view,
                        "The text \"\(sample.text)\" has a contrast of \(ratioText):1, below \(AuditNumber.text(thresholds.contrastLarge)):1 even for large text."
                    )
                }
                if ratio < thresholds.contrastNormal {
                    return context.finding(
                        self, about: view,
                        "The text \"\(sample.text)\" has a contrast of \(ratioText):1: it nearly passes, and passes only if it is large text (size unknown).",
                        severity: .info
                    )
                }
                return nil
            }
            let size = Double(font.pointSize)
            let large = size >= thresholds.largeText || (font.isBold && size >= thresholds.largeBoldText)
            let minimum = large ? thresholds.contrastLarge : thresholds.contrastNormal
            guard ratio < minimum else { return nil }
            return context.finding(
                self, about: view,
                "The text \"\(sample.text)\" (\(Int(saturating: size)) pt\(font.isBold ? " bold" : "")) has a contrast of \(ratioText):1; \(large ? "large" : "normal") text needs \(AuditNumber.text(minimum)):1."
            )
        })
    }
}
