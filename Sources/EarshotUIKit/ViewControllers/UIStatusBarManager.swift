/// The status bar's style (UIKit's `UIStatusBarStyle`, its raw values).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// What the status bar over a window shows (UIKit's `UIStatusBarManager`, which a window scene
/// holds; here each window holds its own, as Earshot's windows stand for their scenes). As in
/// UIKit, it reads the showing controller's `prefersStatusBarHidden` and
/// `preferredStatusBarStyle` when the window gets its root controller and when a controller calls
/// `setNeedsStatusBarAppearanceUpdate()`, not at every change. Earshot draws no status bar and
/// VoiceOver here reads none (docs/uikit.md, "Status bar").
@preconcurrency @MainActor
public final class UIStatusBarManager {
    /// Whether the status bar is hidden.
    public private(set) var isStatusBarHidden = false
    /// The status bar's style.
    public private(set) var statusBarStyle = UIStatusBarStyle.default
    private weak var window: UIWindow?

    init(window: UIWindow) {
        self.window = window
    }

    /// The status bar's frame in the window: the top 54 points of an iPhone 15 (docs/uikit.md,
    /// "Status bar"), or zero when hidden.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let window else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: UIStatusBarManager.height)
    }

    /// The status bar's height on Earshot's phone.
    static let height: CGFloat = 54

    /// Reads the preferences of the controller that decides them: the root's topmost presented
    /// controller, then each `childForStatusBarHidden` (or `…Style`) it names.
    /// - Complexity: O(c), c the controllers followed; a chain that comes back to a controller it
    ///   passed ends there.
    func update() {
        guard let root = window?.rootViewController else {
            isStatusBarHidden = false
            statusBarStyle = .default
            return
        }
        var top = root
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let presented = top.presentedViewController, seen.insert(ObjectIdentifier(presented)).inserted { top = presented }
        isStatusBarHidden = Self.decider(from: top, next: { $0.childForStatusBarHidden }).prefersStatusBarHidden
        statusBarStyle = Self.decider(from: top, next: { $0.childForStatusBarStyle }).preferredStatusBarStyle
    }

    private static func decider(from controller: UIViewController, next: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = controller
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
        while let child = next(current), seen.insert(ObjectIdentifier(child)).inserted { current = child }
        return current
    }
}
