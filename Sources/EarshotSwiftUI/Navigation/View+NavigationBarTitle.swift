import EarshotUIKit

/// SwiftUI's `NavigationBarItem`: what `.navigationBarTitleDisplayMode` chooses from.
public struct NavigationBarItem: Sendable {
    /// How the navigation bar shows a title: large below the bar or inline in it. VoiceOver reads
    /// the title as a heading either way, as UIKit's bar reads it (UINavigationBar's
    /// `prefersLargeTitles`, which the hosted bar takes).
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The previous level's mode; at the root of a stack, large, as SwiftUI shows it.
        case automatic
        case inline
        case large
    }
}

nonisolated extension View {
    /// How the enclosing NavigationStack's bar shows this view's title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            nodes.forEach { $0.titleDisplayMode = displayMode }
            return nodes
        }
    }

    /// SwiftUI's first spelling of `navigationTitle`.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// A title the user may rename. The bar shows the binding's value and reads it as the
    /// title; the rename field iOS offers from the title's menu is not simulated.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        ModifiedView(content: self, environment: nil) { nodes, _ in
            let text = title.wrappedValue
            nodes.forEach { $0.navigationTitle = text }
            return nodes
        }
    }
}
