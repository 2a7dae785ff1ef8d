/// A table view's data source driven by snapshots of identifiers (UIKit's
/// `UITableViewDiffableDataSource`). It becomes the table's `dataSource`; the app keeps it alive,
/// as in UIKit (the table holds its data source weakly).
///
/// `apply` compares the new snapshot with the current one: rows present in both (and not
/// reloaded) keep their cells, position and selection, so VoiceOver's cursor stays on them; the
/// cell provider is asked only for new, reloaded and reconfigured rows (a reconfigured row's
/// provider dequeues its existing cell), as for `UICollectionViewDiffableDataSource`. Animation
/// does not exist in Earshot; the result is shown at once.
///
/// Section titles, editing and the rest of `UITableViewDataSource` come from subclasses, as in
/// UIKit: the methods are `open` with the protocol's defaults.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UITableViewDataSource
{
    /// Makes the cell for a row (nil is a programming error UIKit raises for; Earshot logs it).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView? { didSet { UIKitChanges.note() } }
    private let cellProvider: CellProvider
    /// The snapshot shown and what the table's and collection view's data sources share.
    private var core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>() { didSet { UIKitChanges.note() } }

    /// A data source for `tableView` making cells with `cellProvider`; it sets itself as the
    /// table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The current state (a copy to change and apply).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.current
    }

    /// Shows `snapshot`: unchanged rows keep their cells, new and reloaded ones are made.
    /// - Complexity: O(rows).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let (kept, reconfigured) = core.take(snapshot)
        if let tableView, tableView.dataSource === self {
            tableView.reload(keeping: kept, reconfiguring: reconfigured)
        }
        completion?()
    }

    /// The item of the row at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// The index path of the row showing `itemIdentifier`, or nil.
    /// - Complexity: O(items in its section).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier)
    }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    /// The position of `identifier` among the sections, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.index(for: sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        core.current.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.numberOfItems(inSectionAt: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        core.cell(
            in: tableView, at: indexPath, view: "UITableView", empty: { UITableViewCell(style: .default, reuseIdentifier: nil) },
            provider: cellProvider)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// UIKit's diffable data source says no, so rows show no editing controls unless a subclass says yes.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}
