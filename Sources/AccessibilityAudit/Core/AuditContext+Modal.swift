import AccessibilityTree
import EarshotUIKit

extension AuditContext {
    /// The painting-order records of the modal views the walk kept (`AccessibilityTree.modalViews`)
    /// that are drawn, back to front: the last is the modal view in front. Which views are modal is
    /// the walk's decision; the rules only place them among the views.
    /// - Complexity: O(n + c + m log m), n the elements, c the containers, m the modal views.
    var drawnModalRecords: [PaintingOrder.Record] {
        guard let hierarchy else { return [] }
        var records: [PaintingOrder.Record] = []
        for view in tree.modalViews {
            if let record = hierarchy.record(of: view), hierarchy.isDrawn(record) { records.append(record) }
        }
        records.sort { $0.order < $1.order }
        return records
    }
}
