import EarshotUIKit
import Foundation
import Observation
import OpenCombine

/// The persistent side of a hosted hierarchy: `@State` storage by view identity, and the
/// invalidation that makes a state change re-render the host.
@MainActor
final class ViewGraph {
    private var stateStorage: [String: AnyObject] = [:] { didSet { UIKitChanges.note() } }
    private var representedViews: [String: RepresentedView] = [:] { didSet { UIKitChanges.note() } }

    private var navigationStacks: [String: NavigationStackState] = [:] { didSet { UIKitChanges.note() } }
    /// A push or pop happened: the host posts a screen change after its next render.
    private(set) var hasPendingScreenChange = false { didSet { UIKitChanges.note() } }

    /// The pushed views of the NavigationStack at `path`.
    func navigationStack(at path: String) -> NavigationStackState {
        if let existing = navigationStacks[path] { return existing }
        let state = NavigationStackState()
        state.graph = self
        navigationStacks[path] = state
        return state
    }

    /// Records a push or pop and re-renders.
    func screenChanged() {
        hasPendingScreenChange = true
        invalidate()
    }

    /// Records a screen change found while rendering (a navigation path the app set), posted
    /// when the render ends.
    func noteScreenChange() { hasPendingScreenChange = true }

    /// Takes the pending screen change, if any.
    func takeScreenChange() -> Bool {
        defer { hasPendingScreenChange = false }
        return hasPendingScreenChange
    }

    /// State a built-in view keeps for itself at `key` (a TabView's selected tab, whether a menu
    /// is open), `initial` at first; setting it re-renders.
    func stateBox<Value>(at key: String, initial: Value) -> StateBox<Value> {
        if let existing = stateStorage[key] as? StateBox<Value> { return existing }
        let box = StateBox(initial)
        box.attach(to: self)
        stateStorage[key] = box
        return box
    }

    /// What this render asks to present (sheets, alerts, menus), in the order asked; the host
    /// presents the first, as SwiftUI presents one at a time.
    private(set) var presentationRequests: [PresentationRequest] = [] { didSet { UIKitChanges.note() } }

    func requestPresentation(_ request: PresentationRequest) { presentationRequests.append(request) }

    /// Which views with lifecycle modifiers are on screen (ViewGraph+Lifecycle.swift).
    let lifecycle = ViewLifecycle()

    /// The `.keyboard` toolbar items this render resolved, for the bar above the keyboard
    /// (Navigation/KeyboardToolbar.swift).
    var keyboardToolbarItems: [ViewNode] = [] { didSet { UIKitChanges.note() } }

    /// Forgets the previous render's requests.
    func beginRender() {
        presentationRequests = []
        keyboardToolbarItems = []
        lifecycle.beginRender()
        markClean()
    }

    /// The UIKit view of the `UIViewRepresentable` at `path`, made on its first render.
    func representedView(at path: String, make: () -> RepresentedView) -> RepresentedView {
        if let existing = representedViews[path] { return existing }
        let made = make()
        representedViews[path] = made
        return made
    }

    /// Forgets the represented view at `path`, so its identity's next appearance makes a new one.
    func forgetRepresentedView(at path: String) {
        representedViews[path] = nil
    }
    /// Called when state changes outside a batch; inside one the render waits for its end.
    var onInvalidate: (() -> Void)? { didSet { UIKitChanges.note() } }
    private(set) var isDirty = false { didSet { UIKitChanges.note() } }
    private(set) var batchDepth = 0 { didSet { UIKitChanges.note() } }

    /// Connects the stored properties of `view` (or of an `App`) at identity `path` before its `body` is
    /// evaluated: every `@Environment`/`@EnvironmentObject` gets the inherited values, every
    /// `@State`/`@StateObject` the storage of its identity, created on the first render (SwiftUI
    /// keeps state for as long as the view's identity lives), and the graph subscribes to every
    /// published object's `objectWillChange`. Wrappers inside an app's own `DynamicProperty`
    /// are connected too. False, with SwiftUI's message logged, when the view cannot be evaluated
    /// (an `@EnvironmentObject` or `@Environment(Model.self)` no ancestor gave).
    /// - Complexity: O(p), p the stored properties, nested `DynamicProperty` ones included.
    func attachState(of view: Any, at path: String, environment: EnvironmentValues) -> Bool {
        var complete = true
        // A worklist, not recursion: nested dynamic properties are walked one level at a time.
        var pending: [(value: Any, prefix: String)] = [(view, path)]
        while let (value, prefix) = pending.popLast() {
            for child in Mirror(reflecting: value).children {
                let key = prefix + "." + (child.label ?? "?")
                var known = false
                if let property = child.value as? any EnvironmentProperty {
                    known = true
                    if let missing = property.receive(environment) {
                        SwiftUIWarnings.log(missing)
                        complete = false
                    }
                }
                if let property = child.value as? any StateProperty {
                    known = true
                    if let existing = stateStorage[key] {
                        property.redirect(to: existing)
                    } else {
                        stateStorage[key] = property.storage(graph: self)
                    }
                }
                if let property = child.value as? any AppStorageProperty {
                    known = true
                    property.connect(environment: environment, graph: self)
                }
                if let property = child.value as? any PublishedObjectProperty {
                    known = true
                    if complete { subscribe(to: property, at: key) }
                }
                if !known, child.value is any DynamicProperty { pending.append((child.value, key)) }
            }
        }
        return complete
    }

    /// The subscriptions to published objects' `objectWillChange`, by property identity.
    private var objectSubscriptions: [String: (object: ObjectIdentifier, subscription: AnyCancellable)] = [:] {
        didSet { UIKitChanges.note() }
    }

    /// Subscribes to the object `property` holds now, unless already subscribed to it.
    private func subscribe(to property: any PublishedObjectProperty, at key: String) {
        guard let object = property.publishedObject else { return }
        let identity = ObjectIdentifier(object)
        guard objectSubscriptions[key]?.object != identity else { return }
        let subscription = property.subscribe { [weak self] in
            let onMainThread = MainActor.isOnMainQueue
            MainActor.runNowOrNext { [weak self] in
                // SwiftUI's runtime warning for a publish off the main thread; the change is
                // still rendered, on the main actor.
                if !onMainThread { SwiftUIWarnings.log(Self.backgroundPublishWarning) }
                self?.invalidateAfterChange()
            }
        }
        if let subscription { objectSubscriptions[key] = (identity, subscription) }
    }

    /// SwiftUI's words when an `ObservableObject` publishes off the main thread.
    static let backgroundPublishWarning =
        "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."

    /// Evaluates `body` (a view's `body` and the resolution of what it returned) recording which
    /// observable properties it reads (Observation's `withObservationTracking`): a later change
    /// to one of them, and only to those, re-renders the host.
    func tracking<Result>(_ body: () -> Result) -> Result {
        withObservationTracking(
            body,
            onChange: { [weak self] in
                MainActor.runNowOrNext { [weak self] in self?.invalidateAfterChange() }
            })
    }

    /// The host's view: laid out again after a change announced before it happens.
    weak var host: UIView? { didSet { UIKitChanges.note() } }

    /// The text fields `.focused` links to a focus state, by field (ViewGraph+KeyboardFocus.swift).
    var keyboardFocusLinks: [ObjectIdentifier: (field: UIView, link: KeyboardFocusLink)] = [:] {
        didSet { UIKitChanges.note() }
    }

    /// The device settings the last render took (`takeDeviceSettings(of:)`).
    private var renderedDevice: DeviceSettings? { didSet { UIKitChanges.note() } }
    /// The observers of UIKit's status-change notifications, removed with the graph.
    private let deviceWatch = NotificationObservers()

    /// The device's settings for the render starting now, remembered so a change of one of them
    /// re-renders (`watchDeviceSettings`).
    func takeDeviceSettings(of view: UIView) -> DeviceSettings {
        let settings = DeviceSettings(of: view)
        renderedDevice = settings
        return settings
    }

    /// Renders again when a setting the environment reads changes (VoiceOver starts or stops,
    /// Reduce Motion, Bold Text …): UIKit posts a status-change notification for each, and the
    /// host renders if its window's settings now differ from those it rendered with.
    private func watchDeviceSettings() {
        for name in DeviceSettings.changeNotifications {
            deviceWatch.observe(name) { [weak self] in
                MainActor.runNowOrNext { [weak self] in self?.deviceSettingsMayHaveChanged() }
            }
        }
    }

    private func deviceSettingsMayHaveChanged() {
        guard let host, let rendered = renderedDevice, DeviceSettings(of: host) != rendered else { return }
        invalidate()
    }

    init() { watchDeviceSettings() }

    /// Marks the hierarchy changed by a change announced before it happens (Observation's and
    /// `objectWillChange`'s "will set"): the render waits for the end of the batch in progress,
    /// else for the main actor's next turn (as SwiftUI renders at the end of the run loop's
    /// turn), so it reads the new values.
    func invalidateAfterChange() {
        isDirty = true
        host?.setNeedsLayout()
        guard !isRenderScheduled else { return }
        isRenderScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            isRenderScheduled = false
            if isDirty, batchDepth == 0 { onInvalidate?() }
        }
    }

    /// A render is scheduled for the main actor's next turn (`invalidateAfterChange`).
    private var isRenderScheduled = false { didSet { UIKitChanges.note() } }

    /// Marks the hierarchy changed; renders at once unless inside `batch`.
    func invalidate() {
        isDirty = true
        if batchDepth == 0 { onInvalidate?() }
    }

    /// Runs `body` (an action, a flip) and renders once afterwards. It renders even when no
    /// `@State` changed, so a `Binding(get:set:)` over the app's own storage is heard too
    /// (SwiftUI would need that storage observable; Earshot cannot tell, and a render of
    /// unchanged state changes nothing).
    func batch(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        isDirty = true
        if batchDepth == 0 { onInvalidate?() }
    }

    func markClean() { isDirty = false }
}
