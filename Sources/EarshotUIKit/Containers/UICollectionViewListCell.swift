/// A cell of a list layout (UIKit's `UICollectionViewListCell`): a cell with list content by
/// default and standard accessories at its trailing edge. It reads like a table cell.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    private var accessoryViews: [UIImageView] = [] { didSet { UIKitChanges.note() } }
    private var storedEditing = false { didSet { UIKitChanges.note() } }

    /// The accessories shown at the trailing edge, in order.
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
        accessoryViews.forEach { $0.removeFromSuperview() }
        accessoryViews = shownAccessories.map { UIImageView(image: UIImage(systemName: $0.systemImageName)) }
        accessoryViews.forEach { addSubview($0) }
        layoutCell()
    }

    /// The content view ends 8 pt before the first accessory (each 24 pt wide, 8 pt apart, 16 pt
    /// from the trailing edge).
    override var contentWidth: CGFloat {
        accessoryViews.isEmpty ? bounds.width : max(0, bounds.width - 16 - CGFloat(accessoryViews.count) * 32)
    }

    override func layoutCell() {
        super.layoutCell()
        var right = bounds.width - 16
        for view in accessoryViews.reversed() {
            right -= 24
            view.frame = CGRect(x: right, y: (bounds.height - 24) / 2, width: 24, height: 24)
            right -= 8
        }
    }
}
