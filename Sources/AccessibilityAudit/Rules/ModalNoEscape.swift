import AccessibilityTree
import EarshotUIKit

/// `modal.no-escape`: a modal view a VoiceOver user may not be able to leave.
///
/// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”) ("Escape"): custom modal views should implement `accessibilityPerformEscape()` so the
/// two-finger scrub dismisses them. Whether a view implements it cannot be read without calling it
/// (which would dismiss it), so the rule checks what it can see: a modal view
/// (`accessibilityViewIsModal`) with no actionable element at all is a trap (error); one whose
/// controls have no dismissing label ("Close", "Cancel", "OK", in any listed language) needs a look at its
/// escape handling (warning, needs review). Tools: Apple's documentation.
public struct ModalNoEscape: AuditRule {
    public let id = "modal.no-escape"
    public let defaultSeverity = Severity.error
    public let summary = "A modal view has no control that closes it (and may lack an escape handler)."
    public let help = """
        A modal view hides everything else from VoiceOver, so users must be able to leave it: \
        implement accessibilityPerformEscape() to dismiss it on the two-finger scrub, and give it a \
        visible close or cancel control.
        """
    public let tags = ["wcag:2.1.2", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        guard let hierarchy = context.hierarchy else { return [] }
        var findings: [Finding] = []
        for modal in context.drawnModalRecords {
            let inside = context.elements { node in
                guard let record = context.record(of: node) else { return false }
                return hierarchy.isInside(record, modal)
            }
            guard let first = inside.first else { continue }
            let actionable = inside.filter(context.isActionable)
            if actionable.isEmpty {
                findings.append(
                    context.finding(
                        self, first,
                        "The modal \(type(of: modal.view)) has no control to act on; unless it implements accessibilityPerformEscape(), VoiceOver users are trapped in it."
                    ))
                continue
            }
            // Every language's words: a false "no close control" costs more than a missed one.
            let closes = actionable.contains { node in
                AuditVocabulary.all.contains { vocabulary in
                    vocabulary.firstPhrase(of: vocabulary.dismissWords, in: context.facts(of: node).label) != nil
                }
            }
            if !closes {
                findings.append(
                    context.finding(
                        self, first,
                        "No control of the modal \(type(of: modal.view)) is labelled as closing it; make sure accessibilityPerformEscape() dismisses it.",
                        severity: .warning, needsReview: true
                    ))
            }
        }
        return findings
    }
}
