/// The assistive technologies running in this process, and which of them the code running now
/// belongs to: what decides who hears `UIAccessibility.post(notification:argument:)`, what
/// `UIAccessibility.isVoiceOverRunning` and the other status properties answer, and which
/// application `UIApplication.shared` is.
///
/// On a device one VoiceOver reads one app. Here tests running in parallel each start their own
/// VoiceOver, often on windows of the one `UIApplication.shared`, so the registry decides, in order
/// (docs/architecture.md, "One application, parallel tests"):
/// 1. a post naming an element (or posted by a view): the technologies reading that element's
///    window;
/// 2. code an assistive technology runs (its calls into the app, `voiceOver.perform { }`): that
///    technology and the others reading its window;
/// 3. inside `UIApplication.perform { }` of an application the code created itself (not
///    `UIApplication.shared`): every technology of that application;
/// 4. code in the Swift task that started technologies (a test's own body): those technologies;
/// 5. code in no Swift task (XCTest's synchronous tests, main-queue callbacks): the one
///    technology started outside any task, else the one running technology, when there is
///    exactly one.
/// Otherwise nothing hears it, as on a device with VoiceOver off; ambiguity is logged.
@MainActor
package enum AssistiveTechnologyRegistry {
    /// One running technology.
    @MainActor
    package final class Entry {
        package weak var technology: (any AssistiveTechnology)? { didSet { UIKitChanges.note() } }
        package weak var application: UIApplication? { didSet { UIKitChanges.note() } }
        package weak var window: UIWindow? { didSet { UIKitChanges.note() } }
        /// VoiceOver or Switch Control (UIKit's identifiers); nil for other listeners.
        package let identifier: UIAccessibility.AssistiveTechnologyIdentifier?
        /// The Swift task that started it; nil when started outside any task.
        package let task: Int?
        /// The device settings the technology's user chose (shared by technologies on one window).
        package let settings: AccessibilitySettings
        /// The clock the app work this technology's code schedules runs on (docs/app-clock.md).
        package let clock = AppClock()

        init(
            technology: any AssistiveTechnology, application: UIApplication, window: UIWindow?,
            identifier: UIAccessibility.AssistiveTechnologyIdentifier?, task: Int?, settings: AccessibilitySettings
        ) {
            self.technology = technology
            self.application = application
            self.window = window
            self.identifier = identifier
            self.task = task
            self.settings = settings
        }

        package var isLive: Bool { technology != nil && application != nil }
    }

    /// The technology whose code is running in this task (rule 2).
    package static var scope: Entry? { AppCodeScope.current?.technology }

    private static var entries: [Entry] = []

    /// A key for the Swift task running this code; nil outside any task.
    package static var currentTask: Int? {
        withUnsafeCurrentTask { $0?.hashValue }
    }

    /// The settings of the technologies already running on `window`, else new ones: technologies
    /// on one window run on one device.
    package static func settings(forWindow window: UIWindow?) -> AccessibilitySettings {
        window.flatMap { window in entries.first { $0.isLive && $0.window === window }?.settings } ?? AccessibilitySettings()
    }

    /// Starts delivering to `technology`, which reads `window` (when it reads one) with `settings`
    /// (by default those of the window's other technologies).
    @discardableResult
    package static func register(
        _ technology: any AssistiveTechnology, application: UIApplication, window: UIWindow?,
        identifier: UIAccessibility.AssistiveTechnologyIdentifier?, settings: AccessibilitySettings? = nil
    ) -> Entry {
        prune()
        if let existing = entry(for: technology) { return existing }
        let entry = Entry(
            technology: technology, application: application, window: window, identifier: identifier,
            task: currentTask, settings: settings ?? Self.settings(forWindow: window)
        )
        entries.append(entry)
        // Work the test's app scheduled before the technology started is the technology's now
        // (docs/app-clock.md, "Whose clock"): all of a test's own application's, and the
        // process's application's only when this task scheduled it.
        entry.clock.adoptWork(
            from: application.clock, scheduledBy: application === UIApplication.processApplication ? currentTask ?? -1 : nil)
        return entry
    }

    /// Stops delivering to `technology`.
    package static func unregister(_ technology: any AssistiveTechnology) {
        entries.removeAll { !$0.isLive || $0.technology === technology }
    }

    /// The registration of `technology`, while it runs.
    package static func entry(for technology: any AssistiveTechnology) -> Entry? {
        entries.first { $0.isLive && $0.technology === technology }
    }

    /// The running technologies of `application`.
    package static func entries(of application: UIApplication) -> [Entry] {
        entries.filter { $0.isLive && $0.application === application }
    }

    private static func prune() {
        entries.removeAll { !$0.isLive }
    }

    // MARK: Deciding

    /// Who hears a post (rules 1–5): `window` is the window of the element posted or of the view
    /// posting; `application` the one whose code runs (`UIApplication.perform`).
    /// - Complexity: O(t), t the number of running technologies.
    package static func listeners(window: UIWindow?, application: UIApplication?) -> [Entry] {
        let live = entries.filter(\.isLive)
        if let window {
            let reading = live.filter { $0.window === window }
            if !reading.isEmpty { return reading }
        }
        let owner = window?.application ?? application
        let pool = owner.map { owner in live.filter { $0.application === owner } } ?? live
        if let scoped = scopedGroup(in: pool) { return scoped }
        if let owner, owner !== UIApplication.processApplication { return pool }
        return ambient(in: pool)
    }

    /// The technologies the code running now belongs to, for status reads and
    /// `UIApplication.shared` (rules 2, 4, 5).
    /// - Complexity: O(t).
    package static func current() -> [Entry] {
        let live = entries.filter(\.isLive)
        return scopedGroup(in: live) ?? ambient(in: live)
    }

    /// Delivers a post to its listeners (rules 1–5), each told which application it came from.
    /// - Complexity: O(t).
    package static func deliver(
        _ notification: UIAccessibility.Notification, argument: Any?, window: UIWindow?, application: UIApplication?
    ) {
        for entry in listeners(window: window, application: application) {
            guard let technology = entry.technology, let owner = entry.application else { continue }
            technology.application(owner, didPost: notification, argument: argument)
        }
    }

    /// Rule 2: the scope's technology and those reading its window; nil outside any scope.
    private static func scopedGroup(in pool: [Entry]) -> [Entry]? {
        guard let scope else { return nil }
        guard scope.isLive else { return [] }
        return pool.filter { $0 === scope || ($0.window != nil && $0.window === scope.window) }
    }

    /// The technology whose clock app work scheduled now runs on (docs/app-clock.md, "Whose
    /// clock"): the one whose call into the app is running, else the first the test's task
    /// started, else the one running technology; nil when none decides.
    /// - Complexity: O(t).
    package static func clockOwner() -> Entry? {
        if let scope { return scope.isLive ? scope : nil }
        return ambient(in: entries.filter(\.isLive), reporting: false).first
    }

    /// Rules 4 and 5.
    private static func ambient(in pool: [Entry], reporting: Bool = true) -> [Entry] {
        if let task = currentTask {
            let started = pool.filter { $0.task == task }
            if !started.isEmpty { return started }
            // Started outside any task (a synchronous XCTest), read from a task it spawned.
            let untasked = pool.filter { $0.task == nil }
            return untasked.count == 1 ? untasked : []
        }
        // XCTest starts technologies outside any task too: prefer the one started that way.
        let untasked = pool.filter { $0.task == nil }
        if untasked.count == 1 { return untasked }
        if untasked.isEmpty, pool.count == 1 { return pool }
        if pool.count > 1, reporting { reportAmbiguity(pool.count) }
        return []
    }

    private static func reportAmbiguity(_ count: Int) {
        let message =
            "Earshot: code outside any Swift task and outside any assistive technology's call reached "
            + "none of the \(count) running assistive technologies, as it cannot tell which it belongs to; "
            + "run it inside voiceOver.perform { } or post with an element of the window.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
