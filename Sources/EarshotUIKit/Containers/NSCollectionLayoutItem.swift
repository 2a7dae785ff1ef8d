/// One cell's place in a compositional layout (UIKit's `NSCollectionLayoutItem`): its size, relative
/// to the group holding it, and insets that shrink the cell inside that size.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The size the item takes in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's size around its cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items laid side by side or one above another (UIKit's `NSCollectionLayoutGroup`). A group made
/// with `subitems` repeats them, in order, while the next one fits in the group's length, as UIKit
/// does; one made with `count` holds exactly that many of its item, sharing the length equally.
/// A group is itself an item, so groups nest.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items (or groups) the group repeats.
    public let subitems: [NSCollectionLayoutItem]
    /// How many items the group holds when it shares its length equally; nil to repeat while they fit.
    let count: Int?
    /// The space between the group's items (none by default).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A row of `count` of `subitem`, sharing the group's width.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A row of `count` of `subitem` (the name before iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A column of `subitems`, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A column of `count` of `subitem`, sharing the group's height.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// A column of `count` of `subitem` (the name before iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}
