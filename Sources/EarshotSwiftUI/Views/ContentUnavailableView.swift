import EarshotUIKit

/// SwiftUI's `ContentUnavailableView`: an empty state — an icon over a title, a description and
/// actions — centred in the space offered. It is a layout of its parts, so VoiceOver reads them as
/// they are: the title (its `Label`, whose icon is decorative, docs/swiftui.md), the description
/// text, then each action. No device recording of one is in the project's sources; whether iOS
/// marks the title a heading is unverified, and Earshot does not (docs/swiftui.md, "Decisions").
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: Never { fatalError("ContentUnavailableView has no body") }
}

extension ContentUnavailableView where Label == EarshotSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled `title` with a symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { EarshotSwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state titled `title` with an image of the asset catalogue and an optional description.
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { EarshotSwiftUI.Label(title, image: name) }, description: { description })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The empty state of a search that found nothing: "No Results", "Check the spelling or try a
    /// new search." (the words iOS shows).
    public static var search: ContentUnavailableView { search(text: "") }

    /// The empty state of a search for `text` that found nothing: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    /// "No Results" (or "No Results for “text”") with a magnifying glass.
    public struct Label: View {
        let text: String
        public var body: some View {
            EarshotSwiftUI.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView: View, PrimitiveView {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let content = VStack(spacing: 8) {
            label.labelStyle(.titleAndIcon).font(.title2.bold())
            description.font(.subheadline).multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return context.resolve(content, id: "layout")
    }
}
