import EarshotUIKit

/// The sample app's delegate: it builds the window, a navigation controller whose root is the
/// menu of screens, and answers Magic Tap for the whole app.
///
/// The View Controller Programming Guide for iOS, "Magic Tap": when no view or view controller on the way from VoiceOver's cursor up
/// the responder chain handles Magic Tap, it reaches the application and then its delegate; an app
/// whose Magic Tap should do one thing everywhere implements it here. This app's most important
/// action everywhere is playing or pausing its music; a screen with a better one (the stopwatch)
/// handles Magic Tap itself first.
public final class SampleAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    /// The app's time, read by the stopwatch.
    public let clock: SampleClock
    /// The navigation controller filling the window.
    public private(set) var navigationController: UINavigationController?
    /// The menu at the root of the navigation stack.
    public private(set) var menu: SampleMenuViewController?
    /// Whether the app's music plays (Magic Tap toggles it).
    public private(set) var isMusicPlaying = false

    public init(clock: SampleClock = SampleClock()) {
        self.clock = clock
        super.init()
    }

    /// Builds the window: a navigation controller with the menu of `SampleApp.screens` at its root.
    @discardableResult
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.phone.bounds)
        application.addWindow(window)
        let menu = SampleMenuViewController(entries: SampleApp.screens, clock: clock)
        let navigationController = UINavigationController(rootViewController: menu)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
        self.menu = menu
        self.navigationController = navigationController
        return true
    }

    /// Pushes a new view controller for `entry`, as choosing its row in the menu does, and
    /// returns it. Call it as app code (inside `UIApplication.perform`) so VoiceOver hears the
    /// screen change.
    @discardableResult
    public func show(_ entry: SampleScreenEntry) -> UIViewController {
        let controller = entry.makeViewController(clock)
        navigationController?.pushViewController(controller, animated: true)
        return controller
    }

    /// Magic Tap anywhere in the app (unless a screen handles it): play or pause the music, and
    /// say which.
    public override func accessibilityPerformMagicTap() -> Bool {
        isMusicPlaying.toggle()
        UIAccessibility.post(notification: .announcement, argument: isMusicPlaying ? "Music playing" : "Music paused")
        return true
    }
}
