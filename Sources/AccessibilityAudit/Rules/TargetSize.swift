import AccessibilityTree
import EarshotUIKit

/// `target.size`: a touch target smaller than the minimum (44 × 44 pt by default, `touch-target`).
///
/// Small targets are hard to hit for people with tremor or limited dexterity, and for VoiceOver
/// users exploring by touch. Fix: make the control (or its touch area, by overriding
/// `point(inside:with:)`) at least 44 × 44 pt. Not flagged: a view whose own
/// `point(inside:with:)` already accepts a 44 pt square around its centre; UIKit's standard
/// controls (switch, slider, stepper, segmented control, page control, search field, bars) drawn
/// at their system height, whose touch areas UIKit extends itself, a text field at UIKit's
/// 34-point rounded-rect height, and SwiftUI's views drawn as those controls (a `Toggle`'s
/// switch, a `Slider`); dimmed elements; links drawn
/// inside text (WCAG's inline exception). Demoted to a warning when an enabled control around
/// it, at least the minimum size, receives the touches around it. Tools: GTXiLib, Xcode's audit, ATF, axe.
///
/// Calibration: a text link (the link trait without the button trait) is held to WCAG 2.5.8's
/// minimum, `linkMinimum` (24 × 24 pt), not to the 44-pt button minimum: UIKit draws text links at
/// their text's line height, and Apple's own Settings › Keyboards footer link "About Dictation and
/// Privacy…" (350 × 33, Fixtures/real-dumps) is one. Navigation-bar buttons pass through the
/// touch area the importers record for them (`touchArea`).
public struct TargetSize: AuditRule {
    /// WCAG 2.5.8's minimum target, applied to text links.
    static let linkMinimum = 24.0

    public let id = "target.size"
    public let defaultSeverity = Severity.error
    public let summary = "A touch target is smaller than the minimum size (44 × 44 pt by default)."
    public let help = """
        Apple's and WCAG's guidance: touch targets of at least 44 × 44 points. Enlarge the control or \
        its hit area (override point(inside:with:)). The threshold is set by touch-target.
        """
    public let tags = ["wcag:2.5.5", "wcag:2.5.8", "GTXiLib", "Xcode", "ATF", "axe"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let minimum = context.thresholds.touchTarget
        return context.touchTargets.compactMap { node in
            let size = node.frame.size
            guard Double(size.width) < minimum || Double(size.height) < minimum else { return nil }
            let view = node.object as? UIView
            if view == nil, node.traits.contains(.link), !node.traits.contains(.button) { return nil }
            if node.traits.contains(.link), !node.traits.contains(.button),
                Double(size.width) >= Self.linkMinimum, Double(size.height) >= Self.linkMinimum
            {
                return nil
            }
            if context.isStandardControlAtSystemSize(node) { return nil }
            if let view, acceptsMinimumSquare(view, node: node, minimum: minimum, context: context) { return nil }
            let covered = enclosingControl(of: node, minimum: minimum, context: context)
            let sizeText = "\(node.frame.auditDescription)"
            let limit = AuditNumber.text(minimum)
            if let covered {
                return context.finding(
                    self, node,
                    "The target \(sizeText) is smaller than \(limit) × \(limit) pt; the enclosing control \(covered) takes the touches around it.",
                    severity: .warning
                )
            }
            return context.finding(self, node, "The target \(sizeText) is smaller than \(limit) × \(limit) pt.")
        }
    }

    /// Whether the view's own hit area takes the corners of a minimum-size square around its centre.
    @MainActor
    private func acceptsMinimumSquare(_ view: UIView, node: AccessibilityNode, minimum: Double, context: AuditContext) -> Bool {
        let center = CGPoint(x: node.frame.midX, y: node.frame.midY)
        let half = minimum / 2 - 0.5
        let corners = [(-half, -half), (half, -half), (-half, half), (half, half)].map {
            CGPoint(x: center.x + $0.0, y: center.y + $0.1)
        }
        return corners.allSatisfy { view.point(inside: context.local($0, in: view), with: nil) }
    }

    /// An enabled control above the element's view, at least the minimum size, containing its centre.
    @MainActor
    private func enclosingControl(of node: AccessibilityNode, minimum: Double, context: AuditContext) -> String? {
        var current = context.view(of: node)?.superview
        if !(node.object is UIView) { current = context.view(of: node) }
        let center = CGPoint(x: node.frame.midX, y: node.frame.midY)
        while let view = current {
            if let control = view as? UIControl, control.isEnabled, !control.allControlEvents.isEmpty {
                let frame = control.frameInScreen
                if Double(frame.width) >= minimum, Double(frame.height) >= minimum, frame.contains(center) {
                    return frame.auditDescription
                }
            }
            current = view.superview
        }
        return nil
    }
}
