import EarshotUIKit

/// What a tree works out on first use and keeps with it: where each object is in reading order,
/// where each element stands on screen, and what the views paint over what. The tree holds its
/// objects, so their identifiers stay unique while it lives. Bringing the tree up to date
/// (`update(with:)`) changes no object, frame, path or context word, and moves no view, so what
/// is kept here stays true for it.
@MainActor
final class AccessibilityTreeLookup {
    private var indexByObject: [ObjectIdentifier: Int]?
    private var indexByContainer: [ObjectIdentifier: Int]?
    private var wordsFromOtherElements: Bool?
    private var grid: ElementGrid?
    /// Indices of the elements with an `accessibilityPath`, whose area is only the path's bounds.
    private var shaped: Set<Int> = []
    /// The live views' painting order (`AccessibilityTree.paintingOrder(under:)`): unlike the
    /// rest, it is read from the views, not from the tree, so the tree uses it only while nothing
    /// has been noted since it was read or brought up to date.
    var paintingOrder: PaintingOrder?

    /// The reading-order index of `object` among `elements`.
    /// - Complexity: O(1) amortized; the first call indexes every element, O(n).
    func index(of object: AnyObject, in elements: [AccessibilityNode]) -> Int? {
        index(of: ObjectIdentifier(object), in: elements)
    }

    /// The reading-order index of the element whose object has `identifier`.
    /// - Complexity: O(1) amortized; the first call indexes every element, O(n).
    func index(of identifier: ObjectIdentifier, in elements: [AccessibilityNode]) -> Int? {
        if let indexByObject { return indexByObject[identifier] }
        let built = Self.firstIndices(of: elements.lazy.map(\.object))
        indexByObject = built
        return built[identifier]
    }

    /// The index in `containers` of the container whose object has `identifier`.
    /// - Complexity: O(1) amortized; the first call indexes every container, O(c).
    func containerIndex(of identifier: ObjectIdentifier, in containers: [AccessibilityContainer]) -> Int? {
        if let indexByContainer { return indexByContainer[identifier] }
        let built = Self.firstIndices(of: containers.lazy.map(\.object))
        indexByContainer = built
        return built[identifier]
    }

    /// For each container, the last index in `containers` inside it: the walk lists containers
    /// depth first, parents before children, so a container's subtree is the range from it to
    /// there.
    private var subtreeEnds: [Int]?
    /// For each container, the reading-order indices of the elements whose parent it is.
    private var elementsByParent: [[Int]]?

    /// The reading-order indices of the elements inside container `container`, at any depth.
    /// - Complexity: O(k + s) amortized, k those elements and s the containers inside it; the
    ///   first call goes once through the containers and the elements, O(n + c).
    func elementIndices(
        inside container: Int, elements: [AccessibilityNode], containers: [AccessibilityContainer]
    ) -> [Int] {
        if subtreeEnds == nil || elementsByParent == nil {
            var ends = Array(containers.indices)
            for index in containers.indices.reversed() {
                if let parent = containers[index].parent, parent < index { ends[parent] = max(ends[parent], ends[index]) }
            }
            var byParent = [[Int]](repeating: [], count: containers.count)
            for node in elements {
                if let parent = node.parentContainer, byParent.indices.contains(parent) { byParent[parent].append(node.index) }
            }
            subtreeEnds = ends
            elementsByParent = byParent
        }
        guard let subtreeEnds, let elementsByParent, subtreeEnds.indices.contains(container) else { return [] }
        var inside: [Int] = []
        for index in container...subtreeEnds[container] { inside.append(contentsOf: elementsByParent[index]) }
        return inside
    }

    /// Where each object first appears in `objects`.
    /// - Complexity: O(n).
    private static func firstIndices(of objects: some Collection<NSObject>) -> [ObjectIdentifier: Int] {
        var indices: [ObjectIdentifier: Int] = [:]
        indices.reserveCapacity(objects.count)
        for (index, object) in objects.enumerated() where indices[ObjectIdentifier(object)] == nil {
            indices[ObjectIdentifier(object)] = index
        }
        return indices
    }

    /// Whether some element's context words repeat other elements' labels (a data table's
    /// headers), so a changed label may change words spoken elsewhere.
    /// - Complexity: O(1) amortized; the first call looks at every element, O(n).
    func hasWordsFromOtherElements(in elements: [AccessibilityNode]) -> Bool {
        if let wordsFromOtherElements { return wordsFromOtherElements }
        let found = elements.contains { $0.context.table != nil }
        wordsFromOtherElements = found
        return found
    }

    /// The indices of `elements` a touch at `point` lands on, ascending: those whose path, when
    /// set, else whose frame contains the point.
    /// - Complexity: O(k) amortized, k the candidates in the point's cell of a grid of the touch
    ///   areas built on first use in O(n) (`ElementGrid`).
    func indices(containing point: CGPoint, in elements: [AccessibilityNode]) -> [Int] {
        let grid = self.grid ?? buildGrid(of: elements)
        var found: [Int] = []
        grid.forEachCandidate(at: point) { index in
            // Without a path the area is the frame, and testing it needs no node.
            if shaped.isEmpty || !shaped.contains(index) {
                if grid.areas[index].contains(point) { found.append(index) }
            } else if elements[index].path?.contains(point) == true {
                found.append(index)
            }
        }
        return found
    }

    private func buildGrid(of elements: [AccessibilityNode]) -> ElementGrid {
        var areas: [CGRect] = []
        areas.reserveCapacity(elements.count)
        for (index, node) in elements.enumerated() {
            areas.append(node.touchArea)
            if node.path != nil { shaped.insert(index) }
        }
        let built = ElementGrid(areas: areas)
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
