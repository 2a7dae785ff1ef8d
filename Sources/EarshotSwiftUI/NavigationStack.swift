import EarshotUIKit

/// SwiftUI's `NavigationStack`: a navigation bar above its content, titled by the content's
/// `.navigationTitle`. The bar is UIKit's `UINavigationBar`, so it speaks as UIKit's does: the
/// title is a heading, read first.
public struct NavigationStack<Root: View>: View {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: Never { fatalError("NavigationStack has no body") }
}

/// SwiftUI's older `NavigationView`, with a single column on iPhone: as `NavigationStack`.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("NavigationView has no body") }
}

/// The height of UIKit's navigation bar (standard, not large-title).
let navigationBarHeight: CGFloat = 44

extension NavigationStack: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        NavigationStackNode.make(context.resolve(root, id: "root"), path: context.path)
    }
}

extension NavigationView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        NavigationStackNode.make(context.resolve(content, id: "content"), path: context.path)
    }
}

@MainActor
enum NavigationStackNode {
    /// The bar at the top, the content centred in the space below it.
    static func make(_ content: [ViewNode], path: String) -> [ViewNode] {
        var children: [ViewNode] = []
        if let title = firstTitle(in: content) {
            children.append(ViewNode(path: path + "/bar", layout: .leaf { proposal in
                CGSize(width: Layout.clean(proposal.width ?? 0), height: navigationBarHeight)
            }, role: .navigationBar(title)))
        }
        children.append(ViewNode(path: path + "/top", layout: .spacer(minLength: 0)))
        children += content
        children.append(ViewNode(path: path + "/bottom", layout: .spacer(minLength: 0)))
        return [ViewNode(path: path, layout: .stack(.vertical, spacing: 0, alignment: .center), children: children)]
    }

    /// The first `.navigationTitle` in the content, depth first.
    /// - Complexity: O(n) in the content's nodes; an explicit stack, no recursion.
    static func firstTitle(in nodes: [ViewNode]) -> String? {
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            if let title = node.navigationTitle { return title }
            stack += node.children.reversed()
        }
        return nil
    }
}

extension View {
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
