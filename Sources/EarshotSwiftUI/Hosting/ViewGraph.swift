import EarshotUIKit

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
        box.graph = self
        stateStorage[key] = box
        return box
    }

    /// What this render asks to present (sheets, alerts, menus), in the order asked; the host
    /// presents the first, as SwiftUI presents one at a time.
    private(set) var presentationRequests: [PresentationRequest] = [] { didSet { UIKitChanges.note() } }

    func requestPresentation(_ request: PresentationRequest) { presentationRequests.append(request) }

    /// Forgets the previous render's requests.
    func beginRender() {
        presentationRequests = []
        markClean()
    }

    /// The UIKit view of the `UIViewRepresentable` at `path`, made on its first render.
    func representedView(at path: String, make: () -> RepresentedView) -> RepresentedView {
        if let existing = representedViews[path] { return existing }
        let made = make()
        representedViews[path] = made
        return made
    }
    /// Called when state changes outside a batch; inside one the render waits for its end.
    var onInvalidate: (() -> Void)? { didSet { UIKitChanges.note() } }
    private(set) var isDirty = false { didSet { UIKitChanges.note() } }
    private var batchDepth = 0 { didSet { UIKitChanges.note() } }

    /// Gives every `@Environment` of `view` the inherited values, and connects every `@State`
    /// of it to the storage of its identity `path`, created on the first render (SwiftUI keeps
    /// state for as long as the view's identity lives).
    func attachState(of view: any View, at path: String, environment: EnvironmentValues) {
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? any EnvironmentProperty {
                property.receive(environment)
                continue
            }
            guard let property = child.value as? any StateProperty else { continue }
            let key = path + "." + (child.label ?? "?")
            if let existing = stateStorage[key] {
                property.redirect(to: existing)
            } else {
                stateStorage[key] = property.storage(graph: self)
            }
        }
    }

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
