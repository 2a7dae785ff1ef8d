import EarshotUIKit

extension Layout {
    /// The frame (content coordinates) of the view a `scrollTo` names: a view tagged with `id`
    /// (a ForEach row) or given it with `.id(_:)`, or a lazy container's row with that identity,
    /// built or not.
    /// - Complexity: O(n) in the placed subtree plus the lazy containers' rows; no recursion.
    static func frameOfView(identifiedBy id: AnyHashable, identity: String, in root: ViewNode) -> CGRect? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.tag == id || node.explicitID == id { return node.frame }
            if case .lazyStack(let lazy) = node.layout, let frame = lazy.frame(ofRow: identity, placedAt: node.frame) {
                return frame
            }
            stack += node.children.reversed()
        }
        return nil
    }

    /// The scroll offset that shows `frame` in a viewport at `rect` (content unscrolled at its
    /// origin): with `anchor`, the frame's anchor point on the viewport's; without, the least
    /// move from `current`, as UIKit's `scrollRectToVisible`.
    static func scrollOffset(showing frame: CGRect, anchor: UnitPoint?, in rect: CGRect, current: CGPoint) -> CGPoint {
        let target = frame.offsetBy(dx: -rect.minX, dy: -rect.minY)
        if let anchor {
            return CGPoint(
                x: target.minX + anchor.x * target.width - anchor.x * rect.width,
                y: target.minY + anchor.y * target.height - anchor.y * rect.height)
        }
        var offset = current
        if target.maxX > offset.x + rect.width { offset.x = target.maxX - rect.width }
        if target.minX < offset.x { offset.x = target.minX }
        if target.maxY > offset.y + rect.height { offset.y = target.maxY - rect.height }
        if target.minY < offset.y { offset.y = target.minY }
        return offset
    }
}
