import EarshotUIKit

/// Where `.searchable` puts its field. On an iPhone every placement is a search bar under the
/// navigation bar (SwiftUI's navigation bar drawer), so they are kept and read the same.
public struct SearchFieldPlacement: Sendable, Equatable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let navigationBarDrawer = Self(name: "navigationBarDrawer")
    public static let toolbar = Self(name: "toolbar")
    public static let sidebar = Self(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> Self {
        Self(name: "navigationBarDrawer(\(displayMode))")
    }

    /// Whether the drawer's field is always shown or hides when the content scrolls; Earshot's
    /// field stays shown (the content starts scrolled to the top, where iOS shows it too).
    public enum NavigationBarDrawerDisplayMode: Sendable, Equatable {
        case automatic, always
    }
}

/// What `.searchable` asks the enclosing NavigationStack to show.
@MainActor
struct SearchFieldRequest {
    let text: Binding<String>
    let prompt: String
    /// The `onSubmit(of: .search)` actions around the `.searchable` view.
    let submitActions: SubmitActions
}

nonisolated extension View {
    /// A search field for the enclosing NavigationStack: UIKit's `UISearchBar` under the
    /// navigation bar, as SwiftUI shows it on iOS, so VoiceOver reads it as UIKit's search field
    /// after the title (the prompt instead of "Search" when given); what is typed is written to
    /// `text` and the screen re-renders. Outside a NavigationStack no field is shown, as in
    /// SwiftUI.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, context in
            let request = SearchFieldRequest(
                text: text, prompt: prompt?.content ?? "Search", submitActions: context.environment.submitActions)
            nodes.forEach { $0.searchField = request }
            return nodes
        }
    }

    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// The search bar a NavigationStack shows for `.searchable`: 56 pt high (UIKit's search bar),
/// as wide as offered.
struct SearchBarHost: UIViewRepresentable {
    let request: SearchFieldRequest

    @MainActor
    final class Coordinator {
        var text: Binding<String> { didSet { UIKitChanges.note() } }
        var submitActions = SubmitActions() { didSet { UIKitChanges.note() } }
        init(text: Binding<String>) { self.text = text }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: request.text) }

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
        let coordinator = context.coordinator
        bar.searchTextField.addTarget(for: .editingChanged) { control in
            guard let field = control as? UITextField else { return }
            coordinator.text.wrappedValue = field.text ?? ""
        }
        // The Search key (the field's Return) runs the `onSubmit(of: .search)` actions.
        bar.searchTextField.addTarget(for: .editingDidEndOnExit) { _ in coordinator.submitActions.run(for: .search) }
        return bar
    }

    func updateUIView(_ uiView: UISearchBar, context: Context) {
        context.coordinator.text = request.text
        context.coordinator.submitActions = request.submitActions
        uiView.placeholder = request.prompt
        if uiView.text != request.text.wrappedValue { uiView.text = request.text.wrappedValue }
    }
}
