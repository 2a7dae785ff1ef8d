import AccessibilityTree

/// `traits.summary-multiple`: more than one summary element on a screen.
///
/// VoiceOver reads the summary element when the app starts or the screen changes without naming
/// an element (Developing Accessible iOS Apps, chapter 6: the Weather example;
/// docs/voiceover-behaviour.md §7), and there is one such place: with several, all but the first
/// are ordinary elements announcing nothing, and the app's choice is unclear. Fix: keep the trait
/// on the one element that sums up the screen. Tools: none (new check).
public struct TraitsSummaryMultiple: AuditRule {
    public let id = "traits.summary-multiple"
    public let defaultSeverity = Severity.warning
    public let summary = "More than one element has the summary-element trait."
    public let help = """
        VoiceOver reads one summary element when the screen appears. Keep .summaryElement on the \
        single element that sums up the screen.
        """
    public let tags = ["Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let summaries = context.elements { $0.traits.contains(.summaryElement) }
        guard summaries.count > 1 else { return [] }
        return summaries.dropFirst().map { node in
            context.finding(
                self, node,
                "The screen has \(summaries.count) summary elements; VoiceOver reads only #\(summaries[0].index) when it appears.")
        }
    }
}
