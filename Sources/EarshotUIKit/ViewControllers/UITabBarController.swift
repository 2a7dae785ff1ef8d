/// Switches between view controllers with a tab bar (UIKit's `UITabBarController`).
///
/// The tab bar is 49 pt high across the bottom of the controller's view; the selected view
/// controller's view fills the rest. Each view controller's `tabBarItem` is a tab. Picking a tab
/// (a tap, or VoiceOver's double tap) shows its view controller and tells the delegate. It posts
/// no `.screenChanged`: on iOS the VoiceOver cursor stays on the tab bar after a tab switch (users
/// report it; VoiceOver then re-reads the tab, now Selected). More than five tabs (UIKit's "More"
/// tab) are not modelled: every view controller gets a tab.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The height of the tab bar.
    public static let tabBarHeight: CGFloat = 49

    /// The bar of tabs.
    public let tabBar = UITabBar(frame: .zero)
    private var controllers: [UIViewController] = [] { didSet { UIKitChanges.note() } }
    private var storedSelectedIndex = 0 { didSet { UIKitChanges.note() } }
    /// Hears when the user picks a tab.
    open weak var delegate: UITabBarControllerDelegate? { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init() {
        super.init()
        tabBar.delegate = self
    }

    // MARK: Tabs

    /// The view controllers, one per tab; setting selects the first when the old selection is gone.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the view controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldSelected = selectedViewController
        for controller in controllers where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
        controllers = []
        for controller in viewControllers ?? [] where !controllers.contains(where: { $0 === controller }) {
            if controller.parent !== self { addChild(controller) }
            controllers.append(controller)
        }
        tabBar.setItems(controllers.map(\.tabBarItem), animated: false)
        storedSelectedIndex = oldSelected.flatMap { old in controllers.firstIndex { $0 === old } } ?? 0
        tabBar.selectedItem = selectedViewController?.tabBarItem
        showSelected(replacing: oldSelected)
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard controllers.indices.contains(newValue) else { return }
            let old = selectedViewController
            storedSelectedIndex = newValue
            tabBar.selectedItem = controllers[newValue].tabBarItem
            showSelected(replacing: old)
        }
    }

    /// The selected view controller; setting one of `viewControllers` selects its tab.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(storedSelectedIndex) ? controllers[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    // MARK: View

    open override func loadView() {
        view = ContainerControllerView(frame: UIScreen.phone.bounds) { [weak self] in self?.layoutContent() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        if let selected = selectedViewController { view.insertSubview(selected.view, belowSubview: tabBar) }
        layoutContent()
    }

    /// Swaps the shown view for the selected view controller's, with the appearance callbacks.
    private func showSelected(replacing old: UIViewController?) {
        replaceShownChild(old, with: selectedViewController, below: tabBar, animated: false, layout: layoutContent)
    }

    /// Places the tab bar across the bottom and the selected view above it.
    fileprivate func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let size = view.bounds.size
        let barHeight = tabBar.isHidden ? 0 : Self.tabBarHeight
        tabBar.frame = CGRect(x: 0, y: max(0, size.height - Self.tabBarHeight), width: size.width, height: Self.tabBarHeight)
        if let selected = selectedViewController, selected.isViewLoaded, selected.view.superview === view {
            selected.view.frame = CGRect(x: 0, y: 0, width: size.width, height: max(0, size.height - barHeight))
        }
    }

    // MARK: UITabBarDelegate

    /// The user picked a tab: show its view controller and tell the delegate.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }
}

/// What a tab bar controller asks and tells when the user picks a tab (UIKit's
/// `UITabBarControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected; default true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab of `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The nearest tab bar controller above this view controller, or nil.
    /// - Complexity: O(d), d the number of parents.
    public var tabBarController: UITabBarController? {
        nearestParent(of: UITabBarController.self)
    }

    /// The tab representing this view controller in a tab bar controller, created on first use;
    /// a tab without a title is labelled with the controller's `title`.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: nil, image: nil, tag: 0)
            item.viewController = self
            storedTabBarItem = item
            return item
        }
        set {
            newValue?.viewController = self
            storedTabBarItem = newValue
        }
    }
}
