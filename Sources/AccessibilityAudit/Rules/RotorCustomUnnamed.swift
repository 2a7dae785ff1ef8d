import AccessibilityTree

/// `rotor.custom-unnamed`: a custom rotor with an empty name.
///
/// VoiceOver speaks a custom rotor's name when the user turns the rotor to it
/// (`UIAccessibilityCustomRotor(name:itemSearch:)`); an empty name is a silent stop the user
/// cannot identify. System rotors (`systemRotorType`) are named by VoiceOver and exempt. Fix:
/// give the rotor a name. Tools: none (new check).
public struct RotorCustomUnnamed: AuditRule {
    public let id = "rotor.custom-unnamed"
    public let defaultSeverity = Severity.error
    public let summary = "A custom rotor has no name."
    public let help = """
        VoiceOver announces a custom rotor by its name; an unnamed rotor is a silent stop. Create it \
        with UIAccessibilityCustomRotor(name:itemSearch:) and a short name.
        """
    public let tags = ["wcag:4.1.2", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            let unnamed = node.customRotors.filter { $0.systemRotorType == .none && AuditText.trimmed($0.name).isEmpty }
            guard !unnamed.isEmpty else { return nil }
            return context.finding(self, node, "The element offers \(unnamed.count) custom rotor(s) without a name.")
        }
    }
}
