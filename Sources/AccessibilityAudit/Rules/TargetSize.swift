import AccessibilityTree
import EarshotUIKit

/// `target.size`: a touch target smaller than the minimum.
///
/// Small targets are hard to hit for people with tremor or limited dexterity, and for VoiceOver
/// users exploring by touch. Two thresholds: under WCAG 2.2's minimum (2.5.8, level AA: 24 × 24 pt,
/// `target-spacing`) a target fails the build; under Apple's recommended 44 × 44 pt
/// (`touch-target`) it is a warning. WCAG's spacing exception (an undersized target with nothing
/// else within 12 pt of its centre) is `target.spacing`'s subject, not an excuse here: an icon of
/// 16 × 16 pt is hard to hit wherever it stands (the app-dev dump's "common reload" button fails). Fix: make the control (or its
/// touch area, by overriding `point(inside:with:)`) at least 44 × 44 pt.
///
/// Not flagged: a view whose own `point(inside:with:)` already accepts a square of the
/// recommended size around its centre; UIKit's standard controls (switch, slider, stepper,
/// segmented control, page control, search field, bars) drawn at their system height, whose touch
/// areas UIKit extends itself, a text field at UIKit's 34-point rounded-rect height, and SwiftUI's
/// views drawn as those controls (a `Toggle`'s switch, a `Slider`); dimmed elements; links drawn
/// inside text (WCAG's inline exception), and text links of at least WCAG's minimum, which UIKit
/// draws at their text's line height (Apple's Settings › Keyboards footer link "About Dictation
/// and Privacy…", 350 × 33). Demoted to a warning when an enabled control around it, at least the
/// recommended size, receives the touches around it. Navigation-bar buttons pass through the
/// touch area the importers record for them (`touchArea`). Tools: GTXiLib, Xcode's audit, ATF, axe.
///
/// Calibration: Apple's Calendar (its Japanese day view, Fixtures/real-dumps) draws day cells of
/// 54 × 40 pt and toolbar buttons 34 pt high; Apple's own screens warn, they do not fail.
public struct TargetSize: AuditRule {
    public let id = "target.size"
    public let defaultSeverity = Severity.error
    public let summary = "A touch target is under WCAG's 24 × 24 pt minimum (an error) or Apple's 44 × 44 pt (a warning)."
    public let help = """
        WCAG 2.5.8 (level AA): targets of at least 24 × 24 points (an error under it); Apple's \
        Human Interface Guidelines: at least 44 × 44 points (a warning under it). Enlarge the control or its hit area (override point(inside:with:)). The thresholds \
        are target-spacing (24) and touch-target (44).
        """
    public let tags = ["wcag:2.5.5", "wcag:2.5.8", "GTXiLib", "Xcode", "ATF", "axe"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let recommended = context.thresholds.touchTarget
        let wcagMinimum = context.thresholds.targetSpacing
        return context.touchTargets.enumerated().compactMap { offset, node in
            let size = node.frame.size
            guard Double(size.width) < recommended || Double(size.height) < recommended else { return nil }
            let view = node.object as? UIView
            let isTextLink = node.traits.contains(.link) && !node.traits.contains(.button)
            if isTextLink, view == nil || !context.isUnderWCAGMinimum(node.frame) { return nil }
            if context.isStandardControlAtSystemSize(node) { return nil }
            if let view, acceptsMinimumSquare(view, node: node, minimum: recommended, context: context) { return nil }
            let sizeText = "\(node.frame.auditDescription)"
            let limit = AuditNumber.text(recommended)
            if let covered = enclosingControl(of: node, minimum: recommended, context: context) {
                return context.finding(
                    self, node,
                    "The target \(sizeText) is smaller than \(limit) × \(limit) pt; the enclosing control \(covered) takes the touches around it.",
                    severity: .warning
                )
            }
            guard context.isUnderWCAGMinimum(node.frame) else {
                return context.finding(
                    self, node, "The target \(sizeText) is smaller than Apple's recommended \(limit) × \(limit) pt.",
                    severity: .warning)
            }
            let minimum = AuditNumber.text(wcagMinimum)
            let crowding =
                context.crowdedTargets[offset].map { " #\($0.index) \"\(AuditText.trimmed($0.label))\" is within its spacing." } ?? ""
            return context.finding(
                self, node, "The target \(sizeText) is smaller than WCAG 2.5.8's \(minimum) × \(minimum) pt minimum.\(crowding)")
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
