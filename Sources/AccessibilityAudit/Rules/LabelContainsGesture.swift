/// `label.contains-gesture`: a gesture word in a label ("Tap to play").
///
/// VoiceOver users activate with a double tap and Switch Control users with a switch, so naming a
/// touch gesture misleads them. Fix: name the element or its result ("Play"). Tools: ATF.
public struct LabelContainsGesture: AuditRule {
    public let id = "label.contains-gesture"
    public let defaultSeverity = Severity.warning
    public let needsReview = true
    public let summary = "A label names a gesture (click, tap, double-tap, swipe)."
    public let help = """
        Labels name the element; the assistive technology decides how it is activated (a VoiceOver \
        double tap, a switch). Remove gesture words such as "Tap to". Word lists are per language, \
        so findings ask for review.
        """
    public let tags = ["ATF", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let label = context.facts(of: node).label
            guard !label.isEmpty, !node.traits.contains(.staticText) || context.isActionable(node) else { return nil }
            for vocabulary in context.vocabularies(for: node) {
                if let word = vocabulary.firstPhrase(of: vocabulary.gestureWords, in: label) {
                    return context.finding(
                        self, node, "The label \"\(label)\" names the gesture \"\(word)\"; name the element or its result instead."
                    )
                }
            }
            return nil
        }
    }
}
