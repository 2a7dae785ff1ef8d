import EarshotUIKit

/// SwiftUI's `VStack`: children top to bottom, `spacing` apart (8 pt by default), aligned on `alignment`.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("VStack has no body") }
}

/// SwiftUI's `HStack`: children leading to trailing.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("HStack has no body") }
}

/// SwiftUI's `ZStack`: children on top of each other, back to front.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { fatalError("ZStack has no body") }
}

/// The spacing between stack children when none is given.
let defaultStackSpacing: CGFloat = 8

extension VStack: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let spacing = Layout.sanitized(spacing, name: "VStack spacing") ?? defaultStackSpacing
        let align = Alignment(horizontal: alignment, vertical: .center)
        return [
            ViewNode(
                path: context.path, layout: .stack(.vertical, spacing: spacing, alignment: align),
                children: context.resolve(content, id: "c"))
        ]
    }
}

extension HStack: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let spacing = Layout.sanitized(spacing, name: "HStack spacing") ?? defaultStackSpacing
        let align = Alignment(horizontal: .center, vertical: alignment)
        return [
            ViewNode(
                path: context.path, layout: .stack(.horizontal, spacing: spacing, alignment: align),
                children: context.resolve(content, id: "c"))
        ]
    }
}

extension ZStack: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(path: context.path, layout: .overlay(alignment), children: context.resolve(content, id: "c"))]
    }
}

/// SwiftUI's `Spacer`: takes the free space along its stack's axis; never an element.
public struct Spacer: Sendable {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError("Spacer has no body") }
}

extension Spacer: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let length = Layout.sanitized(minLength, name: "Spacer minLength").map { max($0, 0) } ?? defaultStackSpacing
        return [ViewNode(path: context.path, layout: .spacer(minLength: length))]
    }
}

/// SwiftUI's `Group`: its children as if written in the parent; modifiers apply to each.
public struct Group<Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Group has no body") }
}

extension Group: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, id: "g") }
}

/// SwiftUI's `LazyVStack`: a VStack that builds its rows as they scroll into view, as wide as it
/// is offered (docs/swiftui.md, "Lazy containers").
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("LazyVStack has no body") }
}

extension LazyVStack: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let spacing = Layout.sanitized(spacing, name: "LazyVStack spacing") ?? defaultStackSpacing
        var rows = LazyRows()
        rows.collect(content, in: context.child("c"))
        let align = Alignment(horizontal: alignment, vertical: .center)
        return [
            ListNode.lazyNode(path: context.path, axis: .vertical, spacing: spacing, alignment: align, rows: rows, graph: context.graph)
        ]
    }
}

/// SwiftUI's `LazyHStack`: as `LazyVStack`, leading to trailing.
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("LazyHStack has no body") }
}

extension LazyHStack: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let spacing = Layout.sanitized(spacing, name: "LazyHStack spacing") ?? defaultStackSpacing
        var rows = LazyRows()
        rows.collect(content, in: context.child("c"))
        let align = Alignment(horizontal: .center, vertical: alignment)
        return [
            ListNode.lazyNode(path: context.path, axis: .horizontal, spacing: spacing, alignment: align, rows: rows, graph: context.graph)
        ]
    }
}
