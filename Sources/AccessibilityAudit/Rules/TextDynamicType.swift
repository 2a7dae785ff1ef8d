import EarshotUIKit

/// `text.dynamic-type`: text that does not follow the user's text size.
///
/// People who need larger text set it once in Settings; text drawn with a fixed font, or with
/// `adjustsFontForContentSizeCategory` off, ignores them. Fix: use
/// `UIFont.preferredFont(forTextStyle:)` (or a scaled font) and set
/// `adjustsFontForContentSizeCategory = true`. Judged only for labels whose font the app chose:
/// UIKit's default font says nothing (screen files and imports record no fonts), and without any
/// such label the rule is skipped as needing data. Tools: GTXiLib, Xcode's audit, ATF, axe.
public struct TextDynamicType: AuditRule {
    public let id = "text.dynamic-type"
    public let defaultSeverity = Severity.warning
    public let summary = "Text does not scale with the user's preferred text size (Dynamic Type)."
    public let help = """
        Use a text style font (UIFont.preferredFont(forTextStyle:)) and set \
        adjustsFontForContentSizeCategory = true, so text follows the size people choose in Settings.
        """
    public let tags = ["wcag:1.4.4", "GTXiLib", "Xcode", "ATF", "axe"]

    public init() {}

    public func missingData(in context: AuditContext) -> String? {
        context.fontsMissing
    }

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings(ofTexts: { sample in
            guard sample.scales == false, sample.fontIsChosen, let font = sample.font else { return nil }
            let reason =
                font.textStyle == nil ? "a fixed \(Int(saturating: font.pointSize)) pt font" : "adjustsFontForContentSizeCategory off"
            let message = "The text \"\(sample.text)\" does not follow Dynamic Type (\(reason))."
            return context.finding(self, about: sample.record.view, message)
        })
    }
}
