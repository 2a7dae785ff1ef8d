/// SwiftUI's `WindowGroup`: the scene that shows its content in the app's windows. On iPhone an
/// app shows one window; Earshot hosts the content in it with a `UIHostingController`
/// (`App.launch(in:)`). The title names the window in the app switcher and on iPad, never on
/// iPhone's screen, so VoiceOver does not speak it; `title` reads it back.
public struct WindowGroup<Content: View>: Scene {
    /// The title, as written; iPhone does not show it.
    public let title: Text?
    /// The identifier, as written (for `openWindow(id:)`, which iPhone does not have).
    public let id: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: nil, content: content())
    }

    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: id, content: content())
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: Text(String(title)), id: nil, content: content())
    }

    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(String(title)), id: id, content: content())
    }

    private init(title: Text?, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    public var body: Never { fatalError("WindowGroup has no body") }
}

extension WindowGroup: WindowGroupProtocol {
    var windowGroup: WindowGroupScene { WindowGroupScene(title: title, id: id, content: content) }
}
