import AccessibilityTree
import EarshotUIKit

/// The actionable elements with a frame of some size (disabled ones included), indexed by
/// position, for the rules that compare targets pairwise (`target.duplicate-bounds`,
/// `target.overlap`). Each pair is met once: from its later target, looking back. Targets that
/// share one frame are compared as one place, so a pile of them costs no more than one.
@MainActor
struct ActionableTargets {
    /// The targets, in the tree's element order.
    let nodes: [AccessibilityNode]
    /// `nodes` by frame; ids are offsets into `nodes`.
    let grid: SpatialGrid

    /// - Complexity: O(n) over the tree's elements, plus the grid's insertions.
    init(_ context: AuditContext) {
        nodes = context.elements { context.isActionable($0) && $0.frame.width > 0 && $0.frame.height > 0 }
        var grid = SpatialGrid()
        for (offset, node) in nodes.enumerated() { grid.insert(offset, node.frame) }
        self.grid = grid
    }

    /// The offsets of the targets before `offset` whose frames pass `test`, ascending. `test`
    /// sees each distinct frame near the target's once.
    /// - Complexity: O(p log p + k), p the distinct frames near the target, k the offsets returned.
    func earlierTargets(before offset: Int, framed test: (CGRect) -> Bool) -> [Int] {
        var found: [Int] = []
        for place in grid.places(near: nodes[offset].frame) where place.ids[0] < offset && test(place.rect) {
            found.append(contentsOf: place.ids.prefix { $0 < offset })
        }
        return found.sorted()
    }

    /// The first target before `offset` whose frame passes `test`.
    /// - Complexity: O(p log p), p the distinct frames near the target.
    func firstEarlierTarget(before offset: Int, framed test: (CGRect) -> Bool) -> Int? {
        grid.places(near: nodes[offset].frame)
            .filter { $0.ids[0] < offset && test($0.rect) }
            .map { $0.ids[0] }
            .min()
    }

    /// How many targets other than the one at `offset` have frames inside `rect`.
    /// - Complexity: O(p log p), p the distinct frames near `rect`.
    func count(inside rect: CGRect, excluding offset: Int) -> Int {
        grid.places(near: rect).reduce(0) { total, place in
            guard rect.contains(place.rect) else { return total }
            return total + place.ids.count - (place.holds(offset) ? 1 : 0)
        }
    }
}
