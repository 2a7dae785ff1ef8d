import AccessibilityTree
import EarshotUIKit
import Foundation

extension VoiceOver {
    /// Moves the virtual clock forward by `duration`, letting everything due happen in time
    /// order: utterances end (announcements post announcementDidFinish, and what the app posts in
    /// reply is handled), queued speech starts, Read All goes on, and a focused
    /// `updatesFrequently` element is polled every `pollingInterval` (its new label or value is
    /// spoken when it changed and VoiceOver is silent). Negative durations count as zero.
    ///
    /// The app's scheduled work due meanwhile runs too, in time order, each piece as app code this
    /// VoiceOver runs, with what it posts and changes handled as after a gesture: a label changed
    /// a moment after a tap is heard on the next gesture, an announcement posted is spoken
    /// (docs/app-clock.md). At most `AppClock.workLimit` pieces of app work run.
    public func advance(by duration: Duration) {
        appClock?.beginRun()
        defer { appClock?.endRun() }
        advance(to: now + max(.zero, duration))
    }

    /// Runs the clock until nothing is being said or waiting — Read All reads to its end, and the
    /// app work that runs once (`asyncAfter`, a timer that does not repeat, a delayed perform) has
    /// run; a repeating timer does not hold it, and fires on the way — and returns true; false when
    /// speech is paused (two-finger tap) or something is still going after `timeout` of virtual
    /// time (an app that keeps announcing, or keeps scheduling work, forever), where the clock then
    /// stands. At most `AppClock.workLimit` pieces of app work run (docs/app-clock.md).
    @discardableResult
    public func settle(timeout: Duration = .seconds(3600)) -> Bool {
        let deadline = now + max(.zero, timeout)
        appClock?.beginRun()
        defer { appClock?.endRun() }
        var steps = 0
        while steps < 1_000_000 {
            steps += 1
            let oneShot = appClock?.nextOneShotDue
            if speech.isIdle, oneShot == nil { return true }
            if speech.isPaused { return false }
            var next: Duration?
            if !speech.isIdle { next = speech.currentEnd }
            if let oneShot { next = min(next ?? oneShot, oneShot) }
            guard let end = next else { return true }
            if end > deadline {
                advance(to: deadline)
                return false
            }
            advance(to: end)
        }
        return false
    }

    /// Runs every event due up to and including `target`, then sets the clock there.
    func advance(to target: Duration) {
        var steps = 0
        while steps < 1_000_000, let due = nextEventTime(), due <= target {
            steps += 1
            now = max(now, due)
            runDueEvents()
        }
        now = max(now, target)
        appClock?.move(to: now)
    }

    /// The earliest moment something happens by itself: the current utterance ends, a poll, or
    /// app work is due.
    private func nextEventTime() -> Duration? {
        var times: [Duration] = []
        if isRunning, let due = appClock?.nextDue { times.append(max(due, now)) }
        if speech.current != nil, !speech.isPaused { times.append(speech.currentEnd) }
        if isRunning, let poll = nextPollTime { times.append(poll) }
        return times.min()
    }

    private func runDueEvents() {
        if let clock = appClock, clock.hasWorkDue(atOrBefore: now) {
            settleAppInteraction()
        }
        if speech.current != nil, !speech.isPaused, speech.currentEnd <= now {
            apply(speech.finishCurrent(at: now))
            settleAppInteraction()
            if speech.isIdle, isReadingAll {
                continueReadAll()
                settleAppInteraction()
            }
        }
        if let poll = nextPollTime, poll <= now {
            nextPollTime = poll + Self.pollingInterval
            pollFocusedElement()
        }
    }

    /// Starts or stops polling as the focused element, at `index` in the current tree, has
    /// `updatesFrequently` or not. Its traits are read in place: the cursor's node is not copied.
    func updatePolling(focusedAt index: Int) {
        guard kept.tree.elements[index].traits.contains(.updatesFrequently) else {
            nextPollTime = nil
            return
        }
        if nextPollTime == nil { nextPollTime = now + Self.pollingInterval }
    }

    /// Reads the focused element again and speaks what changed, when VoiceOver is silent.
    private func pollFocusedElement() {
        guard isRunning else { return }
        refresh(force: true)
        settleAppInteraction()
        guard let node = focusedNode, node.traits.contains(.updatesFrequently) else { return }
        guard speech.isIdle else { return }
        let parts = elementSpeech(for: node).descriptionParts
        guard parts != polledParts else { return }
        let changed = Self.newParts(parts, comparedWith: polledParts)
        polledParts = parts
        if !changed.isEmpty {
            say(changed.joined(separator: ElementSpeech.partSeparator), kind: .change)
        }
    }

    // MARK: The app clock

    /// The clock app work scheduled by code this VoiceOver runs, or by its test, runs on
    /// (docs/app-clock.md); nil once VoiceOver has stopped.
    public var appClock: AppClock? { app.registration?.clock }

    /// Runs the app work due now, in order, each piece as app code this VoiceOver runs; work that
    /// schedules work at once runs in the same call (bounded by `AppClock.workLimit`). What it
    /// posts waits for the caller to handle (`settleAppInteraction()`).
    func runDueAppWork() {
        guard isRunning, let clock = appClock else { return }
        // Nothing due (a gesture's usual case): the clock only catches up with VoiceOver's time.
        if clock.hasWorkDue(atOrBefore: now) {
            clock.beginRun()
            defer { clock.endRun() }
            while isRunning, let body = clock.takeDue(atOrBefore: now) {
                callApp(nil, on: nil, body)
            }
        }
        clock.move(to: now)
    }

    /// Whether app work is due now.
    var hasAppWorkDue: Bool { isRunning && appClock?.hasWorkDue(atOrBefore: now) == true }

    /// How many turns `settleTasks()` gives the main actor away at most.
    public static let taskSettlingTurns = 1000

    /// Lets the app's Swift tasks run: gives the main actor away until they stop changing anything
    /// (no change noted, no app work due, no sleeping task woken and nothing posted, two turns in a
    /// row, and again two after a pause of `offMainPause` for work on other threads; at most
    /// `taskSettlingTurns` turns), handling what they post and change as a gesture
    /// does. `Task { @MainActor in … }` a gesture started runs after the gesture returns, when the
    /// test next lets the main actor run; a task the clock woke from `Task.sleep` resumes the same
    /// way (docs/app-clock.md, "Swift concurrency"). Returns false when they were still changing
    /// things after the last turn.
    @discardableResult
    public func settleTasks() async -> Bool {
        var quietTurns = 0
        var checkedOffMainWork = false
        for _ in 0..<Self.taskSettlingTurns {
            let generation = UIKitChanges.generation
            let woken = ClockSleeper.woken
            // A load the framework started for a view (an `AsyncImage`'s) is awaited.
            let loaded = AppURLLoads.isLoading
            if loaded { await AppURLLoads.finished() }
            await Task.yield()
            guard isRunning else { return true }
            let changed =
                loaded || UIKitChanges.generation != generation || ClockSleeper.woken != woken || hasAppWorkDue
                || !pendingNotifications.isEmpty
            if changed {
                quietTurns = 0
                app.appMayHaveChanged = true
                settleAppInteraction()
            } else {
                quietTurns += 1
                guard quietTurns >= 2 else { continue }
                if checkedOffMainWork { return true }
                // Part of a task may still be on its way back from another executor (a
                // nonisolated step of the app's task), which a loaded machine can hold up for
                // longer than two turns: give the other threads a moment once, then ask again.
                checkedOffMainWork = true
                quietTurns = 0
                usleep(Self.offMainPause)
            }
        }
        return false
    }

    /// How long, in microseconds, `settleTasks()` lets other threads run once the main actor is
    /// quiet, before it says the tasks are settled.
    static let offMainPause: UInt32 = 2_000
}
