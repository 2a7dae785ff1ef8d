import AccessibilityTree
import EarshotUIKit

/// `visibility.obscured`: an element under an opaque view.
///
/// A view drawn later (a sibling subtree, an overlay) with an opaque background that covers the
/// element's whole frame hides it from sight, but VoiceOver still reads it. Opacity comes from the
/// live views: an opaque `backgroundColor` and full alpha down the hierarchy. Fix: remove the
/// covered content from accessibility (`accessibilityElementsHidden`), or make the overlay modal
/// (`accessibilityViewIsModal`). Needs data: when no view records a background colour, opacity is
/// unknown and the rule is skipped. Tools: none (new check).
public struct VisibilityObscured: AuditRule {
    public let id = "visibility.obscured"
    public let defaultSeverity = Severity.warning
    public let summary = "An element is fully covered by an opaque view drawn on top of it."
    public let help = """
        Content covered by an opaque view drawn over it is invisible but still read by VoiceOver. \
        Hide the covered content from accessibility, or mark the overlay accessibilityViewIsModal.
        """
    public let tags = ["wcag:1.3.2"]

    public init() {}

    public func missingData(in context: AuditContext) -> String? {
        guard let hierarchy = context.hierarchy else { return "the tree has no live views" }
        // A loop: see docs/architecture.md, "Closures in hot loops".
        for record in hierarchy.records where record.view.backgroundColor != nil { return nil }
        return "no view records a background colour, so what is opaque is unknown"
    }

    /// - Complexity: near O(n) with a spatial grid over the opaque views.
    public func check(_ context: AuditContext) -> [Finding] {
        guard let hierarchy = context.hierarchy else { return [] }
        let opaque = hierarchy.records.filter { record in
            guard let color = record.view.backgroundColor, color.alpha >= PaintingOrder.opaqueAlpha, record.parent != nil else {
                return false
            }
            return !record.isHiddenInHierarchy && record.cumulativeAlpha >= PaintingOrder.opaqueAlpha
        }
        var grid = SpatialGrid()
        for (offset, record) in opaque.enumerated() { grid.insert(offset, visible(record)) }
        return context.findings { node in
            guard node.frame.width > 0, node.frame.height > 0,
                let record = context.record(of: node)
            else { return nil }
            let cover = grid.candidates(near: node.frame).lazy.map { opaque[$0] }.first { candidate in
                candidate.order > record.subtreeEnd && visible(candidate).contains(node.frame)
            }
            guard let cover else { return nil }
            return context.finding(
                self, node,
                "The element is covered by an opaque \(type(of: cover.view)) \(cover.screenFrame.auditDescription) drawn on top of it, yet VoiceOver reads it."
            )
        }
    }

    private func visible(_ record: PaintingOrder.Record) -> CGRect {
        record.clip.map { record.screenFrame.intersection($0) } ?? record.screenFrame
    }
}
