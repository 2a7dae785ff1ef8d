/// A collection view's data source driven by snapshots of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`). It becomes the collection view's `dataSource`; the app
/// keeps it alive, as in UIKit (the collection view holds its data source weakly).
///
/// `apply` compares the new snapshot with the current one: items present in both (and not
/// reloaded) keep their cells, position and selection; the cell provider is asked only for new,
/// reloaded and reconfigured items (a reconfigured item's provider dequeues its existing cell),
/// as UIKit does. Animation does not exist in Earshot; the result is shown at once.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item (nil is a programming error UIKit raises for; Earshot logs it).
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a section header or footer).
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView? { didSet { UIKitChanges.note() } }
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>() { didSet { UIKitChanges.note() } }
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
        current
    }

    /// Shows `snapshot`: unchanged items keep their cells, new and reloaded ones are made.
    /// - Complexity: O(items).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let (kept, reconfigured) = snapshot.pathChanges(from: current)
        current = snapshot
        current.clearReloads()
        if let collectionView, collectionView.dataSource === self {
            collectionView.reload(keeping: kept, reconfiguring: reconfigured)
        }
        completion?()
    }

    /// The item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// The index path of `itemIdentifier`, or nil.
    /// - Complexity: O(items in its section).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The position of `identifier` among the sections, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard current.sectionIdentifiers.indices.contains(section) else { return 0 }
        return current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let identifier = itemIdentifier(for: indexPath) else {
            UICollectionView.log("UICollectionViewDiffableDataSource: no item at \(indexPath); Earshot shows an empty cell")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, identifier) else {
            UICollectionView.log(
                "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource: UICollectionViewDiffableDataSource, item: \(identifier); Earshot shows an empty cell"
            )
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionView.MissingSupplementaryView()
    }
}
