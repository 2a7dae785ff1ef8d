import Foundation

/// A scrolling collection of items in sections, placed by a layout (UIKit's `UICollectionView`).
///
/// Like `UITableView`, Earshot's collection view makes the cells of ALL items when it loads its
/// data (UIKit makes them as they scroll into view; VoiceOver reaches items off screen by swiping,
/// so they must exist, and what VoiceOver sees is the same). The layout places them and sets
/// `contentSize`; when VoiceOver focuses an item off screen, the scroll view scrolls it into view,
/// and three-finger swipes page it with "Page X of Y", as for any scroll view.
///
/// Accessibility: the collection view is a container, never an element. VoiceOver reads its
/// content in index-path order, section by section (header, items, footer), whatever the layout
/// (docs/collection-view.md); views the app added itself follow in subview order.
///
/// The data loads on `reloadData()`, or on first use after `dataSource` is set (the first layout,
/// or the first time anyone reads `subviews` or `accessibilityElements`, as VoiceOver's walk does).
/// Programming errors UIKit raises for (an unregistered identifier, a cell that was not
/// dequeued, a missing header) are logged on standard error and give a deterministic result.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Its layout gives its content size, not Auto Layout's content area.
    package override class var sizesItsOwnContent: Bool { true }
    /// The kind of a section header supplementary view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The direction a flow layout scrolls (UIKit's raw values).
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// Where `scrollToItem` and `selectItem` put an item (UIKit's raw values).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout placing the items; setting it lays the content out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            UIKitChanges.note()
            guard oldValue !== collectionViewLayout else { return }
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
        }
    }

    /// Supplies the sections, items, cells and supplementary views.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            UIKitChanges.note()
            needsReload = true
        }
    }
    /// Hears about selection (and, for a flow layout, answers sizes).
    open var delegate: UICollectionViewDelegate? {
        get { scrollDelegate as? UICollectionViewDelegate }
        set {
            scrollDelegate = newValue
            UIKitChanges.note()
            if !needsReload, !cellsBySection.isEmpty { applyLayout() }
        }
    }
    /// Whether items can be selected (default true).
    open var allowsSelection = true { didSet { UIKitChanges.note() } }
    /// Whether cells may be asked for before they show (default true). Kept: Earshot asks the data
    /// source for the cells of every item when it loads, either way, and VoiceOver reads the cells
    /// the collection view holds, so nothing an assistive technology perceives depends on it.
    open var isPrefetchingEnabled = true
    /// A view behind the cells that fills the collection view (UIKit's `backgroundView`), such as
    /// an empty list's message: a subview like the others, so VoiceOver reads it after the cells.
    open var backgroundView: UIView? {
        didSet {
            UIKitChanges.note()
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
        }
    }
    /// Whether several items can be selected at once (default false).
    open var allowsMultipleSelection = false { didSet { UIKitChanges.note() } }
    private var storedEditing = false { didSet { UIKitChanges.note() } }

    private var needsReload = false { didSet { UIKitChanges.note() } }
    private var cellsBySection: [[UICollectionViewCell]] = [] { didSet { UIKitChanges.note() } }
    private var supplementaryBySection: [[String: UICollectionReusableView]] = [] { didSet { UIKitChanges.note() } }
    private var pathsByCell: [ObjectIdentifier: IndexPath] = [:] { didSet { UIKitChanges.note() } }
    private var cellClasses: [String: UICollectionViewCell.Type] = [:] { didSet { UIKitChanges.note() } }
    private var supplementaryClasses: [SupplementaryKey: UICollectionReusableView.Type] = [:] { didSet { UIKitChanges.note() } }
    private var reusableCells: [String: [UICollectionViewCell]] = [:] { didSet { UIKitChanges.note() } }
    private var reusableSupplementaryViews: [SupplementaryKey: [UICollectionReusableView]] = [:] { didSet { UIKitChanges.note() } }
    private var selectedPaths: [IndexPath] = [] { didSet { UIKitChanges.note() } }
    /// Cells being reconfigured in place during a load, by their new index path: dequeuing for
    /// that index path under the cell's identifier gives the cell back.
    private var cellsBeingReconfigured: [IndexPath: UICollectionViewCell] = [:] { didSet { UIKitChanges.note() } }

    private struct SupplementaryKey: Hashable {
        let kind: String
        let identifier: String
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A collection view of `frame` placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            Self.log("UICollectionView: a layout can serve one collection view; it now lays out the last one given it")
            previous.needsReload = true
        }
        layout.collectionView = self
        guard !needsReload else { return }
        // Cells and selection stay (as UIKit's `setCollectionViewLayout`); supplementary views
        // are asked for again, as the new layout may want others.
        var everyItem: [IndexPath: IndexPath] = [:]
        for (section, cells) in cellsBySection.enumerated() {
            for item in cells.indices { everyItem[IndexPath(item: item, section: section)] = IndexPath(item: item, section: section) }
        }
        reload(keeping: everyItem, reconfiguring: [:])
    }

    /// Replaces the layout (Earshot applies it at once).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Writes a diagnostic where UIKit raises or logs, as UIKit prints its own.
    nonisolated package static func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// What the data source's default supplementary view method returns: "not implemented".
    package final class MissingSupplementaryView: UICollectionReusableView {}

    // MARK: Registration and dequeuing

    /// Makes cells of `cellClass` for `identifier` (nil forgets the identifier).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            Self.log(
                "UICollectionView: \(cellClass) is not a UICollectionViewCell subclass; identifier \"\(identifier)\" is not registered")
            return
        }
        cellClasses[identifier] = type
    }

    /// Makes supplementary views of `viewClass` for `kind` and `identifier` (nil forgets them).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = SupplementaryKey(kind: kind, identifier: identifier)
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            Self.log(
                "UICollectionView: \(viewClass) is not a UICollectionReusableView subclass; \(kind) \"\(identifier)\" is not registered")
            return
        }
        supplementaryClasses[key] = type
    }

    /// A cell registered for `identifier`: one left over from the previous load, else a new one.
    /// An identifier nobody registered raises in UIKit; Earshot logs and returns a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if let existing = cellsBeingReconfigured[indexPath], existing.storedReuseIdentifier == identifier {
            cellsBeingReconfigured[indexPath] = nil
            cell = existing
        } else if let reused = reusableCells[identifier]?.popLast() {
            cell = reused
        } else if let type = cellClasses[identifier] {
            cell = type.init()
        } else {
            Self.log(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier; Earshot uses a plain UICollectionViewCell"
            )
            cell = UICollectionViewCell(frame: .zero)
        }
        prepareDequeued(
            cell, identifier: identifier,
            role: collectionViewLayout.firstItemIsHeader && indexPath.count == 2 && indexPath.item == 0 ? .header : .cell)
        return cell
    }

    /// A supplementary view registered for `kind` and `identifier`, as `dequeueReusableCell` does.
    open func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = SupplementaryKey(kind: kind, identifier: identifier)
        let view: UICollectionReusableView
        if let reused = reusableSupplementaryViews[key]?.popLast() {
            view = reused
        } else if let type = supplementaryClasses[key] {
            view = type.init()
        } else {
            Self.log(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier; Earshot uses a plain UICollectionReusableView"
            )
            view = UICollectionReusableView(frame: .zero)
        }
        let role: UICollectionReusableView.ListRole =
            kind == Self.elementKindSectionHeader ? .header : kind == Self.elementKindSectionFooter ? .footer : .cell
        prepareDequeued(view, identifier: identifier, role: role)
        return view
    }

    private func prepareDequeued(_ view: UICollectionReusableView, identifier: String, role: UICollectionReusableView.ListRole) {
        view.storedReuseIdentifier = identifier
        view.dequeuedForCurrentLoad = true
        view.listRole = role
        view.listAppearance = collectionViewLayout.listAppearance
        (view as? UICollectionViewListCell)?.isEditing = storedEditing
    }

    // MARK: Data

    /// Asks the data source for everything again and lays it out. Cells and supplementary views
    /// from the previous load become reusable; selection is cleared.
    /// - Complexity: O(items).
    open func reloadData() {
        reload(keeping: [:], reconfiguring: [:])
    }

    /// Loads the data, keeping the cell (and selection) of each old index path in `kept` (new
    /// index path → old one) instead of asking the data source again: what a diffable data
    /// source's `apply` does for items that did not change. Items in `reconfiguring` are asked
    /// again, and dequeuing for them gives their old cell back (UIKit's `reconfigureItems`).
    /// - Complexity: O(items).
    func reload(keeping kept: [IndexPath: IndexPath], reconfiguring: [IndexPath: IndexPath]) {
        needsReload = false
        let oldCells = cellsBySection
        let oldSelection = Set(selectedPaths)
        var keptCells: [IndexPath: UICollectionViewCell] = [:]
        var keptIdentifiers = Set<ObjectIdentifier>()
        func exists(_ old: IndexPath) -> Bool {
            oldCells.indices.contains(old.section) && oldCells[old.section].indices.contains(old.item)
        }
        for (new, old) in kept where exists(old) {
            let cell = oldCells[old.section][old.item]
            keptCells[new] = cell
            keptIdentifiers.insert(ObjectIdentifier(cell))
        }
        cellsBeingReconfigured = [:]
        for (new, old) in reconfiguring where exists(old) {
            let cell = oldCells[old.section][old.item]
            cellsBeingReconfigured[new] = cell
            keptIdentifiers.insert(ObjectIdentifier(cell))
        }
        let keptSelection = kept.merging(reconfiguring) { first, _ in first }
        for cell in oldCells.joined() where !keptIdentifiers.contains(ObjectIdentifier(cell)) {
            recycle(cell)
        }
        for views in supplementaryBySection {
            for (kind, view) in views { recycle(view, kind: kind) }
        }
        cellsBySection = []
        supplementaryBySection = []
        pathsByCell = [:]
        selectedPaths = keptSelection.compactMap { new, old in oldSelection.contains(old) && exists(old) ? new : nil }.sorted()
        defer {
            // Cells the data source did not dequeue again become reusable.
            cellsBeingReconfigured.values.forEach(recycle)
            cellsBeingReconfigured = [:]
        }
        guard let dataSource else {
            keptCells.values.forEach(recycle)
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            Self.log("UICollectionView: the data source gave \(sections) sections; Earshot shows none")
            sections = 0
        }
        let layout = collectionViewLayout
        let selection = Set(selectedPaths)
        for section in 0..<sections {
            var supplementary: [String: UICollectionReusableView] = [:]
            for kind in [Self.elementKindSectionHeader, Self.elementKindSectionFooter]
            where layout.wantsSupplementaryView(ofKind: kind, inSection: section, of: self) {
                if let view = supplementaryView(from: dataSource, kind: kind, section: section) {
                    supplementary[kind] = view
                }
            }
            var count = dataSource.collectionView(self, numberOfItemsInSection: section)
            if count < 0 {
                Self.log("UICollectionView: the data source gave \(count) items in section \(section); Earshot shows none")
                count = 0
            }
            var cells: [UICollectionViewCell] = []
            cells.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let cell = keptCells.removeValue(forKey: indexPath) ?? cellFromDataSource(dataSource, at: indexPath)
                cell.isSelected = selection.contains(indexPath)
                pathsByCell[ObjectIdentifier(cell)] = indexPath
                if cell.superview !== self { addSubview(cell) }
                cells.append(cell)
            }
            cellsBySection.append(cells)
            supplementaryBySection.append(supplementary)
            for view in [Self.elementKindSectionHeader, Self.elementKindSectionFooter].compactMap({ supplementary[$0] })
            where view.superview !== self {
                addSubview(view)
            }
        }
        // Kept cells whose index paths no longer exist (a data source that disagrees with its
        // snapshot) become reusable too.
        keptCells.values.forEach(recycle)
        applyLayout()
    }

    private func recycle(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        guard let identifier = cell.storedReuseIdentifier else { return }
        cell.prepareForReuse()
        cell.dequeuedForCurrentLoad = false
        reusableCells[identifier, default: []].append(cell)
    }

    private func recycle(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        guard let identifier = view.storedReuseIdentifier else { return }
        view.prepareForReuse()
        view.dequeuedForCurrentLoad = false
        reusableSupplementaryViews[SupplementaryKey(kind: kind, identifier: identifier), default: []].append(view)
    }

    /// The data source's cell for `indexPath`, checked as UIKit checks it.
    private func cellFromDataSource(_ dataSource: UICollectionViewDataSource, at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if pathsByCell[ObjectIdentifier(cell)] != nil {
            Self.log(
                "UICollectionView: the data source returned the same cell for items \(pathsByCell[ObjectIdentifier(cell)]!) and \(indexPath); cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:). Earshot shows an empty cell for \(indexPath)"
            )
            return UICollectionViewCell(frame: .zero)
        }
        if !cell.dequeuedForCurrentLoad {
            Self.log(
                "the cell returned from collectionView(_:cellForItemAt:) for \(indexPath) was not dequeued - cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:); Earshot shows it anyway"
            )
        }
        cell.dequeuedForCurrentLoad = false
        return cell
    }

    /// The data source's supplementary view of `kind` for `section`, or nil (logged) when it gives none.
    private func supplementaryView(from dataSource: UICollectionViewDataSource, kind: String, section: Int) -> UICollectionReusableView? {
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
        if view is MissingSupplementaryView {
            Self.log(
                "UICollectionView: the layout asks for a \(kind) in section \(section) but the data source gives none (implement collectionView(_:viewForSupplementaryElementOfKind:at:) or set supplementaryViewProvider); Earshot shows none"
            )
            return nil
        }
        if !view.dequeuedForCurrentLoad {
            Self.log(
                "the view returned from collectionView(_:viewForSupplementaryElementOfKind:at:) for \(kind) in section \(section) was not dequeued - it must be retrieved by calling dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:); Earshot shows it anyway"
            )
        }
        view.dequeuedForCurrentLoad = false
        return view
    }

    /// Loads the data when the data source changed and nobody reloaded yet.
    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Places every cell and supplementary view where the layout says, and sets `contentSize`.
    /// - Complexity: O(items).
    func applyLayout() {
        let frames = collectionViewLayout.frames(in: self, itemCounts: cellsBySection.map(\.count))
        for (section, cells) in cellsBySection.enumerated() {
            let itemFrames = frames.items.indices.contains(section) ? frames.items[section] : []
            for (item, cell) in cells.enumerated() {
                cell.frame = itemFrames.indices.contains(item) ? itemFrames[item] : .zero
            }
            let supplementaryFrames = frames.supplementary.indices.contains(section) ? frames.supplementary[section] : [:]
            for (kind, view) in supplementaryBySection[section] {
                view.frame = supplementaryFrames[kind] ?? .zero
            }
        }
        contentSize = frames.contentSize
        backgroundView?.frame = bounds
    }

    /// The subviews, after loading the data if it is due (VoiceOver's walk reads them).
    open override var subviews: [UIView] {
        reloadIfNeeded()
        return super.subviews
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        backgroundView?.frame = bounds
    }

    /// The content follows the collection view's size.
    open override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size, !needsReload else { return }
            applyLayout()
        }
    }

    // MARK: Queries

    /// The number of sections loaded.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return cellsBySection.count
    }

    /// The number of items loaded in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return cellsBySection.cellCount(inSection: section)
    }

    /// The cell of the item at `indexPath`; every item has one (see the class comment).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        reloadIfNeeded()
        return cellsBySection.cell(at: indexPath)
    }

    /// The index path of `cell`, or nil when it is not one of this collection view's items.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        reloadIfNeeded()
        return pathsByCell[ObjectIdentifier(cell)]
    }

    /// The supplementary view of `elementKind` in the section of `indexPath`, if the layout shows one.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        reloadIfNeeded()
        guard indexPath.count >= 1, supplementaryBySection.indices.contains(indexPath.section) else { return nil }
        return supplementaryBySection[indexPath.section][elementKind]
    }

    /// The cells on screen now, in index-path order.
    /// - Complexity: O(items).
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
    }

    /// The index paths of the items on screen now (their frames meet the bounds), in order.
    /// - Complexity: O(items).
    open var indexPathsForVisibleItems: [IndexPath] {
        reloadIfNeeded()
        let visible = bounds
        var paths: [IndexPath] = []
        for (section, cells) in cellsBySection.enumerated() {
            for (item, cell) in cells.enumerated()
            where cell.frame.width > 0 && cell.frame.height > 0
                && cell.frame.minX < visible.maxX && cell.frame.maxX > visible.minX
                && cell.frame.minY < visible.maxY && cell.frame.maxY > visible.minY
            {
                paths.append(IndexPath(item: item, section: section))
            }
        }
        return paths
    }

    // MARK: Editing

    /// Whether the list is editing: list cells show the accessories meant for editing.
    open var isEditing: Bool {
        get { storedEditing }
        set {
            storedEditing = newValue
            for cell in cellsBySection.joined() { (cell as? UICollectionViewListCell)?.isEditing = newValue }
        }
    }

    // MARK: Selection

    /// The selected items, in index-path order; nil when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths
    }

    /// Selects an item without telling the delegate, as UIKit does for programmatic selection;
    /// nil deselects everything.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { cellForItem(at: path)?.isSelected = false }
            selectedPaths = []
            return
        }
        guard let cell = cellForItem(at: indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { cellForItem(at: path)?.isSelected = false }
            selectedPaths.removeAll { $0 != indexPath }
        }
        if !selectedPaths.contains(indexPath) {
            selectedPaths.append(indexPath)
            selectedPaths.sort()
        }
        cell.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Selects the item of `cell` as a tap does. With multiple selection a selected item is
    /// deselected (if `shouldDeselectItemAt` allows, then `didDeselectItemAt`). Otherwise
    /// `shouldSelectItemAt` decides; the previous item is deselected (`didDeselectItemAt`), the
    /// item selected, then `didSelectItemAt`.
    package func selectItemFromUser(_ cell: UICollectionViewCell) {
        guard allowsSelection, let indexPath = indexPath(for: cell) else { return }
        if allowsMultipleSelection, selectedPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selectedPaths where previous != indexPath {
                deselectItem(at: previous, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Scrolling

    /// Scrolls so the item at `indexPath` is at `scrollPosition` (empty: the least distance).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let cell = cellForItem(at: indexPath) else { return }
        let frame = cell.frame
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        if offset == contentOffset {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        offset.x = min(max(offset.x, 0), max(0, contentSize.width - bounds.width))
        offset.y = min(max(offset.y, 0), max(0, contentSize.height - bounds.height))
        setContentOffset(offset, animated: animated)
    }

    // MARK: Accessibility

    /// The content in index-path order (each section's header, items, footer), then any view the
    /// app added itself, in subview order; unless the app set elements.
    /// - Complexity: O(items).
    open override var accessibilityElements: [Any]? {
        get {
            if let explicit = accessibilityElementStorage { return explicit }
            reloadIfNeeded()
            var ordered: [Any] = []
            var placed = Set<ObjectIdentifier>()
            for (section, cells) in cellsBySection.enumerated() {
                let supplementary = supplementaryBySection[section]
                if let header = supplementary[Self.elementKindSectionHeader] { ordered.append(header) }
                ordered.append(contentsOf: cells as [Any])
                if let footer = supplementary[Self.elementKindSectionFooter] { ordered.append(footer) }
            }
            for case let object as NSObject in ordered { placed.insert(ObjectIdentifier(object)) }
            ordered.append(contentsOf: super.subviews.filter { !placed.contains(ObjectIdentifier($0)) } as [Any])
            return ordered
        }
        set {
            accessibilityElementStorage = newValue
            UIKitChanges.note()
        }
    }
}
