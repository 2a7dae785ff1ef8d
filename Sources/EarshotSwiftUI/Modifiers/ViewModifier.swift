import EarshotUIKit

/// SwiftUI's `ViewModifier`: a reusable modifier whose `body(content:)` wraps the view it is
/// applied to. Isolated as the SDK declares it; its `@State` lives at the modified view's identity.
@MainActor
@preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
    typealias Content = _ViewModifier_Content<Self>
}

/// The view a `ViewModifier`'s `body(content:)` receives: the modified view, resolved where the
/// body places it.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    let content: any View
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
}

extension _ViewModifier_Content: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, id: "content") }
}

/// SwiftUI's `ModifiedContent`: a view with a `ViewModifier` applied, or two modifiers chained.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        if let builtIn = modifier as? any BuiltInModifier { return builtIn.resolve(content, in: context) }
        let content = _ViewModifier_Content<Modifier>(content: content)
        return context.resolve(ReflectedBody(owner: modifier) { modifier.body(content: content) }, id: "modifier")
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two modifiers chained (`first.concat(second)`): the first wraps the content, the second the result.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

nonisolated extension View {
    /// Applies a `ViewModifier`.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier Earshot applies itself instead of evaluating a body: the SDK's own modifiers.
@MainActor
protocol BuiltInModifier {
    /// The nodes of `content` with this modifier applied, at the content's own identity.
    func resolve(_ content: any View, in context: ResolveContext) -> [ViewNode]
}

/// A built-in modifier that changes only how the view looks: the content resolves unchanged,
/// and the modifier's value stays readable on the `ModifiedContent` that holds it.
@MainActor
protocol VisualModifier: BuiltInModifier {}

extension VisualModifier {
    func resolve(_ content: any View, in context: ResolveContext) -> [ViewNode] { context.resolveHere(content) }
}

/// Evaluates a style's or modifier's body as a view's: its `@State` and `@Environment`
/// properties are found by reflecting `owner`, so they live at this identity.
struct ReflectedBody {
    let owner: Any
    let make: @MainActor () -> any View
}

extension ReflectedBody: View {
    var body: AnyView { AnyView(make()) }
}

extension ReflectedBody: CustomReflectable {
    var customMirror: Mirror { Mirror(reflecting: owner) }
}
