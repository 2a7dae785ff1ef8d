import EarshotUIKit

/// A set of children read together (docs/voiceover-behaviour.md §2 (Reading order)): the children of a grouping container, or the top
/// of the walk. Items are kept in walk order (subview order, array order) until sorted.
struct OrderGroup {
    /// Children from `accessibilityElements` or the container methods: read in array order.
    var isExplicit: Bool
    /// Where the group sits among its siblings when not by its first-read child: the own frame of
    /// an explicit group whose context provider is a `tabBar`-trait view.
    var keyOverride: CGPoint?
    /// The earliest place the group may take: a scroll view's own top-left. Content scrolled above
    /// or before the viewport keeps its order inside the group, but the group is still read after
    /// what precedes the scroll view on screen (a navigation bar above a scrolled list).
    var keyFloor: CGPoint?
    var items: [OrderItem] = []
}

/// One child of an `OrderGroup`: an element (index into the walk's elements) or a nested group.
enum OrderItem {
    case element(Int)
    case group(Int)
}

extension ReadingOrder {
    /// The elements in reading order, as indices into `elementKeys`.
    ///
    /// Groups are created by the walk parents first, so going through them last to first meets
    /// every group after all the groups inside it: each group's direct items are sorted (implicit
    /// groups by key, stably, with `sortedPositions(of:)`; explicit groups keep array order),
    /// then the group's own key becomes the key of its first-read element (not before its floor),
    /// or its override, or nil when it holds no element (an empty group sorts last). Finally the
    /// tree is read out depth first with an explicit stack, so each group's members come out
    /// consecutively.
    /// - Parameters:
    ///   - groups: the walk's groups; index 0 is the top level. Sorted in place.
    ///   - elementKeys: each element's sort key (the top-left of its frame).
    /// - Complexity: O(n log n), n the number of elements and groups; no recursion.
    func readingOrder(groups: inout [OrderGroup], elementKeys: [CGPoint]) -> [Int] {
        var groupKeys = [CGPoint?](repeating: nil, count: groups.count)
        func key(_ item: OrderItem) -> CGPoint? {
            switch item {
            case .element(let index): return elementKeys[index]
            case .group(let index): return groupKeys[index]
            }
        }
        for index in groups.indices.reversed() {
            if !groups[index].isExplicit {
                let items = groups[index].items
                var keys: [CGPoint?] = []
                keys.reserveCapacity(items.count)
                for item in items { keys.append(key(item)) }
                var sorted: [OrderItem] = []
                sorted.reserveCapacity(items.count)
                for position in sortedPositions(of: keys) { sorted.append(items[position]) }
                groups[index].items = sorted
            }
            // Implicit groups now have their empty groups last; explicit ones may have them anywhere.
            let firstRead = groups[index].items.lazy.compactMap(key).first
            groupKeys[index] = firstRead.map { first in
                if let override = groups[index].keyOverride { return override }
                guard let floor = groups[index].keyFloor else { return first }
                return CGPoint(x: max(first.x, floor.x), y: max(first.y, floor.y))
            }
        }

        var order: [Int] = []
        order.reserveCapacity(elementKeys.count)
        guard !groups.isEmpty else { return order }
        var stack: [(group: Int, next: Int)] = [(0, 0)]
        while let top = stack.last {
            let items = groups[top.group].items
            guard top.next < items.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            switch items[top.next] {
            case .element(let index): order.append(index)
            case .group(let index): stack.append((index, 0))
            }
        }
        return order
    }
}
