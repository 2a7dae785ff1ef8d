import EarshotUIKit

/// SwiftUI's `ScrollViewReader`: gives its content a `ScrollViewProxy` that scrolls the scroll
/// views inside to a view with a given id (a `ForEach` row's id, or `.id(_:)`'s).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: Never { fatalError("ScrollViewReader has no body") }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let request = context.graph.stateBox(at: context.path + "#scrollRequest", initial: ScrollRequest()).value
        let proxy = ScrollViewProxy(request: request, graph: context.graph)
        return context.with { $0.lists.scrollRequest = request }.resolve(content(proxy), id: "c")
    }
}

/// SwiftUI's `ScrollViewProxy`.
@MainActor
public struct ScrollViewProxy {
    let request: ScrollRequest
    weak var graph: ViewGraph?

    /// Scrolls the scroll view holding the view identified by `id` so that the view shows: by the
    /// least distance when `anchor` is nil, else with its `anchor` point on the viewport's (`.top`
    /// puts it at the top). A row of a lazy container is found without building the others.
    /// An id no view has changes nothing, as in SwiftUI.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        request.target = (AnyHashable(id), "\(id)", anchor)
        graph?.invalidate()
    }
}

/// A `scrollTo` waiting for the next layout.
@MainActor
final class ScrollRequest {
    var target: (id: AnyHashable, identity: String, anchor: UnitPoint?)?
}
