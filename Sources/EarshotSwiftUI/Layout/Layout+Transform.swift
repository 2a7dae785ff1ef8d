import EarshotUIKit

extension Layout {
    /// Moves every frame below `node`, placed in `rect`, as `transform` about `anchor` (a point of
    /// `rect`'s unit square) moves what is drawn: each becomes the bounding box of its transformed
    /// frame, as the accessibility frame of a transformed view is on iOS. Nested transforms apply
    /// inner first.
    /// - Complexity: O(n), n the nodes below `node`; an explicit stack, no recursion.
    static func transformFrames(below node: ViewNode, in rect: CGRect, by transform: CGAffineTransform, anchor: UnitPoint) {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let about = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        var pending = node.children
        while let next = pending.popLast() {
            next.frame = next.frame.applying(about)
            pending += next.children
        }
    }
}
