/// Manages one screen's view (UIKit's `UIViewController`): loads it lazily, receives the
/// appearance callbacks, and sits in the responder chain between its view and the view's
/// superview, so VoiceOver's Escape and Magic Tap reach it.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView? { didSet { UIKitChanges.note() } }
    /// The screen's title; navigation bars show it and back buttons are labelled with it.
    open var title: String? { didSet { UIKitChanges.note() } }
    /// Whether the controller adjusts its scroll views' insets for the bars (UIKit's deprecated
    /// `automaticallyAdjustsScrollViewInsets`, true by default). Kept, as the scroll view's
    /// `contentInsetAdjustmentBehavior` is: Earshot's scroll views have no insets, and content starts
    /// below the navigation bar, where the adjustment shows it on iOS (docs/uikit.md, "Scroll views").
    open var automaticallyAdjustsScrollViewInsets = true
    /// The containing view controller (a navigation or tab bar controller).
    public package(set) weak var parent: UIViewController? { didSet { UIKitChanges.note() } }
    /// Child view controllers, in the order added.
    public private(set) var children: [UIViewController] = [] { didSet { UIKitChanges.note() } }
    /// The view controller this one presented modally.
    public package(set) var presentedViewController: UIViewController? { didSet { UIKitChanges.note() } }
    /// The view controller that presented this one.
    public package(set) weak var presentingViewController: UIViewController? { didSet { UIKitChanges.note() } }
    /// The view wrapping a presented view controller's view; modal for VoiceOver.
    private var presentationContainer: UIView? { didSet { UIKitChanges.note() } }
    /// Storage for `navigationItem` (declared with UINavigationController), created on first use.
    package var storedNavigationItem: UINavigationItem? { didSet { UIKitChanges.note() } }
    /// Storage for `tabBarItem` (declared with UITabBarController), created on first use.
    package var storedTabBarItem: UITabBarItem? { didSet { UIKitChanges.note() } }
    private var storedEditing = false { didSet { UIKitChanges.note() } }
    private var storedEditButtonItem: UIBarButtonItem? { didSet { UIKitChanges.note() } }
    /// Where the view is in the appearance cycle (UIViewController+Appearance.swift).
    package var appearanceState = AppearanceState.disappeared

    public override init() {
        super.init()
    }

    // MARK: Editing

    /// Whether the view controller shows an editable view (a table view in editing mode).
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing; `editButtonItem` follows ("Edit" / "Done"). Subclasses override
    /// it to put their table view in editing mode, calling super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        if let item = storedEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing, titled "Edit" or "Done" as UIKit's is.
    open var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain) { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        storedEditButtonItem = item
        return item
    }

    /// UIKit's designated initializer, so a subclass's `super.init(nibName: nil, bundle: nil)`
    /// compiles; nibs do not exist here (docs/uikit.md, "Storyboards and nibs"), so a controller
    /// loads its view with `loadView()` whatever is named.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// UIKit's initializer from a storyboard archive, designated and required as in UIKit; there
    /// are none here, so it answers nil (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Status bar

    /// Whether the status bar is hidden while this controller shows; read when the controller's
    /// view is put on screen and when `setNeedsStatusBarAppearanceUpdate()` is called
    /// (`UIStatusBarManager`).
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style while this controller shows.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The child controller that decides whether the status bar is hidden, if any.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The child controller that decides the status bar's style, if any.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// Asks the status bar to read this controller's preferences again, as UIKit does
    /// (`UIStatusBarManager` of the window's scene).
    open func setNeedsStatusBarAppearanceUpdate() {
        view.window?.statusBarManager.update()
    }

    // MARK: View

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the root view; the default is a plain view the size of the phone screen.
    open func loadView() {
        view = UIView(frame: UIScreen.phone.bounds)
    }

    /// Loads the view when it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.phone.bounds) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether this controller's appearance changes reach the children whose views its view
    /// holds by themselves (true, as in UIKit); a custom container that calls
    /// `beginAppearanceTransition(_:animated:)` for its children answers false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// A custom container tells its child that the child's view is about to appear
    /// (`isAppearing`) or disappear, instead of calling `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)` itself; `endAppearanceTransition()` finishes the change
    /// (`beginAppearance(_:animated:)`).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Finishes the change `beginAppearanceTransition(_:animated:)` began: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)` (`endAppearance()`).
    open func endAppearanceTransition() {
        endAppearance()
    }
    /// Called before the root view lays out its subviews (from the view's `layoutIfNeeded()`).
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews: frames are final here.
    open func viewDidLayoutSubviews() {}

    // MARK: Rotation and traits (UIViewController+Rotation.swift, UIViewController+Traits.swift)

    /// The interface orientations this controller can show; the device turns the interface only
    /// to one the shown controller allows. UIKit's default: all but upside down on iPhone, all on
    /// iPad.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { defaultSupportedInterfaceOrientations }

    /// The window is about to take `size` (the device rotates). The default forwards the call to
    /// the children and the presented controller, so overrides call super, as in UIKit.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardTransition(to: size, with: coordinator)
    }

    /// The traits of the view (loaded), else of the parent, with the parent's override.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }

    /// Called after the device's rotation or text-size change changed the controller's traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// What the parent set with `setOverrideTraitCollection(_:forChild:)`.
    package var traitOverrideFromParent: UITraitCollection? { didSet { UIKitChanges.note() } }
    /// The handlers of `registerForTraitChanges(_:handler:)`.
    package var traitChangeRegistrations: [TraitChangeRegistration] = [] { didSet { UIKitChanges.note() } }

    // MARK: Responder chain

    /// The view's superview when the view is on screen, else the parent or presenting controller.
    open override var next: UIResponder? {
        if let superview = loadedView?.superview {
            // A presented controller's view sits in a presentation container; skip it so the chain
            // reaches the presenting controller as in UIKit.
            if superview === presentingViewController?.presentedContainerView, let presenting = presentingViewController {
                return presenting
            }
            return superview
        }
        return parent ?? presentingViewController
    }

    // MARK: Containment

    /// Adds `child` as a child view controller (its view is added by the caller, as in UIKit).
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The nearest parent (or grandparent …) of type `T`, or nil.
    /// - Complexity: O(d), d the number of parents.
    package func nearestParent<T: UIViewController>(of type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }

    /// A container controller's swap of the child whose view it shows: `old`'s view leaves this
    /// controller's view and `new`'s comes in below `bar`, with the appearance callbacks in UIKit's
    /// order. `layout` places the views; `beforeNewAppears` runs once the new view is in place,
    /// before its `viewDidAppear` (or, with no new child, after the old one left).
    package func replaceShownChild(
        _ old: UIViewController?, with new: UIViewController?, below bar: UIView, animated: Bool,
        layout: () -> Void, beforeNewAppears: () -> Void = {}
    ) {
        guard let container = viewIfLoaded else { return }
        guard old !== new else { return layout() }
        if let old, old.isViewLoaded, old.view.superview === container {
            old.beginAppearance(false, animated: animated)
            old.view.removeFromSuperview()
            old.endAppearance()
        }
        guard let new else { return beforeNewAppears() }
        new.beginAppearance(true, animated: animated)
        container.insertSubview(new.view, belowSubview: bar)
        layout()
        beforeNewAppears()
        new.endAppearance()
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// Presents `controller` modally over the window: its view fills the window inside a modal
    /// container, so VoiceOver sees nothing behind it; its appearance callbacks run, then `completion`.
    /// A presentation is a new screen, as UIKit makes it one: `.screenChanged` is posted once the
    /// view is in place and before its `viewDidAppear`, so what the presented screen posts there
    /// is handled after it and wins (as a push does, docs/voiceover-behaviour.md §7).
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let window = loadedView?.window else {
            completion?()
            return
        }
        let container = UIView(frame: window.bounds)
        container.accessibilityViewIsModal = true
        presentedViewController = controller
        controller.presentingViewController = self
        presentationContainer = container
        controller.view.frame = container.bounds
        controller.beginAppearance(true, animated: animated)
        container.addSubview(controller.view)
        window.addSubview(container)
        controller.view.postAccessibilityNotification(.screenChanged, argument: nil)
        controller.endAppearance()
        completion?()
    }

    /// Dismisses the controller this one presented, or this one when it was presented. The
    /// screen behind is a new screen again: `.screenChanged` is posted, and VoiceOver returns to
    /// the element it left for the presentation (`VoiceOver+ModalFocus.swift`).
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.beginAppearance(false, animated: animated)
            presentationContainer?.removeFromSuperview()
            presented.view.removeFromSuperview()
            presented.presentingViewController = nil
            presentedViewController = nil
            presentationContainer = nil
            loadedView?.postAccessibilityNotification(.screenChanged, argument: nil)
            presented.endAppearance()
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// The container wrapping the presented controller's view.
    package var presentedContainerView: UIView? { presentationContainer }

    // MARK: Window installation

    /// Makes this controller's view fill `window` and runs its appearance callbacks.
    package func installAsRoot(of window: UIWindow) {
        let application = window.application
        let install = {
            self.view.frame = window.bounds
            self.beginAppearance(true, animated: false)
            window.addSubview(self.view)
            self.view.setNeedsLayout()
            self.view.layoutIfNeeded()
            self.endAppearance()
        }
        if let application { application.perform(install) } else { install() }
    }

    /// Takes this controller's view out of its window.
    package func removeFromWindow() {
        guard let view = loadedView, view.superview != nil else { return }
        beginAppearance(false, animated: false)
        view.removeFromSuperview()
        endAppearance()
    }
}
