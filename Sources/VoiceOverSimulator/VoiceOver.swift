import AccessibilityTree
import EarshotUIKit

/// A simulated iOS VoiceOver running on one window: a cursor over the elements the walk
/// (`AccessibilityTree`) finds, driven by the gestures a blind user makes, speaking what
/// VoiceOver speaks (`SpeechComposer`), calling into the app as iOS does, and reacting to what the
/// app posts (docs/voiceover-behaviour.md §5–8 (Gestures, Rotor, Notifications, Focus), §11 (Speech timing)).
///
/// Creating it starts VoiceOver for the window's application (a bare window joins
/// `UIApplication.shared`): `UIAccessibility.isVoiceOverRunning` becomes true in the code it calls
/// and in the test that started it, `voiceOverStatusDidChangeNotification` is posted on
/// `NotificationCenter.default` (object: this VoiceOver; when the app is in the background, on its
/// return to the foreground), the summary element (else the first element) is focused and spoken.
/// `stop()` ends it.
///
/// Every gesture returns what it made VoiceOver say: the last utterance it asked for (said now or
/// queued), which is what the user is left hearing; nil when it said nothing — past either end of
/// the screen, for instance, where focus stays and a boundary sound plays. Everything said is in
/// `spokenLog`, everything done in `events`.
///
/// Time is virtual (`now`, `advance(by:)`, `settle()`): speech takes the time `SpeechTiming` says,
/// and nothing sleeps. Every call into app code runs inside `application.perform { }` and this
/// VoiceOver's scope, so `UIApplication.shared` is the app and what it posts reaches this VoiceOver
/// and no other (docs/architecture.md, "One application, parallel tests"); notifications the app
/// posts while VoiceOver is calling it are handled after the call returns, in order. VoiceOver's
/// own notifications (announcementDidFinish, elementFocused, voiceOverStatusDidChange) go to
/// `NotificationCenter.default` with this VoiceOver as their `object`.
@MainActor
public final class VoiceOver {
    /// The window VoiceOver reads.
    public var window: UIWindow { app.window }
    /// The application VoiceOver is running for.
    public var application: UIApplication { app.application }
    /// The settings in effect; changes apply to the next utterance.
    public var settings: VoiceOverSettings {
        didSet { composer = SpeechComposer(settings: settings) }
    }
    /// The device's Settings › Accessibility choices the app reads (`UIAccessibility.isReduceMotionEnabled`,
    /// …), shared with other assistive technologies on this window.
    public let accessibilitySettings: AccessibilitySettings

    // MARK: Output

    /// The last utterance that began.
    public internal(set) var lastSpoken: String?
    /// One entry per utterance, in the order they began: an element's description and hint joined
    /// with ", ", an announcement, a scroll status, a rotor item's name, …
    public internal(set) var spokenLog: [String] = []
    /// Everything VoiceOver did, in order.
    public internal(set) var events: [VoiceOverEvent] = []
    /// The notifications the app posted, with their arguments, in the order handled.
    public internal(set) var notificationLog: [ReceivedNotification] = []
    /// What was said and played, on the virtual clock (for rendering speech as audio).
    public internal(set) var timeline = SpeechTimeline()
    /// Whether VoiceOver is running (false after `stop()`; gestures then do nothing).
    @exclusivity(unchecked) public internal(set) var isRunning = false

    // MARK: State
    // Scalars read at every gesture are `@exclusivity(unchecked)`: docs/architecture.md,
    // "Exclusivity checks on the gesture path".

    /// The tree as last read (`KeptTree`: kept while current, updated element by element).
    public var tree: AccessibilityTree {
        _read { yield kept.tree }
    }
    /// The live object under the cursor. Reading it reads the app again first, so a cursor whose
    /// element has gone away has already moved (docs/voiceover-behaviour.md §8 (Focus)).
    public var focusedElement: NSObject? {
        if isRunning { refreshIfIdle() }
        return focusedObject
    }

    var composer: SpeechComposer
    /// How VoiceOver calls the app (its scope, its registration while it runs).
    let app: AppConnection
    /// The tree VoiceOver holds between gestures.
    var kept = KeptTree()
    @exclusivity(unchecked) var focusedObject: NSObject?
    /// The focused element's position in reading order when the tree was last read; after the
    /// element disappears it is where the cursor was (docs/voiceover-behaviour.md §8 (Focus)).
    @exclusivity(unchecked) var focusedIndex = 0
    /// The focused object is no longer in the tree; the cursor moves on the next occasion.
    @exclusivity(unchecked) var focusIsStale = false
    /// The element to give focus back to when the modal view the cursor moved into goes away.
    var modalFocusReturn: ModalFocusReturn?

    var speech = SpeechQueue()
    @exclusivity(unchecked) var nextUtteranceID = 0
    /// The virtual clock.
    @exclusivity(unchecked) public internal(set) var now: Duration = .zero

    /// Notifications the app posted while VoiceOver was calling it, not yet handled.
    var pendingNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] = []
    /// How many times the tree was read from the app (kept trees are not counted), for tests.
    package var treeReads: Int { kept.reads }
    /// How many times a kept tree was brought up to date by reading only the elements whose
    /// attributes changed, for tests.
    package var treeUpdates: Int { kept.updates }
    @exclusivity(unchecked) var isHandlingNotifications = false

    /// Texts asked to be spoken during the current gesture (its return value is the last).
    var gestureSpeech: [String]?
    /// How many times a notification moved the cursor (screen change, layout change to an
    /// element); VoiceOver's own reaction to a gesture gives way to such a move.
    @exclusivity(unchecked) var cursorTakeovers = 0

    /// The rotor: the item the user chose by turning it, and the item in effect.
    var userRotorChoice: String?
    var selectedRotorItem: VoiceOverRotorItem?
    /// Position in the Actions rotor: 0 is the default action ("Activate").
    @exclusivity(unchecked) var actionIndex = 0
    /// Position in the More Content rotor: -1 before the first entry.
    @exclusivity(unchecked) var contentIndex = -1

    /// Read All in progress.
    @exclusivity(unchecked) var isReadingAll = false
    /// While true, `.pageScrolled` statuses are not spoken (Read All turning a page).
    @exclusivity(unchecked) var suppressesScrollStatus = false
    /// The last scroll status posted (three-finger tap repeats it).
    var lastScrollStatus: String?

    /// Polling of an `updatesFrequently` element: when the next poll is due, and what was said.
    @exclusivity(unchecked) var nextPollTime: Duration?
    var polledParts: [String] = []

    /// How often an `updatesFrequently` element is polled while focused, in virtual time.
    public static let pollingInterval: Duration = .seconds(1)

    // MARK: Life cycle

    /// Starts VoiceOver on `window`. The window's application is used; a window without one joins
    /// `UIApplication.shared`.
    public init(window: UIWindow, settings: VoiceOverSettings = .init()) {
        self.settings = settings
        self.composer = SpeechComposer(settings: settings)
        app = AppConnection(window: window)
        self.accessibilitySettings = AssistiveTechnologyRegistry.settings(forWindow: window)
        app.recorder = self
        start()
    }

    private func start() {
        isRunning = true
        app.registration = AssistiveTechnologyRegistry.register(
            self, application: application, window: window, identifier: .notificationVoiceOver, settings: accessibilitySettings
        )
        callApp(nil, on: nil) {
            application.postStatusChange(UIAccessibility.voiceOverStatusDidChangeNotification, object: self)
        }
        beginGesture()
        let first = tree.elements.first { $0.traits.contains(.summaryElement) } ?? tree.elements.first
        if let first {
            moveFocus(to: first.object)
            afterAppCalls {
                if let node = focusedNode { speakElement(node) }
            }
        }
        _ = endGesture()
    }

    /// Turns VoiceOver off: speech stops (announcements playing or waiting finish unsuccessfully),
    /// `isVoiceOverRunning` becomes false, `voiceOverStatusDidChangeNotification` is posted, and
    /// the app's notifications no longer reach this simulator.
    public func stop() {
        guard isRunning else { return }
        isReadingAll = false
        apply(speech.stopAll())
        if let focused = focusedObject { focused.isFocusedByAssistiveTechnology = false }
        isRunning = false
        nextPollTime = nil
        application.removeAssistiveTechnology(self)
        app.registration = nil
        pendingNotifications.removeAll()
        callApp(nil, on: nil) {
            application.postStatusChange(UIAccessibility.voiceOverStatusDidChangeNotification, object: self)
        }
    }

    /// Forgets what was spoken and done so far (`lastSpoken`, `spokenLog`, `events`,
    /// `notificationLog`).
    public func clearLog() {
        lastSpoken = nil
        spokenLog.removeAll()
        events.removeAll()
        notificationLog.removeAll()
        timeline.clear(at: now)
    }

    // MARK: What is focused

    /// The focused element's node in the current tree.
    var focusedNode: AccessibilityNode? {
        guard let focusedObject, !focusIsStale, tree.elements.indices.contains(focusedIndex),
            tree.elements[focusedIndex].object === focusedObject
        else { return nil }
        return tree.elements[focusedIndex]
    }

    /// What VoiceOver says for the focused element: its description and hint, as spoken.
    public var focusedDescription: String? {
        guard isRunning else { return nil }
        refreshIfIdle()
        return focusedNode.map { elementSpeech(for: $0).text(includingHint: true) }
    }

    /// Every element's speech (description and hint), first to last in reading order, read from
    /// the app as it is now (`Transcript`). The cursor does not move and no focus callback runs.
    /// - Complexity: O(n log n), n the number of objects walked.
    public func transcript() -> [String] {
        Transcript(tree: KeptTree.read(app), settings: settings).texts
    }

    // MARK: Calling the app

    /// Runs app code as iOS does (`AppConnection.callApp`): inside `application.perform`, so
    /// `UIApplication.shared` is the app and its posts reach this VoiceOver, which handles them
    /// after the call returns. A non-nil `name` is recorded as `.appMethodCalled`.
    @discardableResult
    func callApp<Result>(_ name: String?, on object: AnyObject?, _ body: () -> Result) -> Result {
        app.callApp(name, on: object, body)
    }

    /// Runs app code that only answers questions (getters, the walk): as `callApp`, but without
    /// marking the tree as possibly changed.
    func readApp<Result>(_ body: () -> Result) -> Result {
        app.readApp(body)
    }

    /// Runs `body` as this VoiceOver's app code: inside `application.perform` and this VoiceOver's
    /// scope, so posts with no element reach it and `UIAccessibility.isVoiceOverRunning` is true.
    func asApp<Result>(_ body: () throws -> Result) rethrows -> Result {
        try app.asApp(body)
    }

    /// Runs a test's `body` as code that belongs to this VoiceOver: what it posts with no element
    /// (an announcement) reaches this VoiceOver, and `UIApplication.shared` is its application.
    /// Needed only where nothing else decides — code that runs neither in VoiceOver's calls, nor
    /// in the task that started it, nor with an element of its window (a `Task { }` the test
    /// created, for instance); see docs/architecture.md, "One application, parallel tests".
    /// What it posts is handled when it returns, and the app work it scheduled at once runs then
    /// (docs/app-clock.md).
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        let result = try asApp(body)
        if app.callDepth == 0, gestureSpeech == nil, !isHandlingNotifications, hasAppWorkDue {
            settleAppInteraction()
        }
        return result
    }

    /// Runs asynchronous test code as code that belongs to this VoiceOver, including the tasks it
    /// creates; what it posts is handled as it posts.
    public func perform<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await AppCodeScope.$current.withValue(
            AppCodeScope(application: application, technology: app.registration, sleepsOnAppClock: false), operation: body,
            isolation: isolation
        )
    }

    /// `elementFocusedNotification`'s user info with VoiceOver's identifier.
    static let focusUserInfo = AccessibilityFocusHandoff.UserInfo(technology: .notificationVoiceOver)

    /// A short name of `object` for the event log (`AppConnection.describe`); `hint` is where it
    /// probably stands in reading order.
    /// The label comes from the kept tree's fields, as `elementIndex(of:hint:)` reads them.
    func describe(_ object: AnyObject, hint: Int? = nil) -> String {
        var knownLabel: String?? = nil
        if kept.tree.isCurrent, let index = elementIndex(of: object, hint: hint) { knownLabel = .some(kept.tree.elements[index].label) }
        return app.describe(object, knownLabel: knownLabel)
    }

    // MARK: Reading the tree

    /// Reads the tree again and finds the cursor in it, when app code ran since it was last read
    /// (or always, with `force`: code outside VoiceOver may have changed the app). When the
    /// focused object is gone the cursor is marked stale; it moves when the current interaction
    /// ends (docs/voiceover-behaviour.md §8 (Focus)).
    ///
    /// The tree is kept, unread, when it is still current: no setter of the screen's UIKit and
    /// SwiftUI objects ran since, and no app code answered when it was read (`isCurrent`;
    /// docs/architecture.md, "Keeping the tree"). What it says is then what a read would say.
    /// When only some of its elements' attributes changed, those alone are read again
    /// ("Reading again only what changed").
    /// - Complexity: O(1) amortized for a kept tree; O(k) for k elements read again; O(n log n)
    ///   for a read.
    func refresh(force: Bool = false) {
        // Asked before the kept tree is touched: most calls find nothing new.
        guard force || app.appMayHaveChanged, kept.refresh(from: app, force: force) else { return }
        guard let focused = focusedObject else {
            focusIsStale = false
            return
        }
        if let index = elementIndex(of: focused, hint: focusedIndex) {
            focusedIndex = index
            focusIsStale = false
            updatePolling(focusedAt: index)
        } else {
            focusIsStale = true
        }
    }

    /// Reads the tree again when no interaction is under way (for state read by tests between
    /// gestures); a cursor left on a vanished element moves silently.
    func refreshIfIdle() {
        guard app.callDepth == 0, gestureSpeech == nil, !isHandlingNotifications else { return }
        refresh(force: true)
        resolveStaleFocus(speaking: false)
    }
}

extension VoiceOver: AppCallRecorder {
    package func appMethodCalled(_ name: String, on object: AnyObject?) {
        events.append(.appMethodCalled(name: name, on: object.map { describe($0) } ?? "nil"))
    }

    package func tapSent(at point: CGPoint, hitting view: UIView?) {
        events.append(.tapSynthesized(at: point, hitView: view))
    }
}
