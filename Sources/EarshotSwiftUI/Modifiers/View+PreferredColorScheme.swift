import EarshotUIKit

/// `.preferredColorScheme`: the appearance this view asks of its presentation — the hosting
/// controller renders its whole content in it (`\.colorScheme`), or in the system's for nil.
/// Earshot's device is in Light appearance; the wireframe draws no colours either way.
nonisolated extension View {
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            for node in nodes { node.preferredColorScheme = .some(colorScheme) }
            return nodes
        }
    }
}

extension ColorScheme {
    /// The first preference asked for in `nodes`, in resolution order; nil when none is.
    /// - Complexity: O(n), n the nodes below, walked without recursion.
    @MainActor
    static func preference(in nodes: [ViewNode]) -> ColorScheme? {
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            if let preference = node.preferredColorScheme { return preference }
            pending += node.children.reversed()
        }
        return nil
    }
}
