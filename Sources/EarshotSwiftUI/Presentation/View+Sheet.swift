import EarshotUIKit

nonisolated extension View {
    /// Presents `content` modally while `isPresented` is true, as SwiftUI does: in a hosting
    /// controller UIKit presents, so VoiceOver moves into the sheet and reads nothing behind it.
    /// Escape (two-finger scrub) or `@Environment(\.dismiss)` sets the binding to false; then
    /// `onDismiss` runs and VoiceOver returns to where it was.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(isPresented: isPresented, kind: "sheet", onDismiss: onDismiss, content: content)
    }

    /// Presents `content(item)` while `item` is not nil. On the main actor while `Binding` is.
    @MainActor
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let isPresented = Binding(unchecked: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return presenting(isPresented: isPresented, kind: "sheet", onDismiss: onDismiss) {
            if let current = item.wrappedValue { content(current) }
        }
    }

    /// Presents `content` over the whole screen while `isPresented` is true; to VoiceOver the same
    /// as a sheet.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(isPresented: isPresented, kind: "cover", onDismiss: onDismiss, content: content)
    }

    private func presenting<Content: View>(
        isPresented: Binding<Bool>, kind: String, onDismiss: (() -> Void)?,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        // Handed to the main actor that resolves the view (docs/swiftui.md, "Isolation").
        nonisolated(unsafe) let (content, onDismiss) = (content, onDismiss)
        return ModifiedView(content: self, environment: nil) { nodes, context in
            guard isPresented.wrappedValue else { return nodes }
            let graph = context.graph
            let close: @MainActor @Sendable () -> Void = { graph.batch { isPresented.wrappedValue = false } }
            let root = { AnyView(content().environment(\.dismiss, DismissAction(action: close))) }
            graph.requestPresentation(
                PresentationRequest(
                    key: context.path + "#" + kind,
                    make: {
                        let controller = UIHostingController(rootView: root())
                        controller.hostingView?.escape = close
                        return controller
                    },
                    update: { presented in
                        (presented as? UIHostingController<AnyView>)?.rootView = root()
                    }, dismissed: onDismiss))
            return nodes
        }
    }
}
