import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
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
