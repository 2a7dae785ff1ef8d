import EarshotUIKit

extension PaintingOrder {
    /// What a visit of a subtree (`forEachView(inSubtreeOf:includingItself:_:)`) does after a view.
    package enum Step {
        /// Goes on into the view's subviews.
        case descend
        /// Passes over the view's subviews and goes on after them.
        case skipSubviews
        /// Ends the visit.
        case stop
    }

    /// Visits the views of `record`'s subtree in painting order (back to front, a parent before
    /// its subviews), `record`'s own view first unless `includingItself` is false; `body` says
    /// after each view whether to go into its subviews. A subtree is a range of the painting
    /// order, so passing one over is a jump, and the visit needs no stack of its own.
    /// - Complexity: O(k), k the views visited.
    package func forEachView(inSubtreeOf record: Record, includingItself: Bool = true, _ body: (Record) -> Step) {
        var index = includingItself ? record.order : record.order + 1
        while index <= record.subtreeEnd {
            switch body(records[index]) {
            case .descend: index += 1
            case .skipSubviews: index = records[index].subtreeEnd + 1
            case .stop: return
            }
        }
    }
}
