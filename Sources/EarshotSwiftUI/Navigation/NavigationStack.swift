import EarshotUIKit

/// SwiftUI's `NavigationStack`: a navigation bar above its content, titled by the content's
/// `.navigationTitle`. The bar is UIKit's `UINavigationBar`, so it speaks as UIKit's does: the
/// title is a heading, read first. With `path:`, the values pushed are the binding's, each shown
/// by the `navigationDestination(for:)` of its type.
public struct NavigationStack<Root: View> {
    let root: Root
    let path: NavigationPathAccess?

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue.elements = $0 })
    }

    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.root = root()
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let path = path
        self.path = NavigationPathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in
                path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element })
            })
    }

    public var body: Never { fatalError("NavigationStack has no body") }
}

/// SwiftUI's older `NavigationView`, with a single column on iPhone: as `NavigationStack`.
public struct NavigationView<Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("NavigationView has no body") }
}

/// Reads and writes the values of a stack's `path:` binding.
struct NavigationPathAccess {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
}

/// The height of UIKit's navigation bar (standard, not large-title).
let navigationBarHeight: CGFloat = 44

extension NavigationStack: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        NavigationStackNode.make(root: root, path: path, context: context)
    }
}

extension NavigationView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        NavigationStackNode.make(root: content, path: nil, context: context)
    }
}

@MainActor
enum NavigationStackNode {
    /// The bar at the top, the top screen's content centred in the space below it. Every level
    /// (the root, then each pushed view or value) is resolved for its title; only the top one is
    /// shown.
    static func make(root: some View, path: NavigationPathAccess?, context: ResolveContext) -> [ViewNode] {
        let stackPath = context.path
        let state = context.graph.navigationStack(at: stackPath)
        state.path = path
        let inner = context.with { $0.navigationStackPath = stackPath }
        var levels = [inner.resolve(root, id: "root")]
        var destinations = all(in: levels[0]) { $0.navigationDestinations }
        let popping = inner.with { $0.dismiss = DismissAction { state.pop() } }
        var discarded: [Int] = []
        for (index, entry) in state.entries.enumerated() {
            let view: any View
            switch entry {
            case .view(let pushed):
                view = pushed
            case .none:
                continue
            case .value(let value):
                let type = ObjectIdentifier(Swift.type(of: value.base))
                guard let destination = destinations.last(where: { $0.type == type }), let made = destination.make(value) else {
                    discarded.append(index)
                    SwiftUIWarnings.log(
                        "A NavigationLink is presenting a value of type “\(Swift.type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
                    )
                    continue
                }
                view = made
            }
            let level = popping.resolve(view, id: "pushed\(index)")
            destinations += all(in: level) { $0.navigationDestinations }
            levels.append(level)
        }
        for index in discarded.reversed() { state.discard(entryAt: index) }
        // `navigationDestination(isPresented:)` on the top level pushes one more.
        if let presented = first(in: levels[levels.count - 1], { $0.presentedDestination }) {
            levels.append(popping.resolve(presented.view, id: "presented"))
            state.popPresented = presented.dismiss
        } else {
            state.popPresented = nil
        }
        state.noteDepth(levels.count)
        let titles = levels.map { firstTitle(in: $0) ?? "" }
        let content = levels[levels.count - 1]
        let toolbar = first(in: content) { $0.toolbar }
        var children: [ViewNode] = []
        if titles.count > 1 || !titles[0].isEmpty || toolbar != nil {
            let bar = NavigationBarContent(
                titles: titles, prefersLargeTitles: prefersLargeTitles(levels),
                hidesBackButton: first(in: content) { $0.hidesBackButton } ?? false,
                leading: toolbar?.leading ?? [], trailing: toolbar?.trailing ?? [], pop: { state.pop() })
            children.append(
                ViewNode(
                    path: stackPath + "/bar",
                    layout: .leaf { proposal in
                        CGSize(width: Layout.clean(proposal.width ?? 0), height: navigationBarHeight)
                    }, role: .navigationBar(bar)))
        }
        if let search = first(in: content, { $0.searchField }) {
            children += inner.resolve(SearchBarHost(request: search), id: "search\(levels.count - 1)")
        }
        // The content is offered all the space under the bar and centred in it, as SwiftUI's
        // stack places it: a List or ScrollView fills it from the top, a short VStack sits in
        // the middle.
        let fill = FrameBounds(min: nil, ideal: nil, max: .infinity)
        let body =
            content.count == 1
            ? content[0]
            : ViewNode(path: stackPath + "/levelStack", layout: .stack(.vertical, spacing: 0, alignment: .center), children: content)
        let contentNode = ViewNode(
            path: stackPath + "/content", layout: .flexibleFrame(width: fill, height: fill, alignment: .center), children: [body])
        // VoiceOver's Escape (the two-finger scrub) goes back from a pushed level, as it pops a
        // UIKit navigation controller (docs/voiceover-behaviour.md); an escape action of the
        // app's own inside is found first.
        if levels.count > 1 { contentNode.accessibility.escape = { state.pop() } }
        children.append(contentNode)
        return [ViewNode(path: stackPath, layout: .stack(.vertical, spacing: 0, alignment: .center), children: children)]
    }

    /// Whether the top level's title is large: its own display mode, else the level's below
    /// (`.automatic` inherits), large at the root, as SwiftUI's stack starts.
    static func prefersLargeTitles(_ levels: [[ViewNode]]) -> Bool {
        var large = true
        for level in levels {
            switch first(in: level, { $0.titleDisplayMode }) {
            case .large?: large = true
            case .inline?: large = false
            case .automatic?, nil: break
            }
        }
        return large
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

    /// Every value `property` gives in the content, depth first.
    /// - Complexity: O(n) in the content's nodes; an explicit stack, no recursion.
    static func all<Value>(in nodes: [ViewNode], _ property: (ViewNode) -> [Value]) -> [Value] {
        var stack = Array(nodes.reversed())
        var values: [Value] = []
        while let node = stack.popLast() {
            values += property(node)
            stack += node.children.reversed()
        }
        return values
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
