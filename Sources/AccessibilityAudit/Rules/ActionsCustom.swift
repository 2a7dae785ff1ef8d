import AccessibilityTree

/// `actions.custom`: custom actions that are hard to use.
///
/// VoiceOver offers custom actions on swipe up/down, speaking their names (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), "Custom
/// actions"). An action with no name is silent; two with one name cannot be told apart; an action
/// named like the element's own label repeats what a double tap does; and names with gesture or
/// role words ("Tap to like", "Like button") mislead. Fix: short, unique, descriptive names.
/// Tools: Xcode's audit (action, macOS).
public struct ActionsCustom: AuditRule {
    public let id = "actions.custom"
    public let defaultSeverity = Severity.warning
    public let summary = "Custom actions with empty, duplicate, redundant, gesture or role names."
    public let help = """
        Each custom action is heard by its name when the user swipes up or down. Give every action a \
        short, unique name that says what it does; don't repeat the element's default action, and \
        leave out gesture and control-type words.
        """
    public let tags = ["wcag:4.1.2", "wcag:2.4.6", "Xcode"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for node in context.tree.elements where !node.customActions.isEmpty {
            var seen: Set<String> = []
            let label = context.facts(of: node).normalizedLabel
            for action in node.customActions {
                let name = AuditText.trimmed(action.name)
                let key = AuditText.normalized(name)
                if key.isEmpty {
                    findings.append(
                        context.finding(self, node, "A custom action has no name; VoiceOver offers it in silence.", severity: .error))
                    continue
                }
                if !seen.insert(key).inserted {
                    findings.append(context.finding(self, node, "Two custom actions are named \"\(name)\"; users cannot tell them apart."))
                }
                if !label.isEmpty && key == label && context.isActionable(node) {
                    findings.append(
                        context.finding(
                            self, node,
                            "The custom action \"\(name)\" has the element's own name; it repeats the default action (double tap)."
                        ))
                }
                for vocabulary in context.vocabularies(for: node) {
                    if let word = vocabulary.firstPhrase(of: vocabulary.gestureWords, in: name) {
                        findings.append(
                            context.finding(
                                self, node, "The custom action \"\(name)\" names the gesture \"\(word)\"; name what it does.",
                                needsReview: true
                            ))
                        break
                    }
                    if let word = vocabulary.firstPhrase(
                        of: (vocabulary.roleWords[.button] ?? []) + (vocabulary.roleWords[.link] ?? []), in: name)
                    {
                        findings.append(
                            context.finding(
                                self, node, "The custom action \"\(name)\" contains the control word \"\(word)\"; name what it does.",
                                needsReview: true
                            ))
                        break
                    }
                }
            }
        }
        return findings
    }
}
