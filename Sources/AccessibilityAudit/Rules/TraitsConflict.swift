import EarshotUIKit

/// `traits.conflict`: traits that name two kinds of thing at once.
///
/// The Accessibility Programming Guide for iOS: "control-type traits are mutually exclusive; choose the one that fits". An element
/// that is both a button and a search field (Apple's own example), or a button and a link, is
/// announced with both roles and behaves like neither; adjustable with button or header gives a
/// swipe-to-adjust control that also claims to be activated or to be a heading. Fix: keep one role
/// trait and combine it only with behaviour traits. Tools: GTXiLib, axe; Apple's guidance.
///
/// Calibration: button + keyboard key is not a conflict. iOS's own keyboard keys carry both (the
/// Spanish Settings search dump's "Teclado siguiente" and "Dictar" keys, Fixtures/real-dumps), and
/// VoiceOver speaks them as keys; flagging Apple's keyboard would fail every screen with it up.
public struct TraitsConflict: AuditRule {
    public let id = "traits.conflict"
    public let defaultSeverity = Severity.error
    public let summary = "An element has mutually exclusive traits."
    public let help = """
        Apple: control-type traits are mutually exclusive. Keep at most one of button, link, search \
        field and keyboard key, and never combine adjustable with button or header. Combine the one \
        role with behaviour traits (playsSound, selected) only.
        """
    public let tags = ["wcag:4.1.2", "GTXiLib", "axe", "Apple"]

    public init() {}

    private static let roles: [(String, UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("searchField", .searchField), ("keyboardKey", .keyboardKey),
    ]

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            var conflicts: [String] = []
            var present: [String] = []
            for (role, trait) in Self.roles where node.traits.contains(trait) { present.append(role) }
            if present == ["button", "keyboardKey"] { present = ["keyboardKey"] }
            if present.count > 1 { conflicts.append(present.joined(separator: " + ")) }
            if node.traits.contains(.adjustable) {
                if node.traits.contains(.button) { conflicts.append("adjustable + button") }
                if node.traits.contains(.header) { conflicts.append("adjustable + header") }
            }
            guard !conflicts.isEmpty else { return nil }
            return context.finding(
                self, node,
                "The traits \(conflicts.joined(separator: " and ")) conflict (VoiceOver says \"\(context.spokenDescription(of: node))\"); keep one role."
            )
        }
    }
}
