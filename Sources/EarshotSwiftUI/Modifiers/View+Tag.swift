nonisolated extension View {
    /// The value this view stands for in a `Picker` or a `TabView(selection:)`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let tag = tag
        return ModifiedView(content: self, environment: nil) { nodes, _ in
            nodes.forEach { $0.tag = AnyHashable(tag) }
            return nodes
        }
    }
}
