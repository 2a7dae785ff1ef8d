/// A cell of a list layout (UIKit's `UICollectionViewListCell`): a cell with list content by
/// default and accessories at its edges: the standard ones at the trailing edge, the app's own
/// views (`customView(configuration:)`) where their placement says. It reads like a table cell.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The views shown for the accessories, with the edge each sits at.
    private var accessoryViews: [(view: UIView, leading: Bool)] = [] { didSet { UIKitChanges.note() } }
    private var storedEditing = false { didSet { UIKitChanges.note() } }

    /// The accessories, in order from the leading edge inwards and from the trailing edge inwards.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            UIKitChanges.note()
            updateAccessories()
        }
    }

    /// Whether the list is editing (the collection view sets it); it decides which accessories show.
    open var isEditing: Bool {
        get { storedEditing }
        set {
            storedEditing = newValue
            updateAccessories()
        }
    }

    /// The standard content for the part of the list the cell plays: `cell()` for an item,
    /// a header or footer configuration for a list's header or footer (a heading for headers).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .standard(for: listRole, appearance: listAppearance)
    }

    private var shownAccessories: [UICellAccessory] { accessories.filter { $0.isShown(editing: storedEditing) } }

    override var showsCheckmark: Bool { shownAccessories.contains { $0.kind == .checkmark } }

    private func updateAccessories() {
        for (view, _) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = shownAccessories.map { accessory in
            switch accessory.kind {
            case .customView(let configuration):
                let view = configuration.customView
                view.isHidden = configuration.isHidden
                if let tint = configuration.tintColor { view.tintColor = tint }
                return (view, configuration.placement.isLeading)
            case .outlineDisclosure(let options):
                let view = UIImageView(image: UIImage(systemName: accessory.systemImageName ?? ""))
                view.isHidden = options.isHidden ?? false
                return (view, false)
            case .disclosureIndicator, .checkmark:
                return (UIImageView(image: UIImage(systemName: accessory.systemImageName ?? "")), false)
            }
        }
        for (view, _) in accessoryViews { addSubview(view) }
        layoutCell()
    }

    // MARK: Outlines

    /// The shown outline disclosure's options, if the cell shows one.
    private var outlineOptions: UICellAccessory.OutlineDisclosureOptions? {
        shownAccessories.lazy.compactMap(\.outlineOptions).first
    }

    /// Whether the cell's item is expanded in its data source's outline; nil when the cell shows
    /// no outline disclosure or its item is in no outline.
    private var outlineExpanded: Bool? {
        guard outlineOptions != nil, let collection = enclosingView(of: UICollectionView.self),
            let outline = collection.dataSource as? any OutlineExpanding, let indexPath = collection.indexPath(for: self)
        else { return nil }
        return outline.isOutlineItemExpanded(at: indexPath)
    }

    /// A tap on a cell whose outline disclosure has a header style expands or collapses its item
    /// instead of selecting it (Apple's documentation of `OutlineDisclosureOptions.Style.header`).
    package override func selectFromTap(in collection: UICollectionView) {
        if let options = outlineOptions, options.togglesOnCellTap,
            let outline = collection.dataSource as? any OutlineExpanding, let indexPath = collection.indexPath(for: self),
            outline.isOutlineItemExpanded(at: indexPath) != nil
        {
            outline.toggleOutlineItem(at: indexPath)
            return
        }
        super.selectFromTap(in: collection)
    }

    /// "Expanded" or "Collapsed" for a row with an outline disclosure, the words UIKit's outline
    /// rows say (docs/collection-view.md, "Outlines" [U]), unless the app set a value.
    open override var accessibilityValue: String? {
        get {
            if let explicit = accessibilityOverrides.value { return explicit }
            guard let expanded = outlineExpanded else { return super.accessibilityValue }
            return expanded ? "Expanded" : "Collapsed"
        }
        set { accessibilityOverrides.value = newValue }
    }

    private var leadingCount: Int { accessoryViews.count { $0.leading } }
    private var trailingCount: Int { accessoryViews.count { !$0.leading } }

    /// Each accessory is 24 pt wide and 8 pt from the next, 16 pt from its edge; the content view
    /// starts 8 pt after the leading ones and ends 8 pt before the trailing ones.
    private static let accessoryWidth: CGFloat = 24

    override var contentWidth: CGFloat {
        var width = bounds.width
        if leadingCount > 0 { width -= 16 + CGFloat(leadingCount) * 32 }
        if trailingCount > 0 { width -= 16 + CGFloat(trailingCount) * 32 }
        return max(0, width)
    }

    override var contentOriginX: CGFloat { leadingCount > 0 ? 16 + CGFloat(leadingCount) * 32 : 0 }

    override func layoutCell() {
        super.layoutCell()
        let side = Self.accessoryWidth
        var left: CGFloat = 16
        for (view, leading) in accessoryViews where leading {
            view.frame = CGRect(x: left, y: (bounds.height - side) / 2, width: side, height: side)
            left += side + 8
        }
        var right = bounds.width - 16
        for (view, leading) in accessoryViews.reversed() where !leading {
            right -= side
            view.frame = CGRect(x: right, y: (bounds.height - side) / 2, width: side, height: side)
            right -= 8
        }
    }
}
