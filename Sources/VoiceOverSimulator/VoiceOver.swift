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
    /// What was said and played, on the virtual clock (for rendering speech as audio).
    public internal(set) var timeline = SpeechTimeline()
    /// Whether VoiceOver is running (false after `stop()`; gestures then do nothing).
    public internal(set) var isRunning = false

    // MARK: State

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
    var focusedObject: NSObject?
    /// The focused element's position in reading order when the tree was last read; after the
    /// element disappears it is where the cursor was (docs/voiceover-behaviour.md §8 (Focus)).
    var focusedIndex = 0
    /// The focused object is no longer in the tree; the cursor moves on the next occasion.
    var focusIsStale = false
    /// The element to give focus back to when the modal view the cursor moved into goes away.
    var modalFocusReturn: ModalFocusReturn?

    var speech = SpeechQueue()
    var nextUtteranceID = 0
    /// The virtual clock.
    public internal(set) var now: Duration = .zero

    /// Notifications the app posted while VoiceOver was calling it, not yet handled.
    var pendingNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] = []
    /// How many times the tree was read from the app (kept trees are not counted), for tests.
    package var treeReads: Int { kept.reads }
    /// How many times a kept tree was brought up to date by reading only the elements whose
    /// attributes changed, for tests.
    package var treeUpdates: Int { kept.updates }
    var isHandlingNotifications = false

    /// Texts asked to be spoken during the current gesture (its return value is the last).
    var gestureSpeech: [String]?
    /// How many times a notification moved the cursor (screen change, layout change to an
    /// element); VoiceOver's own reaction to a gesture gives way to such a move.
    var cursorTakeovers = 0

    /// The rotor: the item the user chose by turning it, and the item in effect.
    var userRotorChoice: String?
    var selectedRotorItem: VoiceOverRotorItem?
    /// Position in the Actions rotor: 0 is the default action ("Activate").
    var actionIndex = 0
    /// Position in the More Content rotor: -1 before the first entry.
    var contentIndex = -1

    /// Read All in progress.
    var isReadingAll = false
    /// While true, `.pageScrolled` statuses are not spoken (Read All turning a page).
    var suppressesScrollStatus = false
    /// The last scroll status posted (three-finger tap repeats it).
    var lastScrollStatus: String?

    /// Polling of an `updatesFrequently` element: when the next poll is due, and what was said.
    var nextPollTime: Duration?
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

    /// Forgets what was spoken and done so far (`lastSpoken`, `spokenLog`, `events`).
    public func clearLog() {
        lastSpoken = nil
        spokenLog.removeAll()
        events.removeAll()
        timeline.clear(at: now)
    }

    // MARK: What is focused

    /// The focused element's node in the current tree.
    var focusedNode: AccessibilityNode? {
        guard let focusedObject, !focusIsStale, tree.elements.indices.contains(focusedIndex),
              tree.elements[focusedIndex].object === focusedObject else { return nil }
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
    /// What it posts is handled when it returns.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try asApp(body)
    }

    /// Runs asynchronous test code as code that belongs to this VoiceOver, including the tasks it
    /// creates; what it posts is handled as it posts.
    public func perform<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await AppCodeScope.$current.withValue(
            AppCodeScope(application: application, technology: app.registration), operation: body, isolation: isolation
        )
    }

    /// `elementFocusedNotification`'s user info with VoiceOver's identifier.
    private static let focusUserInfo = AccessibilityFocusHandoff.UserInfo(technology: .notificationVoiceOver)

    /// A short name of `object` for the event log (`AppConnection.describe`); `hint` is where it
    /// probably stands in reading order.
    func describe(_ object: AnyObject, hint: Int? = nil) -> String {
        app.describe(object, in: kept.tree, hint: hint)
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
        guard kept.refresh(from: app, force: force) != .unasked else { return }
        guard let focused = focusedObject else {
            focusIsStale = false
            return
        }
        if let index = elementIndex(of: focused, hint: focusedIndex) {
            focusedIndex = index
            focusIsStale = false
            updatePolling()
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

    // MARK: Moving the cursor

    /// Moves the cursor to `object`, calling the focus callbacks in UIKit's order (the old
    /// element loses focus, then the new one gains it) and posting `elementFocusedNotification`.
    /// Nothing is spoken here.
    /// `hint` is where `object` probably stands in reading order (the caller's target, when it
    /// has one), so the usual move looks nothing up (`elementIndex(of:hint:)`).
    ///
    /// The two callbacks and the post run as one call into the app (one `asApp` scope), as iOS
    /// hands focus over in one request to the app; each callback is still recorded on its own.
    func moveFocus(to object: NSObject?, hint: Int? = nil) {
        let old = focusedObject
        guard old !== object else {
            focusIsStale = false
            return
        }
        let oldIndex = focusedIndex
        // Without the caller's hint, the cursor's old place: where a stale cursor's replacement
        // stands (`resolveStaleFocus`). `if let`, not `Optional.flatMap`: see docs/architecture.md,
        // "Closures in hot loops".
        var newIndex: Int?
        if let object { newIndex = elementIndex(of: object, hint: hint ?? focusedIndex) }
        focusedObject = object
        focusIsStale = false
        updateModalFocusReturn(from: old, to: object, at: newIndex)
        actionIndex = 0
        contentIndex = -1
        nextPollTime = nil
        let userInfo = Self.focusUserInfo.move(from: old, to: object)
        app.appMayHaveChanged = true
        readApp {
            AccessibilityFocusHandoff.move(from: old, to: object) { method, target, body in
                events.append(.appMethodCalled(name: method, on: describe(target, hint: target === old ? oldIndex : newIndex)))
                body()
            }
            events.append(.focusMoved(from: old, to: object))
            NotificationCenter.default.post(name: UIAccessibility.elementFocusedNotification, object: self, userInfo: userInfo)
        }
        if let newIndex { focusedIndex = newIndex }
        chooseAutomaticRotorItem()
    }

    /// The reading-order index of `object` in the current tree: `hint` when the element there is
    /// `object` (the walk reads each object once, so no other index can hold it), else the
    /// tree's lookup. Nil when the object is not an element of the tree.
    /// - Complexity: O(1); the tree's first lookup indexes every element, O(n).
    func elementIndex(of object: AnyObject, hint: Int?) -> Int? {
        kept.tree.index(of: object, hint: hint)
    }

    /// The user moved the cursor to `node` (swipe, touch, rotor, four-finger tap): queued speech
    /// is dropped, the callbacks run (what they post is handled), the element is scrolled into
    /// view and spoken — unless a notification from the callbacks moved the cursor itself.
    /// `index` is the node's place in reading order, when the caller knows it.
    func userFocus(on node: AccessibilityNode, at index: Int? = nil, includingHint: Bool = true) {
        discardQueuedSpeech()
        moveFocus(to: node.object, hint: index)
        afterAppCalls {
            scrollFocusedElementIntoView()
            if let focused = focusedNode { speakElement(focused, includingHint: includingHint) }
        }
    }

    /// App code just ran for a gesture: refreshes the tree (`refresh()`), handles what the app
    /// posted (after the call returned, in order, as UIKit delivers it), then runs VoiceOver's own
    /// `reaction` (speaking the element, the new value, what changed) — unless a notification took
    /// the cursor (a screen change, a layout change naming an element), which has spoken instead.
    /// So an announcement the app posts from a callback starts, and VoiceOver's own speech then
    /// interrupts it, as on a device.
    func afterAppCalls(_ reaction: () -> Void) {
        refresh()
        let takeovers = cursorTakeovers
        handlePendingNotifications()
        refresh()
        guard cursorTakeovers == takeovers else { return }
        reaction()
    }

    /// When the focused element has disappeared, moves the cursor to the element now at its old
    /// position in reading order, else the last one, else nothing (docs/voiceover-behaviour.md §8 (Focus)), and speaks it when
    /// `speaking`. Repeats (a bounded number of times) while the callbacks make that one vanish too.
    ///
    /// Refinement of the [U] fallback in docs/voiceover-behaviour.md §8 (Focus), as iOS does: when the cursor had moved into a modal
    /// view (`accessibilityViewIsModal`, an alert for instance) from an element outside it, and
    /// that modal is no longer in the tree, focus goes back to that element when it is still on
    /// screen (`ModalFocusReturn`); the positional fallback applies otherwise.
    func resolveStaleFocus(speaking: Bool) {
        var attempts = 0
        while focusIsStale, attempts < 8 {
            attempts += 1
            let elements = tree.elements
            let target = modalReturnTarget()
                ?? (elements.isEmpty ? nil : elements[min(max(0, focusedIndex), elements.count - 1)])
            moveFocus(to: target?.object)
            refresh()
        }
        if focusIsStale {
            // Still vanishing after the bounded attempts: let go of the cursor.
            moveFocus(to: nil)
        }
        if attempts > 0, speaking, let node = focusedNode {
            speakElement(node)
        }
    }

    /// Scrolls the nearest scroll view around the focused element the least distance that shows
    /// the element (UIScrollView's `scrollToMakeVisible(screenRect:)`), as VoiceOver does when the
    /// cursor lands below the fold, then refreshes the tree. An element already in view, or in
    /// no scroll view, stays as it is.
    func scrollFocusedElementIntoView() {
        guard let node = focusedNode, let scrollView = nearestScrollView(of: node.object) else { return }
        let visible = scrollView.frameInScreen
        guard !visible.contains(node.frame) else { return }
        callApp(nil, on: nil) { scrollView.scrollToMakeVisible(screenRect: node.frame) }
        refresh()
    }

    /// The closest `UIScrollView` above `object`: through its accessibility containers to a view,
    /// then up the superviews.
    /// - Complexity: O(d), d the depth of the object.
    func nearestScrollView(of object: NSObject) -> UIScrollView? {
        var view = (object as? UIView)?.superview ?? nearestView(of: object)
        while let current = view {
            if let scrollView = current as? UIScrollView { return scrollView }
            view = current.superview
        }
        return nil
    }

    /// The object itself when it is a view, else the first view up its accessibility containers.
    /// - Complexity: O(d).
    func nearestView(of object: NSObject) -> UIView? { UIView.nearest(to: object) }

    // MARK: Speaking

    /// What VoiceOver says for `node`.
    func elementSpeech(for node: AccessibilityNode) -> ElementSpeech {
        composer.speech(for: node, deviceLanguage: tree.language)
    }

    /// Speaks `node` (description, then the hint after a pause), interrupting current speech.
    @discardableResult
    func speakElement(_ node: AccessibilityNode, includingHint: Bool = true, isReadAll: Bool = false) -> String? {
        let spoken = elementSpeech(for: node)
        if node.object === focusedObject {
            polledParts = spoken.descriptionParts
        }
        if !node.customActions.isEmpty, settings.actionsVerbosity == .playSound {
            events.append(.soundPlayed(.actionsAvailable))
            timeline.played(.actionsAvailable, at: now)
        }
        let hint = includingHint ? spoken.hint : nil
        let text = spoken.text(includingHint: includingHint)
        let segments = SpeechTiming(speakingRate: settings.speakingRate).segments(description: spoken.description, hint: hint)
        return say(
            text, kind: .element, duration: SpeechTiming.end(of: segments), isReadAll: isReadAll, segments: segments,
            language: node.language
        )
    }

    /// Says `text`. Empty text says nothing and returns nil.
    @discardableResult
    func say(
        _ text: String, kind: VoiceOverSpeechKind, mode: SpeechQueue.Mode = .interrupt,
        priority: Utterance.Priority = .normal, duration: Duration? = nil, isReadAll: Bool = false,
        segments: [SpeechTimeline.Segment]? = nil, language: String? = nil
    ) -> String? {
        guard !text.isEmpty else { return nil }
        nextUtteranceID += 1
        let utterance = Utterance(
            id: nextUtteranceID, text: text, kind: kind,
            duration: duration ?? SpeechTiming(speakingRate: settings.speakingRate).duration(of: text),
            priority: priority, isReadAll: isReadAll, segments: segments, language: language
        )
        gestureSpeech?.append(text)
        apply(speech.speak(utterance, mode: mode, at: now))
        return text
    }

    /// Drops queued speech; queued announcements finish unsuccessfully.
    func discardQueuedSpeech() {
        apply(speech.discardQueued())
    }

    func play(_ sound: VoiceOverSound) {
        events.append(.soundPlayed(sound))
        timeline.played(sound, at: now)
    }

    /// Records speech changes and posts announcementDidFinish for announcements that ended.
    func apply(_ changes: [SpeechQueue.Change]) {
        for change in changes {
            switch change {
            case .started(let utterance):
                spokenLog.append(utterance.text)
                lastSpoken = utterance.text
                events.append(.spoke(utterance.text, utterance.kind))
                timeline.began(utterance, language: utterance.language ?? settings.language ?? tree.language, at: now)
            case .interrupted(let utterance):
                events.append(.speechInterrupted(utterance.text))
                timeline.stopped(utterance, at: now)
                if utterance.isAnnouncement { postAnnouncementDidFinish(utterance.text, success: false) }
            case .finished(let utterance):
                timeline.stopped(utterance, at: now)
                if utterance.isAnnouncement { postAnnouncementDidFinish(utterance.text, success: true) }
            case .discarded(let utterance):
                if utterance.isAnnouncement { postAnnouncementDidFinish(utterance.text, success: false) }
            }
        }
    }

    /// Posts `announcementDidFinishNotification` with UIKit's userInfo keys, as app code sees it.
    func postAnnouncementDidFinish(_ text: String, success: Bool) {
        events.append(.announcementFinished(text, success: success))
        let userInfo: [AnyHashable: Any] = [
            UIAccessibility.announcementStringValueUserInfoKey: text,
            UIAccessibility.announcementWasSuccessfulUserInfoKey: NSNumber(value: success),
        ]
        callApp(nil, on: nil) {
            NotificationCenter.default.post(name: UIAccessibility.announcementDidFinishNotification, object: self, userInfo: userInfo)
        }
    }

    // MARK: Gestures

    /// Starts a gesture: the tree is refreshed (the app may have changed since; a tree still current
    /// is kept), a cursor left on a vanished element moves silently, and speech the gesture asks
    /// for is collected.
    func beginGesture(stopsReadAll: Bool = true) {
        if stopsReadAll { isReadingAll = false }
        gestureSpeech = []
        refresh(force: true)
    }

    /// Ends a gesture: handles what the app posted, moves a cursor left on a vanished element (and
    /// speaks it), and returns the last thing the gesture asked VoiceOver to say: what the user is
    /// left hearing.
    func endGesture() -> String? {
        settleAppInteraction()
        let last = gestureSpeech?.last
        gestureSpeech = nil
        return last
    }

    /// Reads the tree again (app code just ran), then handles pending notifications and a stale
    /// cursor until neither is left (bounded).
    func settleAppInteraction() {
        refresh()
        var rounds = 0
        repeat {
            handlePendingNotifications()
            resolveStaleFocus(speaking: true)
            rounds += 1
        } while (!pendingNotifications.isEmpty || focusIsStale) && rounds < 100
    }

    /// Runs `body` as a gesture when VoiceOver is running; nil otherwise.
    func gesture(stopsReadAll: Bool = true, _ body: () -> Void) -> String? {
        guard isRunning else { return nil }
        beginGesture(stopsReadAll: stopsReadAll)
        body()
        return endGesture()
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
