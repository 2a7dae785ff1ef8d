import AccessibilityTree
import EarshotUIKit

extension VoiceOver {
    /// Moves the virtual clock forward by `duration`, letting everything due happen in time
    /// order: utterances end (announcements post announcementDidFinish, and what the app posts in
    /// reply is handled), queued speech starts, Read All goes on, and a focused
    /// `updatesFrequently` element is polled every `pollingInterval` (its new label or value is
    /// spoken when it changed and VoiceOver is silent). Negative durations count as zero.
    public func advance(by duration: Duration) {
        advance(to: now + max(.zero, duration))
    }

    /// Runs the clock until nothing is being said or waiting (Read All reads to its end), and
    /// returns true; false when speech is paused (two-finger tap) or still going after `timeout`
    /// of virtual time (an app that keeps announcing forever), where the clock then stands.
    @discardableResult
    public func settle(timeout: Duration = .seconds(3600)) -> Bool {
        let deadline = now + max(.zero, timeout)
        var steps = 0
        while steps < 1_000_000 {
            steps += 1
            if speech.isIdle { return true }
            if speech.isPaused { return false }
            let end = speech.currentEnd
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
    }

    /// The earliest moment something happens by itself: the current utterance ends, or a poll.
    private func nextEventTime() -> Duration? {
        var times: [Duration] = []
        if speech.current != nil, !speech.isPaused { times.append(speech.currentEnd) }
        if isRunning, let poll = nextPollTime { times.append(poll) }
        return times.min()
    }

    private func runDueEvents() {
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

    /// Starts or stops polling as the focused element has `updatesFrequently` or not.
    func updatePolling() {
        guard let node = focusedNode, node.traits.contains(.updatesFrequently) else {
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
}
