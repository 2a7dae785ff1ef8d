import EarshotUIKit

/// SwiftUI's `NavigationStack`: a navigation bar above its content, titled by the content's
/// `.navigationTitle`. The bar is UIKit's `UINavigationBar`, so it speaks as UIKit's does: the
/// title is a heading, read first.
public struct NavigationStack<Root: View> {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: Never { fatalError("NavigationStack has no body") }
}

/// SwiftUI's older `NavigationView`, with a single column on iPhone: as `NavigationStack`.
public struct NavigationView<Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("NavigationView has no body") }
}

/// The height of UIKit's navigation bar (standard, not large-title).
let navigationBarHeight: CGFloat = 44

extension NavigationStack: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        NavigationStackNode.make(root: root, context: context)
    }
}

extension NavigationView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        NavigationStackNode.make(root: content, context: context)
    }
}

@MainActor
enum NavigationStackNode {
    /// The bar at the top, the top screen's content centred in the space below it. Every level
    /// (the root, then each pushed view) is resolved for its title; only the top one is shown.
    static func make(root: some View, context: ResolveContext) -> [ViewNode] {
        let path = context.path
        let state = context.graph.navigationStack(at: path)
        let inner = context.with { $0.navigationStackPath = path }
        var levels = [inner.resolve(root, id: "root")]
        let popping = inner.with { $0.dismiss = DismissAction { state.pop() } }
        for (index, pushed) in state.pushed.enumerated() {
            levels.append(popping.resolve(pushed, id: "pushed\(index)"))
        }
        let titles = levels.map { firstTitle(in: $0) ?? "" }
        let content = levels[levels.count - 1]
        let toolbar = first(in: content) { $0.toolbar }
        var children: [ViewNode] = []
        if titles.count > 1 || !titles[0].isEmpty || toolbar != nil {
            let bar = NavigationBarContent(
                titles: titles, leading: toolbar?.leading ?? [], trailing: toolbar?.trailing ?? [],
                pop: { state.pop() })
            children.append(
                ViewNode(
                    path: path + "/bar",
                    layout: .leaf { proposal in
                        CGSize(width: Layout.clean(proposal.width ?? 0), height: navigationBarHeight)
                    }, role: .navigationBar(bar)))
        }
        children.append(ViewNode(path: path + "/top", layout: .spacer(minLength: 0)))
        children += content
        children.append(ViewNode(path: path + "/bottom", layout: .spacer(minLength: 0)))
        return [ViewNode(path: path, layout: .stack(.vertical, spacing: 0, alignment: .center), children: children)]
    }

    /// The first `.navigationTitle` in the content, depth first.
    static func firstTitle(in nodes: [ViewNode]) -> String? { first(in: nodes) { $0.navigationTitle } }

    /// The first value `property` gives in the content, depth first.
    /// - Complexity: O(n) in the content's nodes; an explicit stack, no recursion.
    static func first<Value>(in nodes: [ViewNode], _ property: (ViewNode) -> Value?) -> Value? {
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            if let value = property(node) { return value }
            stack += node.children.reversed()
        }
        return nil
    }
}

nonisolated extension View {
    /// The title the enclosing NavigationStack's bar shows.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    public func navigationTitle(_ title: Text) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            nodes.forEach { $0.navigationTitle = title.content }
            return nodes
        }
    }
}
