import EarshotUIKit

/// `text.fixed-small`: small text that does not scale.
///
/// Text that ignores Dynamic Type stays at its size for people who need it larger; the smaller it
/// is, the worse. ATF's values: error below 16 pt (`fixed-small-error`), warning below 28 pt
/// (`fixed-small-warning`). Judged only for labels whose font the app chose, as
/// `text.dynamic-type`. Fix: make it scale. Tools: ATF.
public struct TextFixedSmall: AuditRule {
    public let id = "text.fixed-small"
    public let defaultSeverity = Severity.error
    public let summary = "Non-scaling text is small (error below 16 pt, warning below 28 pt)."
    public let help = """
        Small text that ignores Dynamic Type cannot be enlarged by people who need it. Make it \
        scale (a text style font with adjustsFontForContentSizeCategory), or make it larger. \
        Thresholds: fixed-small-error, fixed-small-warning.
        """
    public let tags = ["wcag:1.4.4", "ATF"]

    public init() {}

    public func missingData(in context: AuditContext) -> String? {
        context.fontsMissing
    }

    public func check(_ context: AuditContext) -> [Finding] {
        let thresholds = context.thresholds
        return context.findings(ofTexts: { sample in
            guard sample.scales == false, sample.fontIsChosen, let font = sample.font else { return nil }
            let size = Double(font.pointSize)
            let severity: Severity
            if size < thresholds.fixedSmallError {
                severity = .error
            } else if size < thresholds.fixedSmallWarning {
                severity = .warning
            } else {
                return nil
            }
            let message = "The text \"\(sample.text)\" is \(Int(saturating: size)) pt and does not scale."
            return context.finding(self, about: sample.record.view, message, severity: severity)
        })
    }
}
