import Foundation

extension UIApplication {
    /// Options for `open(_:options:completionHandler:)` (UIKit's `OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only when an installed app (not the browser) handles the URL.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Hands `url` to the system, as UIKit does. There is no other app in Earshot to open it: the
    /// URL is recorded in `openedURLs` for tests to check, and the completion reports that it
    /// opened (false for universal-links-only requests, which no installed app answers here).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) == true
        if !universalOnly { openedURLs.append(url) }
        completionHandler?(!universalOnly)
    }

    /// Whether some app handles `url`'s scheme: web and mail URLs, as on a device without other apps.
    public func canOpenURL(_ url: URL) -> Bool {
        ["http", "https", "mailto", "tel", "sms"].contains(url.scheme?.lowercased() ?? "")
    }
}
