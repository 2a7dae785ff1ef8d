/// SwiftUI's animation modifiers. Changes reach their end state at once, as VoiceOver on iOS reads
/// them (it reads the model values from the moment an animation starts), so these change nothing
/// an assistive technology perceives; they exist so code written for iOS compiles and runs
/// (docs/swiftui.md, "Lifecycle and time").
nonisolated extension View {
    /// Animates changes to `value` with `animation`: here, they are shown at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in nodes }
    }

    /// Animates every change of this view (deprecated in iOS 15): here, shown at once.
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in nodes }
    }

    /// How the view moves in and out as it is inserted or removed: here, at once. A modifier
    /// transition's identity modifier stays applied to the view in place, as in SwiftUI.
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionedView(content: self, modifiers: transition.identityModifiers)
    }
}

/// A view with its transition's identity modifiers applied, innermost first.
struct TransitionedView<Content: View> {
    let content: Content
    let modifiers: [TransitionModifiers]

    var body: Never { fatalError("TransitionedView has no body") }
}

extension TransitionedView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        var view: any View = content
        for modifiers in modifiers { view = Self.apply(modifiers.identity, to: view) }
        return context.resolveHere(view)
    }

    private static func apply<M: ViewModifier>(_ modifier: M, to view: any View) -> any View {
        func wrap<V: View>(_ view: V) -> any View { view.modifier(modifier) }
        return wrap(view)
    }
}
