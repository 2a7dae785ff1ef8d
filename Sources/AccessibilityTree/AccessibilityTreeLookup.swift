import EarshotUIKit

/// What a tree works out on first use and keeps with it: where each object is in reading order,
/// and where each element stands on screen. The tree holds its objects, so their identifiers stay
/// unique while it lives, and the tree never changes, so neither does what is kept here.
@MainActor
final class AccessibilityTreeLookup {
    private var indexByObject: [ObjectIdentifier: Int]?
    private var grid: ElementGrid?

    /// The reading-order index of `object` among `elements`.
    /// - Complexity: O(1) amortized; the first call indexes every element, O(n).
    func index(of object: AnyObject, in elements: [AccessibilityNode]) -> Int? {
        if let indexByObject { return indexByObject[ObjectIdentifier(object)] }
        var built: [ObjectIdentifier: Int] = [:]
        built.reserveCapacity(elements.count)
        for (index, node) in elements.enumerated() where built[ObjectIdentifier(node.object)] == nil {
            built[ObjectIdentifier(node.object)] = index
        }
        indexByObject = built
        return built[ObjectIdentifier(object)]
    }

    /// The grid of `elements`' touch areas, built on first use.
    /// - Complexity: O(n) the first time, then O(1).
    func grid(of elements: [AccessibilityNode]) -> ElementGrid {
        if let grid { return grid }
        let built = ElementGrid(areas: elements.map(\.touchArea))
        grid = built
        return built
    }
}

extension AccessibilityNode {
    /// Where a touch can find the element: its path's bounds when it has a path, else its frame.
    var touchArea: CGRect {
        guard let path else { return frame }
        let bounds = path.bounds
        return bounds.isNull ? .zero : bounds
    }
}
