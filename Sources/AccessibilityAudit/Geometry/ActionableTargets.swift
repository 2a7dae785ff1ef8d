import AccessibilityTree

/// The actionable elements with a frame of some size (disabled ones included), indexed by
/// position, for the rules that compare targets pairwise (`target.duplicate-bounds`,
/// `target.overlap`). Each pair is met once: from its later target, looking back.
@MainActor
struct ActionableTargets {
    /// The targets, in the tree's element order.
    let nodes: [AccessibilityNode]
    /// `nodes` by frame; ids are offsets into `nodes`.
    let grid: SpatialGrid

    /// - Complexity: O(n) over the tree's elements, plus the grid's insertions.
    init(_ context: AuditContext) {
        nodes = context.tree.elements.filter { context.isActionable($0) && $0.frame.width > 0 && $0.frame.height > 0 }
        var grid = SpatialGrid()
        for (offset, node) in nodes.enumerated() { grid.insert(offset, node.frame) }
        self.grid = grid
    }

    /// The offsets of the targets before `offset` whose frames may meet its frame (a superset:
    /// callers test exactly), ascending.
    func earlierNeighbours(of offset: Int) -> [Int] {
        grid.candidates(near: nodes[offset].frame).filter { $0 < offset }
    }
}
