/// What UIKit's table and collection diffable data sources share: the snapshot shown, the look-ups
/// between identifiers and positions, `apply`'s diff, and making a cell with the app's provider.
/// Each data source holds one and answers its own view's protocol through it.
package struct DiffableDataSourceCore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    package typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot shown.
    package private(set) var current = Snapshot()

    package init() {}

    /// Makes `snapshot` the one shown and answers, for the items it shares with the one before
    /// (and does not reload), their new index paths mapped to their old ones, the reconfigured
    /// apart: the view keeps the former's cells and asks the provider again for the latter.
    /// - Complexity: O(items of both snapshots).
    package mutating func take(_ snapshot: Snapshot) -> (kept: [IndexPath: IndexPath], reconfigured: [IndexPath: IndexPath]) {
        let changes = snapshot.pathChanges(from: current)
        current = snapshot
        current.clearReloads()
        return changes
    }

    /// The item at `indexPath`, or nil.
    package func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// The index path of `itemIdentifier`, or nil.
    /// - Complexity: O(items in its section).
    package func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at `index`, or nil.
    package func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The position of `sectionIdentifier` among the sections, or nil.
    package func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    /// The number of items in the section at `index` (0 past the last section).
    package func numberOfItems(inSectionAt index: Int) -> Int {
        guard let identifier = sectionIdentifier(for: index) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    /// The cell the app's provider makes for the item at `indexPath`, or `empty()` with UIKit's
    /// complaint logged when there is no such item or the provider answers nil (UIKit raises;
    /// Earshot shows an empty cell). `view` names the view's class in the log, as UIKit's does.
    @MainActor package func cell<View, Cell>(
        in collection: View, at indexPath: IndexPath, view: String, empty: () -> Cell,
        provider: (View, IndexPath, ItemIdentifierType) -> Cell?
    ) -> Cell {
        guard let identifier = itemIdentifier(for: indexPath) else {
            UICollectionView.log("\(view)DiffableDataSource: no item at \(indexPath); Earshot shows an empty cell")
            return empty()
        }
        guard let cell = provider(collection, indexPath, identifier) else {
            let position = view == "UITableView" ? "row" : "item"
            UICollectionView.log(
                "\(view) dataSource returned a nil cell for \(position) at index path: \(indexPath), dataSource: \(view)DiffableDataSource, item: \(identifier); Earshot shows an empty cell"
            )
            return empty()
        }
        return cell
    }
}
