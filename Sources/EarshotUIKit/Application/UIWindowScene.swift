/// A scene that shows windows (UIKit's `UIWindowScene`): the windows made with
/// `UIWindow(windowScene:)`, on the device's screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The application whose scene this is.
    package weak var application: UIApplication? { didSet { UIKitChanges.note() } }

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The windows of this scene, in the order they joined the application.
    open var windows: [UIWindow] { (application ?? UIApplication.shared).windows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen the scene is on.
    open var screen: UIScreen { UIScreen.main }
    /// The scene's traits: its key window's, else its first window's, else none specified.
    open var traitCollection: UITraitCollection { (keyWindow ?? windows.first)?.traitCollection ?? UITraitCollection() }
    /// What the status bar shows over the scene: its key window's (`UIStatusBarManager`).
    open var statusBarManager: UIStatusBarManager? { (keyWindow ?? windows.first)?.statusBarManager }
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`): Xcode's template keeps the
/// window it makes in `scene(_:willConnectTo:options:)` in `var window: UIWindow?`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (declare `var window: UIWindow?` to keep one).
    var window: UIWindow? { get }
}

extension UIWindowSceneDelegate {
    /// A delegate that declares no window has none, as UIKit answers for the optional property.
    public var window: UIWindow? { nil }
}

extension UIWindow {
    /// A window in `windowScene`, filling its screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }
}
