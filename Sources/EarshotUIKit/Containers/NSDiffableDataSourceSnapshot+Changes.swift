/// What applying a snapshot changes for the rows or items already shown: shared by the table's
/// and the collection view's diffable data sources, which keep the cells of unchanged items.
extension NSDiffableDataSourceSnapshot {
    /// For each item of this snapshot also in `old` (and not reloaded): its new index path mapped
    /// to its old one, the reconfigured items apart (their cells go back to the cell provider).
    /// - Complexity: O(items of both snapshots).
    package func pathChanges(from old: Self) -> (kept: [IndexPath: IndexPath], reconfigured: [IndexPath: IndexPath]) {
        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        oldPaths.reserveCapacity(old.numberOfItems)
        for (section, identifier) in old.sectionIdentifiers.enumerated() {
            for (item, itemIdentifier) in old.itemIdentifiers(inSection: identifier).enumerated() {
                oldPaths[itemIdentifier] = IndexPath(item: item, section: section)
            }
        }
        var kept: [IndexPath: IndexPath] = [:]
        var reconfigured: [IndexPath: IndexPath] = [:]
        for (section, identifier) in sectionIdentifiers.enumerated() {
            for (item, itemIdentifier) in itemIdentifiers(inSection: identifier).enumerated()
            where !reloadedItems.contains(itemIdentifier) {
                guard let path = oldPaths[itemIdentifier] else { continue }
                if reconfiguredItems.contains(itemIdentifier) {
                    reconfigured[IndexPath(item: item, section: section)] = path
                } else {
                    kept[IndexPath(item: item, section: section)] = path
                }
            }
        }
        return (kept, reconfigured)
    }

    /// The item at `indexPath` (a section, then a row or item), or nil.
    package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
        let items = itemIdentifiers(inSection: sectionIdentifiers[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of `itemIdentifier`, or nil.
    /// - Complexity: O(items in its section).
    package func indexPath(of itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = indexOfSection(section),
            let item = itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }
}
