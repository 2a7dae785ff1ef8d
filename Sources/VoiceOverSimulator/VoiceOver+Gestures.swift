import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// Starts a gesture: the tree is refreshed (the app may have changed since; a tree still current
    /// is kept), a cursor left on a vanished element moves silently, and speech the gesture asks
    /// for is collected.
    func beginGesture(stopsReadAll: Bool = true) {
        // Work the test's own code scheduled at once runs first (docs/app-clock.md).
        if hasAppWorkDue, gestureSpeech == nil { settleAppInteraction() }
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

    /// Runs the app work due now (the main run loop's next turns, docs/app-clock.md), reads the
    /// tree again (app code just ran), then handles pending notifications and a stale cursor until
    /// none of them is left (bounded: 100 rounds, and `AppClock.workLimit` pieces of work).
    func settleAppInteraction() {
        // Settled already (a gesture's usual end): no app code ran since the tree was last read,
        // nothing waits to be handled or run. The app's clock still catches up with VoiceOver's.
        guard app.appMayHaveChanged || focusIsStale || !pendingNotifications.isEmpty || hasAppWorkDue else {
            appClock?.move(to: now)
            return
        }
        let clock = appClock
        clock?.beginRun()
        defer { clock?.endRun() }
        runDueAppWork()
        refresh()
        var rounds = 0
        var workDue: Bool
        repeat {
            handlePendingNotifications()
            resolveStaleFocus(speaking: true)
            // Asked once a round, and again only after work ran: nothing between the two asks
            // runs app code that could schedule more.
            workDue = hasAppWorkDue
            if workDue {
                runDueAppWork()
                refresh()
                workDue = hasAppWorkDue
            }
            rounds += 1
        } while (workDue || !pendingNotifications.isEmpty || focusIsStale) && rounds < 100
    }

    /// Runs `body` as a gesture when VoiceOver is running; nil otherwise.
    func gesture(stopsReadAll: Bool = true, _ body: () -> Void) -> String? {
        guard isRunning else { return nil }
        beginGesture(stopsReadAll: stopsReadAll)
        body()
        return endGesture()
    }
}
