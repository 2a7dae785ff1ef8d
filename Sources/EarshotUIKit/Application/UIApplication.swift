/// The running app (UIKit's `UIApplication`): its windows, its delegate, its device settings,
/// and the assistive technologies watching it.
///
/// As in UIKit, `UIApplication.shared` is one application for the process: bare windows join it
/// when shown (`makeKeyAndVisible()`, `isHidden = false`) or read (`VoiceOver(window:)`), and its
/// delegate follows it in the responder chain. Tests running in parallel share it but never hear
/// each other: a post reaches the assistive technologies its code belongs to
/// (`AssistiveTechnologyRegistry`, docs/architecture.md "One application, parallel tests"). A test
/// that changes app-wide state (delegate, language, life cycle) while others run can create an
/// application of its own with `UIApplication()`; inside its `perform { }`, and in code its
/// VoiceOver runs, `UIApplication.shared` is that application.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application whose code is running in this task (inside `perform(_:)`).
    package static var current: UIApplication? { AppCodeScope.current?.application }

    /// The process's application, which bare windows join.
    // the process's application, beside a test's own:
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    package static let processApplication = UIApplication()

    /// The application whose code is running now: the one inside `perform(_:)`, else the one of
    /// the assistive technology this code belongs to (the VoiceOver calling it, or the one this
    /// test started), else the process's application.
    public static var shared: UIApplication {
        if let current { return current }
        if let application = AssistiveTechnologyRegistry.current().lazy.compactMap(\.application).first {
            return application
        }
        return processApplication
    }

    /// The app delegate; it follows the application in the responder chain (Magic Tap reaches it).
    open var delegate: UIApplicationDelegate? { didSet { UIKitChanges.note() } }
    /// The windows, in the order they were added. Held weakly: whoever shows a window keeps it
    /// (the delegate's `window`, a test), so windows of finished tests do not pile up in the
    /// process's application.
    public var windows: [UIWindow] { windowStorage.compactMap(\.value) }
    private var windowStorage: [WeakWindow] = [] { didSet { UIKitChanges.note() } }
    /// The window receiving keyboard and VoiceOver's first attention.
    open weak var keyWindow: UIWindow? { didSet { UIKitChanges.note() } }
    /// The device family; VoiceOver's same-row tolerance depends on it.
    open var userInterfaceIdiom: UIUserInterfaceIdiom = .phone { didSet { UIKitChanges.note() } }
    /// The user's language (BCP 47), used for VoiceOver's words when an element names none.
    open var preferredLanguage: String = "en-US" {
        didSet {
            UIKitChanges.note()
            if !layoutDirectionIsExplicit { updateLayoutDirectionFromLanguage() }
        }
    }
    private var layoutDirectionIsExplicit = false { didSet { UIKitChanges.note() } }
    private var storedLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight { didSet { UIKitChanges.note() } }
    /// Left-to-right or right-to-left; follows `preferredLanguage` unless set.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { storedLayoutDirection }
        set {
            storedLayoutDirection = newValue
            layoutDirectionIsExplicit = true
        }
    }
    /// Whether a VoiceOver is running on one of this application's windows.
    public var isVoiceOverRunning: Bool {
        AssistiveTechnologyRegistry.entries(of: self).contains { $0.identifier == .notificationVoiceOver }
    }
    /// Where the app is in its life cycle (`sendToBackground()`, `bringToForeground()`).
    public package(set) var applicationState: State = .active {
        didSet {
            UIKitChanges.note()
            NotificationCenter.default.post(name: Self.stateDidChangeNotification, object: self)
        }
    }
    /// Status changes that happened in the background, posted on return to the foreground.
    package var statusNotificationsAwaitingForeground: [(name: Notification.Name, object: AnyObject)] = [] {
        didSet { UIKitChanges.note() }
    }
    /// The scenes connected by `launch(delegate:sceneDelegate:)`, held as UIKit holds them.
    package var connectedSceneStorage: [UIScene] = [] { didSet { UIKitChanges.note() } }
    /// The values set on appearance proxies (`UIAppearance`), oldest first; views take them when
    /// they enter one of this application's windows.
    package var appearanceEntries: [UIAppearanceEntry] = [] { didSet { UIKitChanges.note() } }
    /// The URLs `open(_:options:completionHandler:)` handed to the system, oldest first.
    public package(set) var openedURLs: [URL] = [] { didSet { UIKitChanges.note() } }
    /// The clock of app work no assistive technology owns (docs/app-clock.md, "Whose clock"): a
    /// test runs it with `clock.advance(by:)`.
    public let clock = AppClock()
    public override init() {
        super.init()
    }

    /// Runs `body` as this application's code: `UIApplication.shared` is this application and
    /// accessibility notifications posted inside reach its assistive technologies. Work deferred
    /// with `whenPerformReturns(_:)` runs when the outermost `perform` returns.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try perform(calledBy: AssistiveTechnologyRegistry.scope, body)
    }

    /// Runs `body` as this application's code called by `technology` (an assistive technology's
    /// call into the app; nil for the app's own code): as `perform(_:)`, and posts inside reach
    /// that technology (`AssistiveTechnologyRegistry`, rule 2).
    package func perform<Result>(
        calledBy technology: AssistiveTechnologyRegistry.Entry?, _ body: () throws -> Result
    ) rethrows -> Result {
        performDepth += 1
        defer {
            performDepth -= 1
            runDeferredWork()
        }
        return try AppCodeScope.$current.withValue(AppCodeScope(application: self, technology: technology), operation: body)
    }

    /// How many `perform` calls are running, nested.
    private var performDepth = 0
    private var deferredWork: [() -> Void] = []

    /// Runs `work` once this application's code has returned: when the outermost `perform`
    /// returns, or at once when none is running. An assistive technology uses it to handle a
    /// notification after the app call that posted it, as UIKit delivers them.
    package func whenPerformReturns(_ work: @escaping () -> Void) {
        deferredWork.append(work)
        runDeferredWork()
    }

    private func runDeferredWork() {
        while performDepth == 0, !deferredWork.isEmpty {
            deferredWork.removeFirst()()
        }
    }

    /// Shows `window` in this application.
    open func addWindow(_ window: UIWindow) {
        if let previous = window.application, previous !== self {
            previous.removeWindow(window)
        }
        window.application = self
        windowStorage.removeAll { $0.value == nil }
        if !windowStorage.contains(where: { $0.value === window }) { windowStorage.append(WeakWindow(value: window)) }
        if keyWindow == nil { keyWindow = window }
    }

    /// Removes `window` from this application.
    open func removeWindow(_ window: UIWindow) {
        windowStorage.removeAll { $0.value == nil || $0.value === window }
        if window.application === self { window.application = nil }
        if keyWindow === window { keyWindow = windows.last }
    }

    /// The app delegate, when it is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Assistive technologies

    /// Starts delivering this application's accessibility notifications to `technology`: the
    /// posts of code that belongs to it (see `AssistiveTechnologyRegistry`). `window` is the window
    /// it reads, when it reads one; `identifier` says whether it is VoiceOver or Switch Control,
    /// for `UIAccessibility.isVoiceOverRunning` and `isSwitchControlRunning`.
    public func addAssistiveTechnology(
        _ technology: AssistiveTechnology, window: UIWindow? = nil,
        identifier: UIAccessibility.AssistiveTechnologyIdentifier? = nil
    ) {
        AssistiveTechnologyRegistry.register(technology, application: self, window: window, identifier: identifier)
    }

    /// Stops delivering notifications to `technology`.
    public func removeAssistiveTechnology(_ technology: AssistiveTechnology) {
        AssistiveTechnologyRegistry.unregister(technology)
    }

    // MARK: Touches

    /// Synthesizes a one-finger tap at `point` (window coordinates): hit tests, then delivers
    /// touch-began and touch-ended to the view found, which passes them up the responder chain
    /// until one handles them (a control sends `.touchUpInside`), and to the gesture recognizers
    /// of that view and the views above it (`TapDelivery`). Returns the view hit.
    @discardableResult
    open func sendTap(at point: CGPoint, in window: UIWindow) -> UIView? {
        perform {
            window.layoutIfNeeded()
            guard let view = window.hitTest(point, with: nil) else { return nil }
            let began = UITouch(locationInWindow: point, view: view, window: window, phase: .began)
            let ended = UITouch(locationInWindow: point, view: view, window: window, phase: .ended)
            TapDelivery.deliver(began: began, ended: ended, to: view)
            return view
        }
    }

    private func updateLayoutDirectionFromLanguage() {
        storedLayoutDirection = UIApplication.isRightToLeft(language: preferredLanguage) ? .rightToLeft : .leftToRight
    }

    /// Whether a BCP 47 tag names a right-to-left language (Arabic, Hebrew, Persian, Urdu, …).
    public nonisolated static func isRightToLeft(language: String) -> Bool {
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "ks", "syr"]
        if rightToLeft.contains(primary) { return true }
        // A script subtag can make any language right-to-left (az-Arab, pa-Arab).
        let scripts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().map { $0.lowercased() }
        return scripts.contains { ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg"].contains($0) }
    }
}

/// The app delegate (UIKit's `UIApplicationDelegate`). Make it a `UIResponder` subclass to take
/// part in the responder chain, as Xcode's templates do. Every requirement is optional, as in
/// UIKit: `final class AppDelegate: UIResponder, UIApplicationDelegate { }` compiles.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window (declare `var window: UIWindow?` to keep one).
    var window: UIWindow? { get }
    /// Launching has begun; the app's state is not restored yet (`finishLaunching()`).
    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launching is done: the place where an app sets up its window and services
    /// (`UIApplication.launch(delegate:sceneDelegate:)`); false stops the launch before any scene
    /// connects.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app moved to the background (after `applicationWillResignActive`).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to stop being active (a call, the app switcher, going to the background).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The configuration of a scene about to connect.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    /// A delegate that declares no window has none, as UIKit answers for the optional property.
    public var window: UIWindow? { nil }
    /// Optional in UIKit: a delegate that does not implement it lets the launch go on.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Optional in UIKit: a delegate that does not implement it lets the launch go on.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Optional in UIKit: a delegate that does not implement it is not told.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Optional in UIKit: without it, the session's own configuration (its role, no name).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
}

/// Something that watches an application's accessibility notifications, as VoiceOver does.
@preconcurrency @MainActor
public protocol AssistiveTechnology: AnyObject, Sendable {
    /// The app posted `notification` with `argument` (UIAccessibility.post).
    func application(_ application: UIApplication, didPost notification: UIAccessibility.Notification, argument: Any?)
}

private struct WeakWindow {
    weak var value: UIWindow?
}
