/// One thing VoiceOver says, with how long it lasts.
struct Utterance: Sendable {
    /// How an utterance treats speech already playing.
    enum Priority: Sendable {
        /// Interrupts, and nothing interrupts it (iOS 17's high announcement priority).
        case high
        /// Interrupts (or queues, as asked) and can be interrupted.
        case normal
    }

    let id: Int
    let text: String
    let kind: VoiceOverSpeechKind
    let duration: Duration
    let priority: Priority
    /// Whether this came from Read All (it continues when this ends).
    let isReadAll: Bool
    /// The parts and their timing, when it has more than one (an element's description and hint).
    var segments: [SpeechTimeline.Segment]? = nil
    /// The language it is spoken in (BCP 47), when not the device's.
    var language: String? = nil

    var isAnnouncement: Bool { kind == .announcement }
}

/// The speech channel: what is being said now and what waits, on the virtual clock.
///
/// Pure bookkeeping: it never calls the app. Every operation returns the changes it made, in
/// order, and `VoiceOver` turns them into log entries, events and announcementDidFinish posts.
/// Invariant: nothing waits while nothing is being said.
struct SpeechQueue {
    enum Change {
        case started(Utterance)
        case interrupted(Utterance)
        case finished(Utterance)
        /// Dropped from the queue before it was ever spoken.
        case discarded(Utterance)
    }

    enum Mode {
        /// Cut off what is playing (unless it is high priority; then go first in line).
        case interrupt
        /// Wait behind what is playing and what is queued.
        case enqueue
    }

    private(set) var current: Utterance?
    /// When the current utterance ends; meaningless while paused.
    private(set) var currentEnd: Duration = .zero
    /// How much of the current utterance is left, while paused.
    private(set) var pausedRemaining: Duration?
    private(set) var queued: [Utterance] = []

    var isIdle: Bool { current == nil && queued.isEmpty }
    var isPaused: Bool { pausedRemaining != nil }

    /// Says `utterance` now or later, as `mode` asks.
    mutating func speak(_ utterance: Utterance, mode: Mode, at now: Duration) -> [Change] {
        guard let playing = current else { return start(utterance, at: now) }
        switch mode {
        case .enqueue:
            queued.append(utterance)
            return []
        case .interrupt:
            if playing.priority == .high {
                // A high-priority announcement cannot be interrupted: go first in line, behind
                // any other high-priority ones already waiting.
                let position = queued.firstIndex { $0.priority != .high } ?? queued.count
                queued.insert(utterance, at: position)
                return []
            }
            current = nil
            pausedRemaining = nil
            return [.interrupted(playing)] + start(utterance, at: now)
        }
    }

    /// The current utterance reached its end; the next queued one starts.
    mutating func finishCurrent(at now: Duration) -> [Change] {
        guard let playing = current else { return [] }
        current = nil
        pausedRemaining = nil
        var changes: [Change] = [.finished(playing)]
        if !queued.isEmpty {
            changes += start(queued.removeFirst(), at: now)
        }
        return changes
    }

    /// Drops everything waiting (the user moved focus).
    mutating func discardQueued() -> [Change] {
        let dropped = queued
        queued = []
        return dropped.map { .discarded($0) }
    }

    /// Cuts off what is playing, whatever its priority, and drops the queue (VoiceOver stops).
    mutating func stopAll() -> [Change] {
        var changes: [Change] = []
        if let playing = current {
            changes.append(.interrupted(playing))
        }
        current = nil
        pausedRemaining = nil
        return changes + discardQueued()
    }

    /// Freezes the current utterance; false when nothing is playing or it is already paused.
    mutating func pause(at now: Duration) -> Bool {
        guard current != nil, pausedRemaining == nil else { return false }
        pausedRemaining = max(.zero, currentEnd - now)
        return true
    }

    /// Lets a paused utterance run on; false when nothing was paused.
    mutating func resume(at now: Duration) -> Bool {
        guard current != nil, let remaining = pausedRemaining else { return false }
        pausedRemaining = nil
        currentEnd = now + remaining
        return true
    }

    private mutating func start(_ utterance: Utterance, at now: Duration) -> [Change] {
        current = utterance
        currentEnd = now + utterance.duration
        pausedRemaining = nil
        return [.started(utterance)]
    }
}
