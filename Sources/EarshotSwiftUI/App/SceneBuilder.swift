/// SwiftUI's `@SceneBuilder`: the result builder of an app's `body` and of scene-taking closures.
@resultBuilder
@MainActor
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> {
        TupleScene((repeat each content))
    }

    /// `if` without `else` (for instance around an availability check).
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> { OptionalScene(content: content) }

    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(
        first: TrueContent
    ) -> ConditionalScene<TrueContent, FalseContent> {
        ConditionalScene(storage: .first(first))
    }

    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(
        second: FalseContent
    ) -> ConditionalScene<TrueContent, FalseContent> {
        ConditionalScene(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes side by side in a builder.
public struct TupleScene<T>: Scene {
    let value: T
    init(_ value: T) { self.value = value }
    public var body: Never { fatalError("TupleScene has no body") }
}

extension TupleScene: PrimitiveScene {
    var parts: [any Scene] {
        // The tuple's elements are scenes; Mirror visits them in order.
        Mirror(reflecting: value).children.compactMap { $0.value as? any Scene }
    }
}

/// The scene of an `if` without `else`: nothing when the condition is false.
public struct OptionalScene<Content: Scene>: Scene {
    let content: Content?
    public var body: Never { fatalError("OptionalScene has no body") }
}

extension OptionalScene: PrimitiveScene {
    var parts: [any Scene] { content.map { [$0] } ?? [] }
}

/// The scene of `if`/`else` in a builder: one branch.
public struct ConditionalScene<TrueContent: Scene, FalseContent: Scene>: Scene {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    public var body: Never { fatalError("ConditionalScene has no body") }
}

extension ConditionalScene: PrimitiveScene {
    var parts: [any Scene] {
        switch storage {
        case .first(let scene): [scene]
        case .second(let scene): [scene]
        }
    }
}
