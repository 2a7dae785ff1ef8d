import EarshotUIKit
import Foundation

/// SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): what opening a URL does. By default the
/// system opens it (`UIApplication.shared.open`, which Earshot records in `openedURLs`); an app or
/// a test sets its own with `.environment(\.openURL, OpenURLAction { url in … })`.
public struct OpenURLAction: Sendable {
    /// What the handler did with the URL.
    public struct Result: Sendable, Equatable {
        enum Kind: Equatable, Sendable { case handled, discarded, systemAction }
        let kind: Kind
        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction)
    }

    let handler: @MainActor @Sendable (URL) -> Result

    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url`: the handler first, the system when it asks for the system action.
    @MainActor public func callAsFunction(_ url: URL) {
        if handler(url) == .systemAction { UIApplication.shared.open(url) }
    }
}

extension EnvironmentValues {
    /// How `Link` and code open URLs.
    public var openURL: OpenURLAction {
        get { openURLAction }
        set { openURLAction = newValue }
    }
}
