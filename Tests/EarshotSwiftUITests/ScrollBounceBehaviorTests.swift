import EarshotSwiftUI
import EarshotUIKit
import Testing

/// `scrollBounceBehavior(_:axes:)` (Apple's documentation of `ScrollBounceBehavior`: `.basedOnSize`
/// bounces only when the content is larger than the view; `.always` always does; `.automatic` is
/// the platform's, which on iOS bounces a scroll view along its axis). Visual: kept on the hosted
/// `UIScrollView` as `alwaysBounceVertical` / `alwaysBounceHorizontal`.
@Suite("SwiftUI scrollBounceBehavior")
@MainActor
struct ScrollBounceBehaviorTests {
    static func scrollView(in window: UIWindow) -> UIScrollView? {
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if let scroll = view as? UIScrollView { return scroll }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    @Test(
        "Each behaviour and axis",
        arguments: [
            ("none", true, false), ("automatic", true, false), ("basedOnSize", false, false), ("always", true, false),
            ("horizontal always", true, true),
        ])
    func behaviours(name: String, vertical: Bool, horizontal: Bool) throws {
        let content = ScrollView { Text("Short") }
        let screen: UIWindow
        switch name {
        case "automatic": screen = HostedScreen(content.scrollBounceBehavior(.automatic)).window
        case "basedOnSize": screen = HostedScreen(content.scrollBounceBehavior(.basedOnSize)).window
        case "always": screen = HostedScreen(content.scrollBounceBehavior(.always)).window
        case "horizontal always": screen = HostedScreen(content.scrollBounceBehavior(.always, axes: .horizontal)).window
        default: screen = HostedScreen(content).window
        }
        screen.layoutIfNeeded()
        let scroll = try #require(Self.scrollView(in: screen))
        #expect(scroll.alwaysBounceVertical == vertical)
        #expect(scroll.alwaysBounceHorizontal == horizontal)
    }
}
