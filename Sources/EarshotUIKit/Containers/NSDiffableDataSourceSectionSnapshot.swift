/// The items of one section as an outline (UIKit's `NSDiffableDataSourceSectionSnapshot`): items
/// with children, each parent expanded or collapsed. Applied to a section of a collection view's
/// diffable data source (`apply(_:to:animatingDifferences:completion:)`), the section shows its
/// `visibleItems`: the root items, and the children of expanded parents, depth first.
///
/// Identifiers are unique across the snapshot, as in UIKit, which raises on a duplicate; Earshot
/// logs and keeps the first. Naming an item the snapshot does not hold logs and changes nothing.
/// Every walk of the outline keeps its own stack, so no depth of nesting can exhaust the stack.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    /// Every item held, for the uniqueness check.
    private var held: Set<ItemIdentifierType> = []

    /// An empty section.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (parents before their children).
    /// - Complexity: O(items).
    public var items: [ItemIdentifierType] { depthFirst(from: roots, onlyVisible: false) }

    /// The items at the top level, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items shown: the root items and the children of expanded parents whose own parents
    /// show, depth first.
    /// - Complexity: O(items shown).
    public var visibleItems: [ItemIdentifierType] { depthFirst(from: roots, onlyVisible: true) }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { held.contains(item) }

    /// Whether `item` is expanded (false for an item not held).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` shows: every parent above it is expanded.
    /// - Complexity: O(depth).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard held.contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// Whether `item` has children (what an outline disclosure expands).
    package func hasChildren(_ item: ItemIdentifierType) -> Bool { !(childrenOf[item] ?? []).isEmpty }

    /// The parent of `item`, nil for a root item or an item not held.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parentOf[item] }

    /// How deep `item` is: 0 for a root item (and, logged, for an item not held).
    /// - Complexity: O(depth).
    public func level(of item: ItemIdentifierType) -> Int {
        guard held.contains(item) else {
            Self.log("Invalid item identifier queried for its level: \(item)")
            return 0
        }
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The position of `item` in `items`, or nil.
    /// - Complexity: O(items).
    public func index(of item: ItemIdentifierType) -> Int? {
        guard held.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The part of the outline below `parent` (with `parent` as its root when `includingParent`),
    /// keeping expansion. Empty, logged, for an item not held.
    /// - Complexity: O(items below `parent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        guard held.contains(parent) else {
            Self.log("Invalid parent item identifier specified: \(parent)")
            return Self()
        }
        var result = Self()
        let top = includingParent ? [parent] : childrenOf[parent] ?? []
        result.append(top, to: nil)
        var stack = top.reversed().map { $0 }
        while let item = stack.popLast() {
            if expanded.contains(item) { result.expanded.insert(item) }
            let children = childrenOf[item] ?? []
            if !children.isEmpty { result.append(children, to: item) }
            stack.append(contentsOf: children.reversed())
        }
        return result
    }

    // MARK: Changing

    /// Adds `items` after the last child of `parent` (at the top level when nil). A parent starts
    /// collapsed, as in UIKit.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !held.contains(parent) {
            Self.log("Invalid parent item identifier specified: \(parent) (\(items.count) items not added)")
            return
        }
        let new = admit(items)
        if let parent {
            childrenOf[parent, default: []].append(contentsOf: new)
            for item in new { parentOf[item] = parent }
        } else {
            roots.append(contentsOf: new)
        }
    }

    /// Inserts `items` before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false)
    }

    /// Inserts `items` after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true)
    }

    /// Removes `items` with everything below them.
    /// - Complexity: O(items).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard held.contains(item) else {
                Self.log("Attempted to delete an item identifier that does not exist in the snapshot: \(item)")
                continue
            }
            if let parent = parentOf[item] {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
            var stack = [item]
            while let gone = stack.popLast() {
                stack.append(contentsOf: childrenOf[gone] ?? [])
                childrenOf[gone] = nil
                parentOf[gone] = nil
                expanded.remove(gone)
                held.remove(gone)
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    /// Expands `items`: their children show while they do.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            guard held.contains(item) else {
                Self.log("Attempted to expand an item identifier that does not exist in the snapshot: \(item)")
                continue
            }
            expanded.insert(item)
        }
    }

    /// Collapses `items`: their children no longer show.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            guard held.contains(item) else {
                Self.log("Attempted to collapse an item identifier that does not exist in the snapshot: \(item)")
                continue
            }
            expanded.remove(item)
        }
    }

    // MARK: Helpers

    /// The items of `items` not held yet (each duplicate logged), now held.
    private mutating func admit(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var new: [ItemIdentifierType] = []
        for item in items {
            guard held.insert(item).inserted else {
                Self.log("Supplied item identifiers are not unique. Duplicate identifiers: \(item)")
                continue
            }
            new.append(item)
        }
        return new
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, after: Bool) {
        guard held.contains(item) else {
            Self.log("Invalid item identifier specified for insertion: \(item) (\(items.count) items not added)")
            return
        }
        let new = admit(items)
        if let parent = parentOf[item] {
            var siblings = childrenOf[parent] ?? []
            let index = (siblings.firstIndex(of: item) ?? 0) + (after ? 1 : 0)
            siblings.insert(contentsOf: new, at: index)
            childrenOf[parent] = siblings
            for added in new { parentOf[added] = parent }
        } else {
            let index = (roots.firstIndex(of: item) ?? 0) + (after ? 1 : 0)
            roots.insert(contentsOf: new, at: index)
        }
    }

    /// The items below `top`, depth first, descending only into expanded parents when `onlyVisible`.
    private func depthFirst(from top: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(held.count)
        var stack: [ItemIdentifierType] = top.reversed()
        while let item = stack.popLast() {
            result.append(item)
            guard !onlyVisible || expanded.contains(item), let children = childrenOf[item] else { continue }
            stack.append(contentsOf: children.reversed())
        }
        return result
    }

    private static func log(_ message: String) {
        UICollectionView.log(message)
    }
}
