import EarshotUIKit

/// The destination a `navigationDestination(for:)` declares: the view showing a pushed value of
/// one type.
@MainActor
struct NavigationDestination {
    let type: ObjectIdentifier
    let typeName: String
    let make: (AnyHashable) -> (any View)?
}

nonisolated extension View {
    /// Shows each value of type `data` pushed on the enclosing NavigationStack (by
    /// `NavigationLink(value:)` or the stack's path) with `destination`. It holds for the
    /// levels at and above the view it modifies, as in SwiftUI.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let destination = destination
        return ModifiedView(content: self, environment: nil) { nodes, _ in
            let declared = NavigationDestination(type: ObjectIdentifier(D.self), typeName: "\(D.self)") { value in
                (value.base as? D).map { destination($0) }
            }
            nodes.forEach { $0.navigationDestinations.append(declared) }
            return nodes
        }
    }

    /// Pushes `destination` while `isPresented` is true; the back button sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let view = destination()
        return ModifiedView(content: self, environment: nil) { nodes, _ in
            guard isPresented.wrappedValue else { return nodes }
            nodes.forEach { $0.presentedDestination = (view, { isPresented.wrappedValue = false }) }
            return nodes
        }
    }

    /// Pushes the destination for `item`'s value while it is not nil; the back button sets it to
    /// nil (Apple's documentation of `navigationDestination(item:destination:)`).
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let destination = destination
        nonisolated(unsafe) let item = item
        return ModifiedView(content: self, environment: nil) { nodes, _ in
            guard let value = item.wrappedValue else { return nodes }
            let view = destination(value)
            nodes.forEach { $0.presentedDestination = (view, { item.wrappedValue = nil }) }
            return nodes
        }
    }
}
