import EarshotUIKit

/// SwiftUI's `Grid`: `GridRow`s whose cells share columns, each column as wide as its widest
/// cell; a view that is not a `GridRow` spans every column. VoiceOver reads the cells row by row,
/// leading to trailing (docs/voiceover-behaviour.md §2).
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { fatalError("Grid has no body") }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let horizontal = Layout.sanitized(horizontalSpacing, name: "Grid horizontalSpacing").map { max($0, 0) } ?? defaultStackSpacing
        let vertical = Layout.sanitized(verticalSpacing, name: "Grid verticalSpacing").map { max($0, 0) } ?? defaultStackSpacing
        let layout = LayoutKind.grid(horizontalSpacing: horizontal, verticalSpacing: vertical, alignment: alignment)
        return [ViewNode(path: context.path, layout: layout, children: context.resolve(content, id: "c"))]
    }
}

/// SwiftUI's `GridRow`: one row of a `Grid`, a cell per child. Outside a Grid, an HStack.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { fatalError("GridRow has no body") }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let node = ViewNode(
            path: context.path,
            layout: .stack(
                .horizontal, spacing: defaultStackSpacing, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center)),
            children: context.resolve(content, id: "c"))
        node.isGridRow = true
        return [node]
    }
}
