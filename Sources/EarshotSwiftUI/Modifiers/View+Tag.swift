extension View {
    /// The value this view stands for in a `Picker` or a `TabView(selection:)`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            nodes.forEach { $0.tag = AnyHashable(tag) }
            return nodes
        }
    }
}
