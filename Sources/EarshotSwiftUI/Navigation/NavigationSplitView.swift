import EarshotUIKit

/// SwiftUI's `NavigationSplitView`. On an iPhone (a compact width) its columns collapse into one
/// navigation stack whose root is the sidebar, as SwiftUI shows them there: links in the sidebar
/// push their destinations over it. The content and detail columns are shown beside the sidebar
/// only in a regular width, which Earshot's phone never has, so they are not shown; a sidebar
/// `List(selection:)` choosing the detail is not simulated.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public var body: Never { fatalError("NavigationSplitView has no body") }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }
}

extension NavigationSplitView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        NavigationStackNode.make(root: sidebar, path: nil, context: context)
    }
}
