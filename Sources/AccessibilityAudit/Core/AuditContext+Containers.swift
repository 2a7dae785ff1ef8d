import AccessibilityTree

extension AuditContext {
    /// For each container, the sum of `value` over every element inside it (at any depth).
    /// Containers come parents first (the walk appends a container before its children), so one
    /// backward pass carries each container's total to its parent.
    /// - Complexity: O(n + c), n elements and c containers.
    func totalsByContainer(_ value: (AccessibilityNode) -> Int) -> [Int] {
        let containers = tree.containers
        var totals = Array(repeating: 0, count: containers.count)
        for node in tree.elements {
            if let parent = node.parentContainer, containers.indices.contains(parent) { totals[parent] += value(node) }
        }
        for index in containers.indices.reversed() {
            if let parent = containers[index].parent, containers.indices.contains(parent), parent < index {
                totals[parent] += totals[index]
            }
        }
        return totals
    }

    /// For each container, the reading index of the first element inside it, or nil when empty.
    /// - Complexity: O(n + c).
    func firstElementByContainer() -> [Int?] {
        let containers = tree.containers
        var first: [Int?] = Array(repeating: nil, count: containers.count)
        for node in tree.elements {
            if let parent = node.parentContainer, containers.indices.contains(parent) {
                first[parent] = min(first[parent] ?? node.index, node.index)
            }
        }
        for index in containers.indices.reversed() {
            guard let own = first[index], let parent = containers[index].parent, containers.indices.contains(parent),
                parent < index
            else { continue }
            first[parent] = min(first[parent] ?? own, own)
        }
        return first
    }

    /// For each container, the outermost container at or above it satisfying `predicate`.
    /// - Complexity: O(c).
    func outermostContainer(where predicate: (AccessibilityContainer) -> Bool) -> [Int?] {
        let containers = tree.containers
        var outermost: [Int?] = Array(repeating: nil, count: containers.count)
        for index in containers.indices {
            var above: Int?
            if let parent = containers[index].parent, containers.indices.contains(parent), parent < index {
                above = outermost[parent]
            }
            outermost[index] = above ?? (predicate(containers[index]) ? index : nil)
        }
        return outermost
    }
}
