/// A stack of view controllers under a navigation bar (UIKit's `UINavigationController`).
///
/// The bar is 44 pt high across the top of the controller's view (Earshot has no status bar or
/// safe areas, so it starts at y = 0); the top view controller's view fills the rest. Pushing and
/// popping swap that view, update the bar's items (one `navigationItem` per view controller) and
/// post `.screenChanged` with a nil argument, so VoiceOver plays its sound and focuses the first
/// element of the new screen. The post comes before the new screen's `viewDidAppear`, so a
/// screen that posts its own `.screenChanged` there (the View Controller Programming Guide for iOS, listing 9-1) has the last word. VoiceOver's Escape (`accessibilityPerformEscape`, reached up the
/// responder chain from any element of the screen) pops and returns true; at the root it returns
/// false. The back button pops too.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, UINavigationBarDelegate {
    /// The height of the navigation bar.
    public static let navigationBarHeight: CGFloat = 44

    /// The bar showing the top view controller's navigation item.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The recognizer of the swipe from the screen's leading edge that goes back (UIKit's
    /// `interactivePopGestureRecognizer`), which apps disable or give a delegate. Earshot has no
    /// edge swipe to recognize, and VoiceOver goes back with its scrub (Escape), which this
    /// recognizer does not govern on iOS either; so it is attached to no view and never recognizes.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
    private var stack: [UIViewController] = [] { didSet { UIKitChanges.note() } }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A navigation controller with an empty stack.
    public override init() {
        super.init()
        navigationBar.delegate = self
    }

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    // MARK: The stack

    /// The view controllers, root first; setting replaces the stack.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The view controller shown: the one the top presented, else the top one.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; the content fills the space.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        layoutContent()
    }

    /// Replaces the stack, showing its last view controller (no screen-change notification).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = stack.last
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
        stack = []
        for controller in viewControllers where !stack.contains(where: { $0 === controller }) {
            if controller.parent !== self { addChild(controller) }
            stack.append(controller)
        }
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        showTop(replacing: oldTop, animated: animated)
    }

    /// Pushes `viewController` and shows it; posts `.screenChanged`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        let oldTop = stack.last
        addChild(viewController)
        stack.append(viewController)
        navigationBar.pushItem(viewController.navigationItem, animated: animated)
        showTop(replacing: oldTop, animated: animated, announcing: true)
    }

    /// Pops the top view controller (never the root) and returns it; posts `.screenChanged`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let popped = stack.popLast() else { return nil }
        navigationBar.popItem(animated: animated)
        popped.removeFromParent()
        showTop(replacing: popped, animated: animated, announcing: true)
        return popped
    }

    /// Pops down to the root; returns the popped view controllers (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops until `viewController` is on top; returns the popped view controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let oldTop = stack.last
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        popped.forEach { $0.removeFromParent() }
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        showTop(replacing: oldTop, animated: animated, announcing: true)
        return popped
    }

    // MARK: View

    open override func loadView() {
        view = ContainerControllerView(frame: UIScreen.phone.bounds) { [weak self] in self?.layoutContent() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        if let top = stack.last { view.insertSubview(top.view, belowSubview: navigationBar) }
        layoutContent()
    }

    /// Swaps the shown view for the top view controller's, with the appearance callbacks. When
    /// `announcing`, `.screenChanged` is posted once the new view is in place and before its
    /// `viewDidAppear`, so what the new screen posts there is handled after it and wins.
    private func showTop(replacing oldTop: UIViewController?, animated: Bool, announcing: Bool = false) {
        replaceShownChild(oldTop, with: stack.last, below: navigationBar, animated: animated, layout: layoutContent) {
            if announcing { announceScreenChange() }
        }
    }

    /// Places the bar across the top and the top view controller's view below it.
    fileprivate func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let size = view.bounds.size
        let barHeight = navigationBar.isHidden ? 0 : Self.navigationBarHeight
        navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: Self.navigationBarHeight)
        if let top = stack.last, top.isViewLoaded, top.view.superview === view {
            top.view.frame = CGRect(x: 0, y: barHeight, width: size.width, height: max(0, size.height - barHeight))
        }
    }

    /// Tells VoiceOver a new screen is shown.
    private func announceScreenChange() {
        guard let view = viewIfLoaded else { return }
        view.postAccessibilityNotification(.screenChanged, argument: nil)
    }

    // MARK: UINavigationBarDelegate

    /// The back button pops the top view controller (which pops the bar's item), so the bar must
    /// not pop the item itself.
    open func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        popViewController(animated: true)
        return false
    }

    // MARK: UIAccessibilityAction

    /// Escape pops the top view controller; false at the root (docs/voiceover-behaviour.md §5 (Gestures), the View Controller Programming Guide for iOS).
    open override func accessibilityPerformEscape() -> Bool {
        popViewController(animated: true) != nil
    }
}

extension UIViewController {
    /// The nearest navigation controller above this view controller, or nil.
    /// - Complexity: O(d), d the number of parents.
    public var navigationController: UINavigationController? {
        nearestParent(of: UINavigationController.self)
    }

    /// The item a navigation bar shows for this view controller, created on first use; its title
    /// falls back to this controller's `title`.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.viewController = self
        storedNavigationItem = item
        return item
    }
}
