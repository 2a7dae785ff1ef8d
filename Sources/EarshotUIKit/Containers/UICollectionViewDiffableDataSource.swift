/// A collection view's data source driven by snapshots of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`). It becomes the collection view's `dataSource`; the app
/// keeps it alive, as in UIKit (the collection view holds its data source weakly).
///
/// `apply` compares the new snapshot with the current one: items present in both (and not
/// reloaded) keep their cells, position and selection; the cell provider is asked only for new,
/// reloaded and reconfigured items (a reconfigured item's provider dequeues its existing cell),
/// as UIKit does. Animation does not exist in Earshot; the result is shown at once.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item (nil is a programming error UIKit raises for; Earshot logs it).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a section header or footer).
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView? { didSet { UIKitChanges.note() } }
    private let cellProvider: CellProvider
    /// The snapshot shown and what the table's and collection view's data sources share.
    private var core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>() { didSet { UIKitChanges.note() } }
    /// The outlines applied to sections (`apply(_:to:animatingDifferences:completion:)`), by section.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:] {
        didSet { UIKitChanges.note() }
    }
    /// Makes the section headers and footers the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider? { didSet { UIKitChanges.note() } }

    /// A data source for `collectionView` making cells with `cellProvider`; it sets itself as the
    /// collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The current state (a copy to change and apply).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.current
    }

    /// Shows `snapshot`: unchanged items keep their cells, new and reloaded ones are made.
    /// - Complexity: O(items).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        sectionSnapshots = [:]
        show(snapshot)
        completion?()
    }

    /// Shows `snapshot`, keeping the cells of unchanged items.
    private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        let (kept, reconfigured) = core.take(snapshot)
        if let collectionView, collectionView.dataSource === self {
            collectionView.reload(keeping: kept, reconfiguring: reconfigured)
        }
    }

    /// Shows `snapshot` as the outline of `section` (added after the last section when the data
    /// source has none of that name): the section's items become the outline's visible items.
    /// - Complexity: O(items).
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        sectionSnapshots[section] = snapshot
        var full = core.current
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        show(full)
        completion?()
    }

    /// The outline of `section`: the one applied to it, else its items at one level.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if core.current.indexOfSection(section) != nil { flat.append(core.current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// The item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// The index path of `itemIdentifier`, or nil.
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

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        core.current.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSectionAt: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        core.cell(
            in: collectionView, at: indexPath, view: "UICollectionView", empty: { UICollectionViewCell(frame: .zero) },
            provider: cellProvider)
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionView.MissingSupplementaryView()
    }
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
    /// Whether the item at `indexPath` is expanded in its section's outline; nil when the section
    /// has no outline or the item no children.
    package func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool? {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
            let item = itemIdentifier(for: indexPath), outline.hasChildren(item)
        else { return nil }
        return outline.isExpanded(item)
    }

    /// Expands or collapses the item at `indexPath` in its section's outline and shows the result.
    package func toggleOutlineItem(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), var outline = sectionSnapshots[section],
            let item = itemIdentifier(for: indexPath)
        else { return }
        if outline.isExpanded(item) { outline.collapse([item]) } else { outline.expand([item]) }
        apply(outline, to: section, animatingDifferences: true)
    }
}
