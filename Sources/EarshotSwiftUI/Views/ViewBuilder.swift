/// SwiftUI's `@ViewBuilder`: the result builder of `body` and of view-taking closures. Its
/// functions are nonisolated, as in the SDK, so a builder function can run anywhere.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in a builder; each keeps its own identity (its index).
public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("TupleView has no body") }
}

extension TupleView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        // A pack of one view is that view, not a tuple: its stored properties are no children.
        if Mirror(reflecting: value).displayStyle != .tuple, let view = value as? any View {
            return context.resolve(view, id: "0")
        }
        var nodes: [ViewNode] = []
        var index = 0
        // The tuple's elements are views; Mirror visits them in order.
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View {
                nodes += context.resolve(view, id: "\(index)")
            }
            index += 1
        }
        return nodes
    }
}

/// The result of `if`/`else` in a builder: one branch, with its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

extension _ConditionalContent: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): context.resolve(view, id: "T")
        case .falseContent(let view): context.resolve(view, id: "F")
        }
    }
}

/// `if` without `else`, and optional views: nothing when nil.
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        switch self {
        case .some(let view): context.resolve(view, id: "some")
        case .none: []
        }
    }
}

/// A type-erased view.
public struct AnyView {
    let content: any View
    public init<V: View>(_ view: V) { content = view }
    public var body: Never { fatalError("AnyView has no body") }
}

extension AnyView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(content, id: "\(type(of: content))")
    }
}
