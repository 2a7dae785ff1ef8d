import AccessibilityTree
import EarshotUIKit

/// `traits.adjustable-no-actions`: an adjustable element whose class implements neither
/// `accessibilityIncrement()` nor `accessibilityDecrement()` (or only one of them).
///
/// With the adjustable trait VoiceOver turns one-finger swipes up and down into those two calls
/// (docs/voiceover-behaviour.md §5 (Gestures)); UIKit's defaults do nothing, so the element
/// cannot be adjusted. The auditor reads the app class's override table (the one the kept tree
/// reads, `ClassOverrides`) rather than calling them, which would change the app. Earshot's own
/// classes (UIKit's sliders, steppers and pickers, SwiftUI's adjustable views, elements of
/// imported screens) are not checked: they implement both, or their code is unknown. Fix:
/// implement both, as the Accessibility Programming Guide for iOS's custom slider does. Tools:
/// none (new check).
public struct TraitsAdjustableNoActions: AuditRule {
    public let id = "traits.adjustable-no-actions"
    public let defaultSeverity = Severity.error
    public let summary = "An adjustable element's class lacks accessibilityIncrement() or accessibilityDecrement()."
    public let help = """
        VoiceOver's swipe up calls accessibilityIncrement() and swipe down accessibilityDecrement() \
        on an adjustable element; without them the swipes do nothing. Implement both.
        """
    public let tags = ["wcag:2.1.1", "wcag:4.1.2", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.findings { node in
            guard node.traits.contains(.adjustable) else { return nil }
            let type: AnyClass = Swift.type(of: node.object)
            guard ClassOverrides.isAppClass(type),
                let increments = ClassOverrides.appClass(type, replaces: .accessibilityIncrement),
                let decrements = ClassOverrides.appClass(type, replaces: .accessibilityDecrement)
            else { return nil }
            let missing = [increments ? nil : "accessibilityIncrement()", decrements ? nil : "accessibilityDecrement()"].compactMap { $0 }
            guard !missing.isEmpty else { return nil }
            return context.finding(
                self, node,
                "\(type) is adjustable but does not implement \(missing.joined(separator: " or ")): VoiceOver's swipe \(increments ? "down" : decrements ? "up" : "up or down") does nothing."
            )
        }
    }
}
