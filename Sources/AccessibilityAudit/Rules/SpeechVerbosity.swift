import AccessibilityTree

/// `speech.verbosity`: elements, or a screen, that take too long to hear (catalogue idea 1).
///
/// Every swipe replays an element's whole utterance; long ones slow every visit, and a screen
/// that takes minutes to read in order wears users out. The utterance is exactly what the
/// simulator's speech composer says (label, value, trait words, context, hint) and its length in
/// seconds is the simulator's own `SpeechTiming` at the configured speaking rate. Budgets:
/// `element-speech-seconds` (10 s, description and hint) and `screen-speech-seconds` (120 s, the
/// descriptions of every element, as Read All speaks them). Fix: shorten labels, move detail into
/// hints or custom content, group fragments. Tools: none (new check).
public struct SpeechVerbosity: AuditRule {
    public let id = "speech.verbosity"
    public let defaultSeverity = Severity.warning
    public let summary = "An element's speech, or the whole screen's, is longer than the verbosity budget."
    public let help = """
        VoiceOver replays an element's whole utterance on every visit. Keep each element under \
        element-speech-seconds and the screen under screen-speech-seconds: shorten labels, move \
        detail to hints, and group fragments.
        """
    public let tags: [String] = []

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let elementBudget = context.thresholds.elementSpeechSeconds
        let timing = context.speechTiming
        var findings: [Finding] = []
        var total = 0.0
        let speech = context.speech
        for node in context.tree.elements where speech.indices.contains(node.index) {
            // The description's duration once, for the element's budget and the screen's.
            let spoken = speech[node.index]
            let description = timing.duration(of: spoken.description)
            let seconds = timing.duration(hint: spoken.hint, after: description).auditSeconds
            total += description.auditSeconds
            if seconds > elementBudget {
                findings.append(
                    context.finding(
                        self, node,
                        "VoiceOver takes \(Self.format(seconds)) s to say this element (budget \(Self.format(elementBudget)) s): \"\(spoken.text())\"."
                    ))
            }
        }
        let screenBudget = context.thresholds.screenSpeechSeconds
        if total > screenBudget {
            findings.append(
                context.screenFinding(
                    self,
                    "Reading the whole screen takes \(Self.format(total)) s over \(context.tree.elements.count) elements (budget \(Self.format(screenBudget)) s); group or trim content.",
                    severity: .info
                ))
        }
        return findings
    }

    static func format(_ seconds: Double) -> String {
        String(format: "%.1f", seconds)
    }
}
