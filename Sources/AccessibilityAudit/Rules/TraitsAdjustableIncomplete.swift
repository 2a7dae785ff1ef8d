/// `traits.adjustable-incomplete`: an adjustable element that exposes no value.
///
/// After every swipe up or down VoiceOver speaks only the new value (docs/voiceover-behaviour.md §5 (Gestures)), so an adjustable
/// element without one is silent: the user cannot tell whether anything changed or where it
/// stands. Developing Accessible iOS Apps, chapter 6: travelers view gets its value ("\(Int(slider.value))") before it is usable.
/// Fix: return the current value from `accessibilityValue`, and implement
/// `accessibilityIncrement()` / `accessibilityDecrement()`. A missing label is reported by
/// `label.missing`.
///
/// Needs data: whether increment and decrement are implemented cannot be read from the tree
/// (calling them would change the app); the simulator's adjust gestures test that.
/// Tools: Xcode's audit (trait), Apple's documentation.
public struct TraitsAdjustableIncomplete: AuditRule {
    public let id = "traits.adjustable-incomplete"
    public let defaultSeverity = Severity.error
    public let summary = "An adjustable element has no value to speak after a swipe."
    public let help = """
        After a swipe up or down VoiceOver speaks only the adjustable element's new value. Return \
        the current value from accessibilityValue and implement accessibilityIncrement() and \
        accessibilityDecrement() (the latter are checked by the simulator's gestures, not statically).
        """
    public let tags = ["wcag:4.1.2", "Xcode", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.traits.contains(.adjustable), context.facts(of: node).value.isEmpty else { return nil }
            return context.finding(
                self, node,
                "The adjustable element has no value; VoiceOver says \"\(context.spokenDescription(of: node))\" and nothing after a swipe up or down. Return the current value from accessibilityValue."
            )
        }
    }
}
