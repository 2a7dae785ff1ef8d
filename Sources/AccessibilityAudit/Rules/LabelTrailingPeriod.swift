/// `label.trailing-period`: a label that ends with a period.
///
/// A label is a name, not a sentence; the period makes VoiceOver drop its voice as at the end of a
/// sentence. Fix: remove the period. Only controls (actionable elements) are held to it: static
/// text, and text without traits — a table's header paragraph in Apple's Settings › Accessibility
/// ("Accessibility features help you customize your iPhone for your individual needs.",
/// Fixtures/real-dumps) — is prose; links, fields, labels with a comma (sentences) and ellipses
/// ("Loading…") are exempt. Tools: GTXiLib; Apple's label guidance (the Accessibility Programming Guide for iOS).
public struct LabelTrailingPeriod: AuditRule {
    public let id = "label.trailing-period"
    public let defaultSeverity = Severity.warning
    public let summary = "A control's label ends with a period."
    public let help = """
        Apple: a label is not a sentence and should not end with a period; VoiceOver reads it with \
        the falling tone of a sentence end. Remove the period (hints, by contrast, end with one).
        """
    public let tags = ["GTXiLib", "Apple"]

    public init() {}

    /// "。" (U+3002) in UTF-8, from its last byte.
    private static let ideographicStop: [UInt8] = Array("。".utf8.reversed())

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let label = context.facts(of: node).label
            // The last bytes: "." and "。" end a label as characters of their own (only a rare
            // prepended mark such as U+0600 could join them, which labels do not carry).
            guard label.utf8.last == UInt8(ascii: ".") || label.utf8.reversed().starts(with: Self.ideographicStop) else {
                return nil
            }
            if label.hasSuffix("..") || label.contains(",") || label.contains("，") { return nil }
            guard context.isActionable(node) else { return nil }
            if node.traits.contains(.staticText) || node.traits.contains(.link) || node.isTextField { return nil }
            return context.finding(self, node, "The label \"\(label)\" ends with a period; labels are names, not sentences.")
        }
    }
}
