import EarshotSwiftUI
import EarshotUIKit
import VoiceOverSimulator

/// A phone-sized window whose root view controller hosts `content`, as an app does:
/// `window.rootViewController = UIHostingController(rootView: content)`.
@MainActor
struct HostedScreen<Content: View> {
    let window: UIWindow
    let application: UIApplication
    let controller: UIHostingController<Content>

    init(_ content: Content) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        application = UIApplication()
        application.addWindow(window)
        controller = UIHostingController(rootView: content)
        window.rootViewController = controller
    }

    init(@ViewBuilder _ content: () -> Content) { self.init(content()) }

    func voiceOver() -> VoiceOver { VoiceOver(window: window) }

    /// Every element's speech, first to last.
    func transcript() -> [String] { voiceOver().transcript() }
}
