import EarshotUIKit

/// SwiftUI's `UIHostingController`: a view controller whose view shows a SwiftUI hierarchy.
///
/// The view renders on layout: it evaluates `rootView`, lays it out in its bounds and hosts the
/// result as UIKit views — one per accessibility element, one per `.contain` group — so the
/// ordinary walk and VoiceOver read it like any UIKit screen. A `@State` change renders again.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI hierarchy; setting it renders again.
    public var rootView: Content {
        didSet {
            UIKitChanges.note()
            (viewIfLoaded as? HostingView)?.setNeedsRender()
        }
    }

    /// The view, loading it if needed.
    var hostingView: HostingView? { view as? HostingView }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    open override func loadView() {
        let hosting = HostingView(frame: UIScreen.phone.bounds)
        // The view can outlive its controller (VoiceOver still holds a dismissed sheet's element).
        hosting.content = { [weak self] () -> any View in self?.rootView ?? EmptyView() }
        hosting.hostingController = self
        view = hosting
    }
}

/// The hosting controller's view: renders its SwiftUI content into subviews.
@MainActor
final class HostingView: UIView {
    var content: (() -> any View)? { didSet { UIKitChanges.note() } }
    let graph = ViewGraph()
    /// The controller this view belongs to, which presents sheets, alerts and menus.
    weak var hostingController: UIViewController? { didSet { UIKitChanges.note() } }
    /// What the controller presented for this hierarchy's request.
    var activePresentation: ActivePresentation? { didSet { UIKitChanges.note() } }
    /// Work that must wait until the render in progress ends.
    var afterRender: [() -> Void] = [] { didSet { UIKitChanges.note() } }
    /// Escape on this hierarchy (a presented sheet): dismisses it.
    var escape: (() -> Void)? { didSet { UIKitChanges.note() } }
    private var renderedSize: CGSize? { didSet { UIKitChanges.note() } }
    private var hostedViews: [String: UIView] = [:] { didSet { UIKitChanges.note() } }
    /// The last render's laid-out hierarchy, where rotor entries named by a key find their views.
    private var renderedRoot: ViewNode? { didSet { UIKitChanges.note() } }
    /// The delegates of hosted navigation bars (a bar holds its delegate weakly), by identity.
    private var navigationBarRelays: [String: NavigationBarRelay] = [:] { didSet { UIKitChanges.note() } }
    /// The delegates of hosted tab bars (a bar holds its delegate weakly), by identity.
    private var tabBarRelays: [String: TabBarRelay] = [:] { didSet { UIKitChanges.note() } }
    /// The identity of the element last asked for by a focus state, so it is asked for once.
    private var lastFocusRequest: String? { didSet { UIKitChanges.note() } }
    /// Renders in progress; a state change during a render waits for the next one.
    private var isRendering = false { didSet { UIKitChanges.note() } }
    /// The appearance the content asked of this presentation (`.preferredColorScheme`), found
    /// by the last render; nil follows the system's, which is Light here.
    private var colorSchemePreference: ColorScheme? { didSet { UIKitChanges.note() } }
    /// Renders again when the window's application changes state (`\.scenePhase`).
    private let scenePhaseObserver = ScenePhaseObserver()

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        graph.onInvalidate = { [weak self] in self?.render() }
        graph.host = self
        scenePhaseObserver.start { [weak self] application in
            if let self, self.window?.application === application { self.setNeedsRender() }
        }
    }

    /// A presented sheet goes away on VoiceOver's Escape, as UIKit's sheets do.
    override func accessibilityPerformEscape() -> Bool {
        guard let escape else { return false }
        escape()
        return true
    }

    func setNeedsRender() {
        renderedSize = nil
        setNeedsLayout()
        if window != nil { render() }
    }

    /// How many renders in a row ran lifecycle actions whose changes rendered again; past
    /// `lifecycleRenderLimit`, an app whose `.onAppear` or `.onChange` keeps changing what it shows
    /// is stopped there with a warning, rather than rendering for ever.
    private var lifecycleRenders = 0 { didSet { UIKitChanges.note() } }
    private static let lifecycleRenderLimit = 100

    /// Queues lifecycle actions (`ViewLifecycle`) to run when the render ends, in one batch.
    private func runAfterRender(_ actions: [@MainActor () -> Void]) {
        guard !actions.isEmpty else {
            lifecycleRenders = 0
            return
        }
        lifecycleRenders += 1
        guard lifecycleRenders <= Self.lifecycleRenderLimit else {
            SwiftUIWarnings.log(
                "onAppear, onChange or task actions changed the view \(Self.lifecycleRenderLimit) renders in a row; "
                    + "the rest were not run")
            lifecycleRenders = 0
            return
        }
        // One by one: an array of main-actor closures does not cast to the plain closures kept.
        for action in actions { afterRender.append { action() } }
    }

    /// The host left its window: every view on it disappears (`.onDisappear` runs, tasks are
    /// cancelled).
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil else { return }
        for action in graph.lifecycle.endAll() { action() }
    }

    /// The device's text size changed: render with the new `dynamicTypeSize`.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            setNeedsRender()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if renderedSize != bounds.size || graph.isDirty { render() }
    }

    /// Evaluates, lays out and hosts the content.
    /// - Complexity: O(n) amortized, n views: each is measured once per proposal (`Layout.size`), then
    ///   placed and hosted once.
    func render() {
        guard let content, !isRendering else { return }
        isRendering = true
        defer {
            isRendering = false
            // What a presentation's end runs (a sheet's onDismiss) may change state: it runs after
            // the render, in one batch, so its change is rendered too.
            let pending = afterRender
            afterRender = []
            if !pending.isEmpty { graph.batch { pending.forEach { $0() } } }
        }
        graph.beginRender()
        var environment = EnvironmentValues()
        let rightToLeft = window?.application?.userInterfaceLayoutDirection == .rightToLeft
        if rightToLeft { environment.layoutDirection = .rightToLeft }
        // The text size is the device's, as SwiftUI's environment follows the trait collection.
        if let size = DynamicTypeSize(traitCollection.preferredContentSizeCategory) { environment.dynamicTypeSize = size }
        environment.apply(graph.takeDeviceSettings(of: self))
        if let state = window?.application?.applicationState { environment.scenePhase = ScenePhase(state) }
        environment.colorScheme = colorSchemePreference ?? .light
        // The content's edit mode, which an `EditButton` toggles (Lists/EditMode.swift).
        let editMode = graph.stateBox(at: "root#editMode", initial: EditMode.inactive)
        environment.editMode = Binding(
            unchecked: { editMode.value },
            set: { [weak graph = self.graph] mode in
                guard editMode.value != mode else { return }
                editMode.value = mode
                graph?.invalidate()
            })
        let context = ResolveContext(path: "root", environment: environment, graph: graph)
        let nodes = context.resolveHere(content())
        // A view asking for another appearance changes the whole presentation's: the content is
        // rendered again with it, once this render ends (Apple's documentation of
        // `preferredColorScheme(_:)`: it applies to "the nearest enclosing presentation").
        let preference = ColorScheme.preference(in: nodes)
        if preference != colorSchemePreference {
            colorSchemePreference = preference
            afterRender.append { [weak self] in self?.graph.invalidate() }
        }
        let root =
            nodes.count == 1
            ? nodes[0]
            : ViewNode(
                path: "root#stack", layout: .stack(.vertical, spacing: defaultStackSpacing, alignment: .center), children: nodes
            )
        // The host's direction is the app's: a right-to-left app mirrors the whole hierarchy.
        if rightToLeft { root.mirrorsLayout.toggle() }
        // SwiftUI lays the root out inside the safe area and centres it in the space offered.
        let insets = window.map { SafeArea.insets(of: self, in: $0) } ?? EdgeInsets()
        var safe = CGRect(
            x: insets.leading, y: insets.top, width: max(bounds.width - insets.leading - insets.trailing, 0),
            height: max(bounds.height - insets.top - insets.bottom, 0))
        // While text is edited, the keyboard's toolbar takes the bottom of the safe area and the
        // content is laid out above it.
        let keyboardBar = KeyboardToolbar.bar(in: graph)
        if keyboardBar != nil { safe.size.height = max(safe.height - KeyboardToolbar.height, 0) }
        Layout.container = safe.size
        defer { Layout.container = .zero }
        let size = Layout.size(of: root, for: ProposedSize(width: safe.width, height: safe.height))
        let origin = CGPoint(
            x: safe.minX + ((safe.width - size.width) / 2).rounded(.down),
            y: safe.minY + ((safe.height - size.height) / 2).rounded(.down))
        // Lazy stacks outside any scroll view build what the screen shows.
        Layout.viewport = CGRect(origin: .zero, size: bounds.size)
        Layout.safeArea = (safe, CGRect(origin: .zero, size: bounds.size))
        Layout.place(root, in: CGRect(origin: origin, size: size))
        Layout.extendIntoSafeArea(in: root, safe: safe, full: CGRect(origin: .zero, size: bounds.size))
        if let keyboardBar {
            let barRect = CGRect(x: safe.minX, y: safe.maxY, width: safe.width, height: KeyboardToolbar.height)
            _ = Layout.size(of: keyboardBar, for: ProposedSize(width: barRect.width, height: barRect.height))
            Layout.place(keyboardBar, in: barRect)
        }
        Layout.viewport = nil
        Layout.safeArea = nil
        Layout.mirrorDirectionChanges(in: root)
        renderedRoot = root
        host(HostedItem.items(for: root) + (keyboardBar.map(HostedItem.items(for:)) ?? []))
        runAfterRender(graph.lifecycle.endRender(onScreen: window != nil))
        graph.applyKeyboardFocus()
        renderedSize = bounds.size
        moveVoiceOverToFocusState()
        synchronizePresentation()
        if graph.takeScreenChange() {
            // A NavigationStack pushed or popped: VoiceOver starts over on the new screen.
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
    }

    /// The element a focus state names, when VoiceOver is not there yet, gets VoiceOver's focus:
    /// a layout change naming it, as SwiftUI posts.
    private func moveVoiceOverToFocusState() {
        let target = hostedViews.values.lazy.compactMap { $0 as? HostedElementView }
            .first { $0.focus?.isFocused() == true && !$0.isVoiceOverFocused }
        guard let target, target.path != lastFocusRequest else {
            if target == nil { lastFocusRequest = nil }
            return
        }
        lastFocusRequest = target.path
        UIAccessibility.post(notification: .layoutChanged, argument: target)
    }

    /// UIKit bar button items for `buttons`, the existing ones kept when the titles are the same
    /// (so VoiceOver stays on an item across a render); each runs its action in one batch.
    private func barButtonItems(_ buttons: [BarButton], reusing existing: [UIBarButtonItem]?) -> [UIBarButtonItem]? {
        guard !buttons.isEmpty else { return nil }
        let same = existing?.map { $0.title ?? "" } == buttons.map(\.title)
        return buttons.enumerated().map { index, button in
            let item = (same ? existing?[index] : nil) ?? UIBarButtonItem(title: button.title, style: .plain)
            item.isEnabled = button.isEnabled && button.action != nil
            let action = button.action
            let graph = graph
            item.primaryAction = UIAction { _ in if let action { graph.batch(action) } }
            return item
        }
    }

    /// Replaces the subviews with views for `items`, reusing the view of each identity.
    private func host(_ items: [HostedItem]) {
        var reused: [String: UIView] = [:]
        attach(items, to: self, origin: .zero, reused: &reused)
        hostedViews = reused
    }

    /// - Complexity: O(n) in the items; recursion depth is the `.contain` nesting the code writes.
    private func attach(_ items: [HostedItem], to parent: UIView, origin: CGPoint, reused: inout [String: UIView]) {
        var views: [(view: UIView, priority: Double)] = []
        for item in items {
            switch item {
            case .element(let element):
                let view = (hostedViews[element.path] as? HostedElementView) ?? HostedElementView(frame: .zero)
                view.update(
                    element, origin: origin, graph: graph, views: { [weak self] in self?.hostedViews ?? [:] },
                    find: { [weak self] key in self?.renderedRoot.flatMap { RotorSpec.target(of: key, in: [$0]) } })
                view.path = element.path
                reused[element.path] = view
                views.append((view, element.sortPriority))
            case .container(let container):
                let view = (hostedViews[container.path] as? HostedContainerView) ?? HostedContainerView(frame: .zero)
                view.update(container, origin: origin)
                attach(container.children, to: view, origin: container.frame.origin, reused: &reused)
                reused[container.path] = view
                views.append((view, container.sortPriority))
            case .navigationBar(let path, let frame, let content):
                let bar = (hostedViews[path] as? HostedNavigationBar) ?? HostedNavigationBar(frame: .zero)
                let graph = graph
                bar.escape = content.titles.count > 1 ? { [weak graph] in graph?.batch(content.pop) } : nil
                bar.frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
                if bar.prefersLargeTitles != content.prefersLargeTitles { bar.prefersLargeTitles = content.prefersLargeTitles }
                if bar.items?.map({ $0.title ?? "" }) != content.titles {
                    bar.setItems(content.titles.map { UINavigationItem(title: $0) }, animated: false)
                }
                if let top = bar.topItem {
                    if top.hidesBackButton != content.hidesBackButton { top.hidesBackButton = content.hidesBackButton }
                    top.leftBarButtonItems = barButtonItems(content.leading, reusing: top.leftBarButtonItems)
                    top.rightBarButtonItems = barButtonItems(content.trailing, reusing: top.rightBarButtonItems)
                }
                let relay = navigationBarRelays[path] ?? NavigationBarRelay()
                relay.pop = content.pop
                relay.graph = graph
                bar.delegate = relay
                navigationBarRelays[path] = relay
                reused[path] = bar
                views.append((bar, 0))
            case .tabBar(let path, let frame, let titles, let selected, let select):
                let bar = (hostedViews[path] as? UITabBar) ?? UITabBar(frame: .zero)
                bar.frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
                if bar.items?.map({ $0.title ?? "" }) != titles {
                    bar.setItems(titles.enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }, animated: false)
                }
                bar.selectedItem = bar.items?[selected]
                let relay = tabBarRelays[path] ?? TabBarRelay()
                relay.select = select
                relay.graph = graph
                bar.delegate = relay
                tabBarRelays[path] = relay
                reused[path] = bar
                views.append((bar, 0))
            case .scrollView(let path, let frame, let contentSize, let refresh, let children):
                let scroll = (hostedViews[path] as? HostedScrollView) ?? HostedScrollView(frame: .zero)
                scroll.position = graph.stateBox(at: path + "#position", initial: ScrollPosition()).value
                scroll.graph = graph
                scroll.isHosting = true
                scroll.frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
                scroll.contentSize = contentSize
                if let bounces = scroll.position?.alwaysBounces {
                    scroll.alwaysBounceVertical = bounces.vertical
                    scroll.alwaysBounceHorizontal = bounces.horizontal
                }
                // The position layout used: kept, within the content.
                var offset = scroll.position?.offset ?? .zero
                offset.x = min(max(offset.x, 0), max(contentSize.width - frame.width, 0))
                offset.y = min(max(offset.y, 0), max(contentSize.height - frame.height, 0))
                if scroll.contentOffset != offset { scroll.contentOffset = offset }
                scroll.isHosting = false
                if let refresh {
                    let control = scroll.refreshControl as? HostedRefreshControl ?? HostedRefreshControl(refresh: refresh)
                    control.refresh = refresh
                    scroll.refreshControl = control
                } else {
                    scroll.refreshControl = nil
                }
                // Children are placed in content coordinates: the viewport's origin, unscrolled.
                attach(children, to: scroll, origin: frame.origin, reused: &reused)
                reused[path] = scroll
                views.append((scroll, 0))
            case .uiKit(let view, let frame, let overrides):
                view.frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
                // SwiftUI's accessibility modifiers on a representable override its UIKit values.
                if let label = overrides.label { view.accessibilityLabel = label }
                if let value = overrides.value { view.accessibilityValue = value }
                if let hint = overrides.hint { view.accessibilityHint = hint }
                if let identifier = overrides.identifier { view.accessibilityIdentifier = identifier }
                if !overrides.addedTraits.isEmpty || !overrides.removedTraits.isEmpty {
                    view.accessibilityTraits = view.accessibilityTraits.union(overrides.addedTraits).subtracting(overrides.removedTraits)
                }
                views.append((view, 0))
            }
        }
        // A render that keeps the structure (a state change) keeps the subviews as they are;
        // otherwise they are replaced. Removing one view is O(n), so replacing is O(n²): only
        // structural changes pay it.
        // A scroll view's refresh control stays its first subview, as UIKit keeps it.
        let kept: [UIView] = ((parent as? UIScrollView)?.refreshControl).map { [$0] } ?? []
        if !parent.subviews.elementsEqual(kept + views.map(\.view), by: ===) {
            for subview in parent.subviews { subview.removeFromSuperview() }
            (kept + views.map(\.view)).forEach { parent.addSubview($0) }
        }
        // Sort priority reorders siblings (higher first, equal ones in layout order); the walk
        // reads an explicit `accessibilityElements` list in its array order.
        if views.contains(where: { $0.priority != 0 }) {
            let ordered = views.enumerated().sorted {
                $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
            }
            parent.accessibilityElements = ordered.map(\.element.view)
        } else {
            parent.accessibilityElements = nil
        }
    }
}
