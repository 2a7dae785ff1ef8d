/// A scrolling list of rows in sections (UIKit's `UITableView`).
///
/// Unlike UIKit, which keeps only the visible rows alive, Earshot's table lays out ALL rows when it
/// loads its data: VoiceOver reaches rows below the fold by swiping, so they must exist (UIKit
/// creates them on demand as VoiceOver moves; the result VoiceOver sees is the same). The rows
/// are stacked from the top in section order, each `rowHeight` (or the delegate's height) tall,
/// under a 28 pt header label for sections with a header title (a static text with the `header`
/// trait), and `contentSize` covers them all. When VoiceOver focuses a row below the fold it calls
/// `scrollToMakeVisible(_:)` to scroll it into view.
///
/// The data loads on `reloadData()`, or on first use after `dataSource` is set (the first layout,
/// or the first time anyone reads `subviews`, as VoiceOver's walk does).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// Its rows give its content size, not Auto Layout's content area.
    package override class var sizesItsOwnContent: Bool { true }
    /// The table's look (UIKit's raw values).
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// Where `scrollToRow` puts the row (UIKit's raw values).
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// The look the table was created with.
    public let style: Style
    /// Supplies the sections, rows and cells.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            UIKitChanges.note()
            needsReload = true
        }
    }
    /// Hears about selection and answers row heights.
    open var delegate: UITableViewDelegate? {
        get { scrollDelegate as? UITableViewDelegate }
        set {
            scrollDelegate = newValue
            UIKitChanges.note()
        }
    }
    /// The height of every row unless the delegate says otherwise (default 44).
    open var rowHeight: CGFloat = 44 { didSet { UIKitChanges.note() } }
    /// How rows are divided (kept; Earshot's wireframe draws no separators and no assistive
    /// technology perceives them).
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    /// The separators' colour (kept, not drawn).
    open var separatorColor: UIColor? = .separator
    /// The height of a section header with a title (default 28).
    open var sectionHeaderHeight: CGFloat = 28 { didSet { UIKitChanges.note() } }
    /// Whether rows can be selected (default true).
    open var allowsSelection = true { didSet { UIKitChanges.note() } }
    /// Whether several rows can be selected at once (default false).
    open var allowsMultipleSelection = false { didSet { UIKitChanges.note() } }
    /// Whether rows can be selected while the table is editing (default false).
    open var allowsSelectionDuringEditing = false { didSet { UIKitChanges.note() } }
    /// Whether the table is in editing mode (UITableView+Editing).
    var storedEditing = false { didSet { UIKitChanges.note() } }

    /// Whether the table shows its rows' editing controls.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: every row shows or hides its editing control.
    /// - Complexity: O(rows).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        for section in 0..<numberOfSections {
            for row in 0..<numberOfRows(inSection: section) {
                cellForRow(at: IndexPath(row: row, section: section))?.setEditing(editing, animated: animated)
            }
        }
    }

    private var needsReload = false { didSet { UIKitChanges.note() } }
    /// The cells of each section, in row order.
    private var cellsBySection: [[UITableViewCell]] = [] { didSet { UIKitChanges.note() } }
    private var headerViews: [UIView] = [] { didSet { UIKitChanges.note() } }
    private var reusableCells: [String: [UITableViewCell]] = [:] { didSet { UIKitChanges.note() } }
    /// Old cells a reload hands back to `dequeueReusableCell(withIdentifier:for:)` for their new paths.
    private var cellsBeingReconfigured: [IndexPath: UITableViewCell] = [:] { didSet { UIKitChanges.note() } }
    /// The cell classes `register(_:forCellReuseIdentifier:)` named, by identifier.
    private var cellClasses: [String: UITableViewCell.Type] = [:] { didSet { UIKitChanges.note() } }
    private var selectedPaths: [IndexPath] = [] { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Data

    /// Asks the data source for everything again and lays out every row. Cells from the previous
    /// load become reusable (`dequeueReusableCell(withIdentifier:)`), selection is cleared.
    /// - Complexity: O(rows).
    open func reloadData() {
        reload(keeping: [:], reconfiguring: [:])
    }

    /// Loads every row again, except that the row at each key of `kept` keeps the cell (and the
    /// selection) of the old row at its value without asking the data source, and the row at each
    /// key of `reconfiguring` gets the old row's cell back from `dequeueReusableCell(withIdentifier:for:)`
    /// (a diffable data source's unchanged and reconfigured items). Other old cells become reusable.
    /// - Complexity: O(rows).
    func reload(keeping kept: [IndexPath: IndexPath], reconfiguring: [IndexPath: IndexPath]) {
        needsReload = false
        let oldCells = cellsBySection
        let oldSelection = Set(selectedPaths)
        var keptCells: [IndexPath: UITableViewCell] = [:]
        var keptIdentifiers = Set<ObjectIdentifier>()
        for (new, old) in kept {
            guard let cell = oldCells.cell(at: old) else { continue }
            keptCells[new] = cell
            keptIdentifiers.insert(ObjectIdentifier(cell))
        }
        cellsBeingReconfigured = [:]
        for (new, old) in reconfiguring {
            guard let cell = oldCells.cell(at: old) else { continue }
            cellsBeingReconfigured[new] = cell
            keptIdentifiers.insert(ObjectIdentifier(cell))
        }
        for cell in oldCells.joined() where !keptIdentifiers.contains(ObjectIdentifier(cell)) { recycle(cell) }
        headerViews.forEach { $0.removeFromSuperview() }
        headerViews = []
        cellsBySection = []
        selectedPaths = kept.merging(reconfiguring) { first, _ in first }
            .compactMap { new, old in oldSelection.contains(old) ? new : nil }.sorted()
        defer {
            // Reconfigured cells the data source did not dequeue again become reusable.
            cellsBeingReconfigured.values.forEach(recycle)
            cellsBeingReconfigured = [:]
        }
        guard let dataSource else {
            keptCells.values.forEach(recycle)
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        var y: CGFloat = 0
        for section in 0..<sections {
            if let title = dataSource.tableView(self, titleForHeaderInSection: section), !title.isEmpty {
                let header = UILabel(frame: CGRect(x: 16, y: y, width: max(0, bounds.width - 32), height: sectionHeaderHeight))
                header.text = title
                header.accessibilityTraits = [.staticText, .header]
                addSubview(header)
                headerViews.append(header)
                y += sectionHeaderHeight
            }
            var cells: [UITableViewCell] = []
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                let cell = keptCells.removeValue(forKey: indexPath) ?? dataSource.tableView(self, cellForRowAt: indexPath)
                let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: max(0, height.isFinite ? height : rowHeight))
                if cell.superview !== self { addSubview(cell) }
                cells.append(cell)
                y += cell.frame.height
            }
            cellsBySection.append(cells)
        }
        // Kept cells whose rows the data source no longer reports.
        keptCells.values.forEach(recycle)
        contentSize = CGSize(width: bounds.width, height: y)
        // Editing controls need each row's index path, known only now.
        for cell in cellsBySection.joined() { cell.setEditing(storedEditing, animated: false) }
        // Kept cells keep their selected look; a kept row the data source dropped is not selected.
        selectedPaths = selectedPaths.filter { cellsBySection.cell(at: $0) != nil }
    }

    /// Takes `cell` out of the table; with an identifier it waits in the reuse pool.
    private func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        cell.prepareForReuse()
        reusableCells[identifier, default: []].append(cell)
    }

    /// Loads the data when the data source changed and nobody reloaded yet.
    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// The subviews, after loading the data if it is due (VoiceOver's walk reads them).
    open override var subviews: [UIView] {
        reloadIfNeeded()
        return super.subviews
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
    }

    /// Rows and headers follow the table's width.
    open override var frame: CGRect {
        didSet {
            guard frame.width != oldValue.width else { return }
            for cell in cellsBySection.joined() { cell.frame.size.width = bounds.width }
            for header in headerViews { header.frame.size.width = max(0, bounds.width - 32) }
            contentSize.width = bounds.width
        }
    }

    /// A cell left over from the previous load with `identifier`, or nil: make a new one then.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reusableCells[identifier]?.popLast()
    }

    /// Makes cells of `cellClass` for `identifier` when no cell is left to reuse (nil forgets it).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            UICollectionView.log(
                "UITableView: \(cellClass) is not a UITableViewCell subclass; identifier \"\(identifier)\" is not registered")
            return
        }
        cellClasses[identifier] = type
    }

    /// A cell for `identifier`: one left over from the previous load, else a new one of the
    /// registered class. An identifier nobody registered raises in UIKit; Earshot logs and
    /// returns a `.default` cell with that identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let existing = cellsBeingReconfigured[indexPath], existing.reuseIdentifier == identifier {
            cellsBeingReconfigured[indexPath] = nil
            return existing
        }
        if let reused = reusableCells[identifier]?.popLast() { return reused }
        let cell: UITableViewCell
        if let type = cellClasses[identifier] {
            cell = type.init()
        } else {
            UICollectionView.log(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier; Earshot uses a default UITableViewCell"
            )
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        cell.storedReuseIdentifier = identifier
        return cell
    }

    /// The number of sections loaded.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return cellsBySection.count
    }

    /// The number of rows loaded in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return cellsBySection.cellCount(inSection: section)
    }

    /// The cell of the row at `indexPath`; every row has one (see the class comment).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        reloadIfNeeded()
        return cellsBySection.cell(at: indexPath)
    }

    /// The index path of `cell`, or nil when it is not one of this table's rows.
    /// - Complexity: O(rows).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (section, cells) in cellsBySection.enumerated() {
            if let row = cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The cells whose rows are on screen now.
    open var visibleCells: [UITableViewCell] {
        reloadIfNeeded()
        let visible = bounds
        return cellsBySection.joined().filter { cell in
            cell.frame.minY < visible.maxY && cell.frame.maxY > visible.minY && cell.frame.height > 0
        }
    }

    // MARK: Selection

    /// The first selected row.
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.first }

    /// Every selected row.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects a row without telling the delegate, as UIKit does for programmatic selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath, let cell = cellForRow(at: indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { cellForRow(at: path)?.setSelected(false, animated: animated) }
            selectedPaths = []
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cell.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Selects the row of `cell` as a tap does: asks `willSelectRowAt`, deselects the previous
    /// row (telling `didDeselectRowAt`), selects, then tells `didSelectRowAt`.
    package func selectRowFromUser(_ cell: UITableViewCell) {
        guard allowsSelection, !storedEditing || allowsSelectionDuringEditing, let tapped = indexPath(for: cell) else { return }
        let target = delegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let indexPath = target, cellForRow(at: indexPath) != nil else { return }
        if allowsMultipleSelection, selectedPaths.contains(indexPath) {
            deselectRow(at: indexPath, animated: false)
            delegate?.tableView(self, didDeselectRowAt: indexPath)
            return
        }
        if !allowsMultipleSelection {
            for previous in selectedPaths where previous != indexPath {
                deselectRow(at: previous, animated: false)
                delegate?.tableView(self, didDeselectRowAt: previous)
            }
        }
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    // MARK: Scrolling

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: the least distance).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let cell = cellForRow(at: indexPath) else { return }
        let frame = cell.frame
        let limit = max(0, contentSize.height - bounds.height)
        var offset = contentOffset
        switch scrollPosition {
        case .none:
            scrollRectToVisible(frame, animated: animated)
            return
        case .top: offset.y = frame.minY
        case .middle: offset.y = frame.midY - bounds.height / 2
        case .bottom: offset.y = frame.maxY - bounds.height
        }
        offset.y = min(max(offset.y, 0), limit)
        setContentOffset(offset, animated: animated)
    }
}
