/// What a navigation bar shows for one screen (UIKit's `UINavigationItem`): its title, the bar
/// button items around it, and the title the next screen's back button shows.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar; nil falls back to the owning view controller's `title`.
    open var title: String? { didSet { UIKitChanges.note() } }
    /// The title of the back button shown on the next screen; nil uses `title`.
    open var backButtonTitle: String? { didSet { UIKitChanges.note() } }
    /// The item used as the next screen's back button; its title wins over `backButtonTitle`.
    open var backBarButtonItem: UIBarButtonItem? { didSet { UIKitChanges.note() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { UIKitChanges.note() } }
    /// Whether left items appear beside the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { UIKitChanges.note() } }
    /// Items on the left, left to right.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { UIKitChanges.note() } }
    /// Items on the right, right to left (the first is at the right edge), as in UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { UIKitChanges.note() } }

    /// A view shown in place of the title (Apple's documentation of `titleView`: the title is
    /// then not shown); VoiceOver reads its elements where the title would be.
    open var titleView: UIView? {
        didSet {
            UIKitChanges.note()
            bar?.showTitleView()
        }
    }
    /// The bar showing this item, which shows its title view while it is the top item.
    package weak var bar: UINavigationBar? { didSet { UIKitChanges.note() } }

    /// The view controller this item belongs to, for its title.
    package weak var viewController: UIViewController? { didSet { UIKitChanges.note() } }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item (the one at the right edge).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The title to show: `title`, else the view controller's.
    package var effectiveTitle: String? { title ?? viewController?.title }

    /// The label of the back button shown when this item is the one behind the top item.
    package var backButtonLabel: String {
        if let title = backBarButtonItem?.title, !title.isEmpty { return title }
        if let title = backButtonTitle, !title.isEmpty { return title }
        if let title = effectiveTitle, !title.isEmpty { return title }
        return "Back"
    }
}
