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

    /// How the view moves in and out as it is inserted or removed: here, at once.
    public func transition(_ transition: AnyTransition) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in nodes }
    }
}
