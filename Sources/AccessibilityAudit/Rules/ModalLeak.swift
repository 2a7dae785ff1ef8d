import AccessibilityTree
import EarshotUIKit

/// `modal.leak`: content behind a modal view is still reachable (catalogue idea 5).
///
/// While a dialog or sheet is up, VoiceOver must not wander behind it. Two cases:
/// - a view with `accessibilityViewIsModal` whose elements share the focus order with elements
///   outside it: the modal flag only hides the view's siblings (docs/voiceover-behaviour.md §1 (Tree walk) rule 5), so a modal view
///   nested one level too deep leaks everything beside its parent (error);
/// - no modal flag at all, but a view with a background covering most of the screen
///   (`modal-coverage`, 80 %) drawn over elements that stay reachable: a dialog inferred from
///   geometry (warning, needs review; needs recorded background colours).
/// Fix: set `accessibilityViewIsModal` on the overlay, and make it a sibling of the content it
/// covers. Tools: Apple's documentation (new check).
public struct ModalLeak: AuditRule {
    public let id = "modal.leak"
    public let defaultSeverity = Severity.error
    public let summary = "Elements behind a modal view (flagged or inferred from geometry) stay in the focus order."
    public let help = """
        accessibilityViewIsModal hides only the modal view's siblings, so the modal view must sit \
        beside the content it covers. An overlay that covers the screen without the flag lets \
        VoiceOver read what is behind it. Set the flag on the overlay, as a sibling of the content.
        """
    public let tags = ["wcag:1.3.2", "wcag:2.4.3", "Apple"]

    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        guard let hierarchy = context.hierarchy else { return [] }
        var placed: [(node: AccessibilityNode, record: PaintingOrder.Record)] = []
        for node in context.tree.elements {
            guard let record = context.record(of: node) else { continue }
            placed.append((node, record))
        }
        // Modal views the walk kept that hold elements; the one drawn last is the dialog in front.
        // (Loops rather than `last(where:)`: a closure made on the main actor is checked to run
        // there at every call.)
        var modal: PaintingOrder.Record?
        for record in context.drawnModalRecords.reversed() where placed.contains(where: { hierarchy.isInside($0.record, record) }) {
            modal = record
            break
        }
        if let modal {
            let outside = placed.filter { !hierarchy.isInside($0.record, modal) }
            guard let first = outside.first else { return [] }
            return [
                context.finding(
                    self, first.node,
                    "\(outside.count) element\(outside.count == 1 ? "" : "s") outside the modal \(type(of: modal.view)) stay reachable; accessibilityViewIsModal hides only its siblings, so make it a sibling of the content it covers."
                )
            ]
        }
        // No flag: an overlay with a background that covers most of the screen.
        let screen = context.screenBounds
        let minimum = screen.area * context.thresholds.modalCoverage
        var overlay: PaintingOrder.Record?
        for record in hierarchy.records.reversed() {
            guard record.parent != nil, let color = record.view.backgroundColor, color.alpha > 0,
                hierarchy.isDrawn(record), record.screenFrame.intersection(screen).area >= minimum,
                placed.contains(where: { hierarchy.isInside($0.record, record) })
            else { continue }
            overlay = record
            break
        }
        guard let overlay else { return [] }
        let behind = placed.filter { entry in
            entry.record.order < overlay.order && !hierarchy.isInside(entry.record, overlay)
                && overlay.screenFrame.contains(entry.node.frame.center)
        }
        guard let first = behind.first else { return [] }
        return [
            context.finding(
                self, first.node,
                "\(behind.count) element\(behind.count == 1 ? "" : "s") behind the \(type(of: overlay.view)) covering \(Int(saturating: (overlay.screenFrame.intersection(screen).area / screen.area * 100).rounded())) % of the screen stay reachable; mark the overlay accessibilityViewIsModal.",
                severity: .warning, needsReview: true
            )
        ]
    }
}
