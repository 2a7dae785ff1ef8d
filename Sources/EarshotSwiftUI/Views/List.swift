import EarshotUIKit

/// SwiftUI's `List`: its rows top to bottom, each the full width and at least 44 pt high; rows
/// are elements in row order (AccessibilitySnapshot SwiftUIListWithSections). Sections give a
/// header (a heading, as written: iOS 26 no longer upper-cases it) and a footer.
public struct List<Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("List has no body") }
}

/// SwiftUI's `Form`: on iPhone a grouped list.
public struct Form<Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Form has no body") }
}

/// Insets of a List row (UIKit's grouped-cell margins).
let listRowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
let listRowMinHeight: CGFloat = 44

extension List: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { ListNode.make(content, context: context) }
}

extension Form: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { ListNode.make(content, context: context) }
}

@MainActor
enum ListNode {
    /// A scroll view over a lazy column of rows: views that are not rows yet (not from a Section)
    /// become one row each, built only when the list shows them (docs/swiftui.md, "Lazy containers").
    static func make(_ content: some View, context: ResolveContext) -> [ViewNode] {
        let inner = context.with { $0.isInList = true }
        var rows = LazyRows { nodes in nodes.map { $0.isListRow ? $0 : row($0) } }
        rows.collect(content, in: inner.child("rows"))
        return ScrollNode.make(
            axis: .vertical, context: context,
            content: { path in
                lazyNode(path: path, axis: .vertical, spacing: 0, alignment: .topLeading, rows: rows, graph: context.graph)
            })
    }

    static func row(_ node: ViewNode, insets: EdgeInsets = listRowInsets, minHeight: CGFloat = listRowMinHeight) -> ViewNode {
        let layout = LayoutKind.row(minHeight: minHeight, insets: node.listRowInsets ?? insets)
        let row = ViewNode(path: node.path + "#row", layout: layout, children: [node])
        row.isListRow = true
        return row
    }

    /// A lazy stack node at `path`, its row lengths remembered by that identity.
    static func lazyNode(
        path: String, axis: Axis, spacing: CGFloat, alignment: Alignment, rows: LazyRows, graph: ViewGraph, grid: [GridItem]? = nil
    ) -> ViewNode {
        let memory = graph.stateBox(at: path + "#lazy", initial: LazyStackMemory()).value
        let stack = LazyStack(path: path, axis: axis, spacing: spacing, alignment: alignment, rows: rows, memory: memory, grid: grid)
        return ViewNode(path: path, layout: .lazyStack(stack))
    }
}

/// SwiftUI's `Section`: a header, its rows and a footer.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: Never { fatalError("Section has no body") }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        guard context.environment.isInList else {
            // Outside a list a section is its header, content and footer in a column; the header
            // is still a heading, but in a menu, where iOS gives it no heading trait (the CVS
            // Health techniques app's Menus page reports it as a platform defect).
            let header = context.resolve(header, id: "header")
            let children =
                (context.environment.closeMenu == nil ? headings(header) : header) + context.resolve(content, id: "content")
                + context.resolve(footer, id: "footer")
            return [
                ViewNode(
                    path: context.path, layout: .stack(.vertical, spacing: defaultStackSpacing, alignment: .leading), children: children)
            ]
        }
        return headerRows(in: context) + context.resolve(content, id: "content").map { $0.isListRow ? $0 : ListNode.row($0) }
            + footerRows(in: context)
    }

    /// The header's rows in a list: headings, as written.
    @MainActor
    func headerRows(in context: ResolveContext) -> [ViewNode] {
        headings(context.resolve(header, id: "header")).map { node in
            ListNode.row(node, insets: EdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20), minHeight: 0)
        }
    }

    /// A section makes every view of its header a heading, in a list or not.
    @MainActor
    private func headings(_ nodes: [ViewNode]) -> [ViewNode] {
        for node in nodes { node.accessibility.addedTraits.insert(.header) }
        return nodes
    }

    /// The footer's rows in a list.
    @MainActor
    func footerRows(in context: ResolveContext) -> [ViewNode] {
        context.resolve(footer, id: "footer").map {
            ListNode.row($0, insets: EdgeInsets(top: 6, leading: 20, bottom: 16, trailing: 20), minHeight: 0)
        }
    }
}

/// SwiftUI's `Text.Case`, for section headers.
extension Text {
    public enum Case: Sendable { case uppercase, lowercase }
}
