import EarshotUIKit

nonisolated extension View {
    /// Gives the view an explicit identity (Apple's documentation of `id(_:)`): a view whose id
    /// changes is another view, so its `@State` starts afresh, it disappears and the new one
    /// appears, and VoiceOver's element for it is a new one; a `ScrollViewProxy.scrollTo` with the
    /// id finds it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: AnyHashable(id))
    }
}

/// A view with an explicit identity: resolved under a path that names the id, so state and
/// hosted views are kept by it.
struct IdentifiedView<Content: View> {
    let content: Content
    let id: AnyHashable

    var body: Never { fatalError("IdentifiedView has no body") }
}

extension IdentifiedView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, id: "id=\(id)")
        nodes.forEach { $0.explicitID = id }
        return nodes
    }
}
