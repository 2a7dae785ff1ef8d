import EarshotUIKit

/// SwiftUI's `LazyVGrid`: items in rows of `columns`, leading to trailing, rows top to bottom,
/// built only where the viewport shows them as a `LazyVStack`'s rows are (docs/swiftui.md, "Lazy
/// containers"). VoiceOver reads a row's items before the next row's (docs/voiceover-behaviour.md
/// §2: rows top to bottom, each leading to trailing).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    /// What the grid pins while scrolling (drawn, not read differently).
    public let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { fatalError("LazyVGrid has no body") }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let spacing = Layout.sanitized(spacing, name: "LazyVGrid spacing") ?? defaultStackSpacing
        var rows = LazyRows()
        rows.collect(content, in: context.child("c"))
        return [
            ListNode.lazyNode(
                path: context.path, axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center),
                rows: rows, graph: context.graph, grid: columns)
        ]
    }
}

/// SwiftUI's `LazyHGrid`: items in columns of `rows`, top to bottom, columns leading to trailing.
/// VoiceOver reads them by position as any content: a screen's rows top to bottom.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    /// What the grid pins while scrolling (drawn, not read differently).
    public let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { fatalError("LazyHGrid has no body") }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let spacing = Layout.sanitized(spacing, name: "LazyHGrid spacing") ?? defaultStackSpacing
        var items = LazyRows()
        items.collect(content, in: context.child("c"))
        return [
            ListNode.lazyNode(
                path: context.path, axis: .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment),
                rows: items, graph: context.graph, grid: rows)
        ]
    }
}

/// SwiftUI's `PinnedScrollableViews`: section headers and footers a lazy stack or grid pins while
/// scrolling. Pinning changes where a header is drawn, not what VoiceOver reads or in which order.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
