/// The running app (UIKit's `UIApplication`): its windows, its delegate, its device settings,
/// and the assistive technologies watching it.
///
/// There is no process-wide `shared` instance to leak between tests: `UIApplication.shared` is the
/// application whose code is running now — set by VoiceOver while it calls into the app, and by
/// `perform(_:)`. Accessibility notifications posted from that code reach this application's
/// assistive technologies and no others.
@MainActor
open class UIApplication: UIResponder {
    /// The application whose code is running in this task.
    @TaskLocal package static var current: UIApplication?

    /// The application whose code is running now (inside `perform(_:)` or a VoiceOver call), else a
    /// new detached application.
    public static var shared: UIApplication { current ?? UIApplication() }

    /// The app delegate; it follows the application in the responder chain (Magic Tap reaches it).
    open var delegate: UIApplicationDelegate?
    /// The windows, in the order they were added.
    public private(set) var windows: [UIWindow] = []
    /// The window receiving keyboard and VoiceOver's first attention.
    open weak var keyWindow: UIWindow?
    /// The device family; VoiceOver's same-row tolerance depends on it.
    open var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// The user's language (BCP 47), used for VoiceOver's words when an element names none.
    open var preferredLanguage: String = "en-US" {
        didSet { if !layoutDirectionIsExplicit { updateLayoutDirectionFromLanguage() } }
    }
    private var layoutDirectionIsExplicit = false
    private var storedLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// Left-to-right or right-to-left; follows `preferredLanguage` unless set.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { storedLayoutDirection }
        set { storedLayoutDirection = newValue; layoutDirectionIsExplicit = true }
    }
    /// Where this application's accessibility status notifications (announcementDidFinish,
    /// elementFocused, voiceOverStatusDidChange) are posted. A private centre by default, so
    /// parallel tests never see each other's; set it to `.default` to match iOS exactly.
    open var notificationCenter = NotificationCenter()
    /// Whether VoiceOver is running for this application.
    public package(set) var isVoiceOverRunning = false
    /// The URLs `open(_:options:completionHandler:)` handed to the system, oldest first.
    public package(set) var openedURLs: [URL] = []
    /// The assistive technologies (VoiceOver simulators, recorders) receiving this app's posts.
    private var assistiveTechnologies: [WeakAssistiveTechnology] = []

    public override init() {
        super.init()
    }

    /// Runs `body` as this application's code: `UIApplication.shared` is this application and
    /// accessibility notifications posted inside reach its assistive technologies. Work deferred
    /// with `whenPerformReturns(_:)` runs when the outermost `perform` returns.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        performDepth += 1
        defer {
            performDepth -= 1
            runDeferredWork()
        }
        return try Self.$current.withValue(self) { try body() }
    }

    /// How many `perform` calls are running, nested.
    private var performDepth = 0
    private var deferredWork: [@MainActor () -> Void] = []

    /// Runs `work` once this application's code has returned: when the outermost `perform`
    /// returns, or at once when none is running. An assistive technology uses it to handle a
    /// notification after the app call that posted it, as UIKit delivers them.
    package func whenPerformReturns(_ work: @escaping @MainActor () -> Void) {
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
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        if keyWindow == nil { keyWindow = window }
    }

    /// Removes `window` from this application.
    open func removeWindow(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if window.application === self { window.application = nil }
        if keyWindow === window { keyWindow = windows.last }
    }

    /// The app delegate, when it is a responder.
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Assistive technologies

    /// Starts delivering this application's accessibility notifications to `technology`.
    public func addAssistiveTechnology(_ technology: AssistiveTechnology) {
        assistiveTechnologies.removeAll { $0.value == nil || $0.value === technology }
        assistiveTechnologies.append(WeakAssistiveTechnology(value: technology))
    }

    /// Stops delivering notifications to `technology`.
    public func removeAssistiveTechnology(_ technology: AssistiveTechnology) {
        assistiveTechnologies.removeAll { $0.value == nil || $0.value === technology }
    }

    /// Delivers a posted notification to every assistive technology watching this application.
    package func deliver(_ notification: UIAccessibility.Notification, argument: Any?) {
        for technology in assistiveTechnologies.compactMap(\.value) {
            technology.application(self, didPost: notification, argument: argument)
        }
    }

    // MARK: Touches

    /// Synthesizes a one-finger tap at `point` (window coordinates): hit tests, then delivers
    /// touch-began and touch-ended to the view found, which passes them up the responder chain
    /// until one handles them (a control sends `.touchUpInside`). Returns the view hit.
    @discardableResult
    open func sendTap(at point: CGPoint, in window: UIWindow) -> UIView? {
        perform {
            window.layoutIfNeeded()
            guard let view = window.hitTest(point, with: nil) else { return nil }
            let began = UITouch(locationInWindow: point, view: view, window: window, phase: .began)
            view.touchesBegan([began], with: UIEvent(touches: [began]))
            let ended = UITouch(locationInWindow: point, view: view, window: window, phase: .ended)
            view.touchesEnded([ended], with: UIEvent(touches: [ended]))
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
/// part in the responder chain, as Xcode's templates do.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window.
    var window: UIWindow? { get set }
}

/// Something that watches an application's accessibility notifications, as VoiceOver does.
@MainActor
public protocol AssistiveTechnology: AnyObject {
    /// The app posted `notification` with `argument` (UIAccessibility.post).
    func application(_ application: UIApplication, didPost notification: UIAccessibility.Notification, argument: Any?)
}

private struct WeakAssistiveTechnology {
    weak var value: AssistiveTechnology?
}
