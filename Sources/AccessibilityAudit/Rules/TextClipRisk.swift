import EarshotUIKit

/// `text.clip-risk`: scaling text in a container too small to grow with it.
///
/// Dynamic Type's accessibility sizes make text up to about three times larger; a one-line label
/// that scales, inside an ancestor that clips and has no more than one and a half lines of room,
/// will be cut off. This is the catalogue's fixed-container heuristic (text measurement at AX5 is
/// not modelled, so widths are not judged); it needs review. Judged only for labels whose font the
/// app chose. Fix: let the container grow (no fixed height), allow more lines. Tools: Xcode's
/// audit, ATF.
public struct TextClipRisk: AuditRule {
    public let id = "text.clip-risk"
    public let defaultSeverity = Severity.info
    public let needsReview = true
    public let summary = "Scaling one-line text sits in a clipping container with no room to grow."
    public let help = """
        At the largest text sizes, text grows to about three times its size. A one-line label in a \
        fixed-size container that clips will be cut off. Let the container grow with its content, \
        and allow the label more lines.
        """
    public let tags = ["wcag:1.4.4", "Xcode", "ATF"]

    public init() {}

    public func missingData(in context: AuditContext) -> String? {
        context.fontsMissing
    }

    public func check(_ context: AuditContext) -> [Finding] {
        guard let hierarchy = context.hierarchy else { return [] }
        return context.findings(ofTexts: { sample in
            guard sample.scales == true, sample.fontIsChosen, let font = sample.font, let label = sample.record.view as? UILabel,
                label.numberOfLines == 1
            else { return nil }
            let lineHeight = font.pointSize * 1.2
            var ancestor = sample.record.parent
            while let index = ancestor {
                let record = hierarchy.records[index]
                if record.view.clipsToBounds {
                    guard record.screenFrame.height <= lineHeight * 1.5 else { return nil }
                    let message =
                        "The one-line text \"\(sample.text)\" scales, but its clipping container is only \(Int(saturating: record.screenFrame.height)) pt tall; at larger text sizes it will be cut off."
                    return context.finding(self, about: label, message)
                }
                ancestor = record.parent
            }
            return nil
        })
    }
}
