import EarshotUIKit

/// SwiftUI's `TabView`: the selected tab's content above a tab bar. The bar is UIKit's `UITabBar`,
/// so it speaks as UIKit's — "Home, Tab, 1 of 2", the selected one "Selected" — and a double tap
/// on a tab selects it and re-renders. Each child view is a tab, titled by its `.tabItem`.
/// With `selection:`, each tab's `.tag` names it and the binding holds the selected tag.
public struct TabView<SelectionValue: Hashable, Content: View> {
    let content: Content
    let selection: Binding<SelectionValue>?

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { fatalError("TabView has no body") }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The height of UIKit's tab bar (without the home-indicator inset).
let tabBarHeight: CGFloat = 49

extension TabView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let tabs = context.resolve(content, id: "tabs")
        let selected: Int
        let select: (Int) -> Void
        if let binding = selection {
            // The tab whose tag is the selection; the first when none is (SwiftUI shows the first).
            selected = tabs.firstIndex { $0.tag == AnyHashable(binding.wrappedValue) } ?? 0
            select = { index in
                if tabs.indices.contains(index), let value = tabs[index].tag?.base as? SelectionValue {
                    binding.wrappedValue = value
                }
            }
        } else {
            let box = context.graph.stateBox(at: context.path + ".selection", initial: 0)
            selected = tabs.indices.contains(box.value) ? box.value : 0
            select = { box.set($0) }
        }
        let titles = tabs.map { tab in
            tab.tabItem.flatMap { HostedItem.items(for: $0).flatMap(\.elements).compactMap(\.label).first } ?? ""
        }
        var children: [ViewNode] = [ViewNode(path: context.path + "/top", layout: .spacer(minLength: 0))]
        if tabs.indices.contains(selected) { children.append(tabs[selected]) }
        children.append(ViewNode(path: context.path + "/bottom", layout: .spacer(minLength: 0)))
        if !tabs.isEmpty {
            children.append(
                ViewNode(
                    path: context.path + "/bar",
                    layout: .leaf { proposal in
                        CGSize(width: Layout.clean(proposal.width ?? 0), height: tabBarHeight)
                    }, role: .tabBar(titles: titles, selected: selected, select: select)))
        }
        return [ViewNode(path: context.path, layout: .stack(.vertical, spacing: 0, alignment: .center), children: children)]
    }
}

nonisolated extension View {
    /// The tab's title and icon in the enclosing TabView's bar (a `Label` or `Text`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = label()
        return ModifiedView(content: self, environment: nil) { nodes, context in
            let resolved = context.resolve(item, id: "tabItem")
            let holder = ViewNode(path: context.path + "#tabItem", layout: .overlay(.center), children: resolved)
            nodes.forEach { $0.tabItem = holder }
            return nodes
        }
    }
}

/// Hears the hosted tab bar's selection and writes it to the TabView's state.
@MainActor
final class TabBarRelay: UITabBarDelegate {
    var select: ((Int) -> Void)? { didSet { UIKitChanges.note() } }
    weak var graph: ViewGraph? { didSet { UIKitChanges.note() } }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = tabBar.items?.firstIndex(where: { $0 === item }), let select else { return }
        if let graph { graph.batch { select(index) } } else { select(index) }
    }
}
