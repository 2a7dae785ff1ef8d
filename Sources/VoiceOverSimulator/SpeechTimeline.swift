/// What VoiceOver said and played, on the virtual clock: each utterance with when it started,
/// the parts it was made of (an element's description, then its hint after `SpeechTiming.hintPause`),
/// its language, and when it stopped (at its end, or cut off), plus the earcons and when they
/// played. `VoiceOver.timeline` keeps it so speech can be rendered as audio with the simulator's
/// own pauses (`earshot read --audio`, docs/audio.md).
public struct SpeechTimeline: Sendable, Equatable {
    /// One stretch of text inside an utterance, `offset` after the utterance starts.
    public struct Segment: Sendable, Equatable {
        public let text: String
        public let offset: Duration
        public let duration: Duration

        public init(text: String, offset: Duration, duration: Duration) {
            self.text = text
            self.offset = offset
            self.duration = duration
        }
    }

    /// A two-finger-tap pause: after `elapsed` of the utterance, silence for `length`.
    public struct Pause: Sendable, Equatable {
        public let elapsed: Duration
        public var length: Duration
    }

    public struct Speech: Sendable, Equatable {
        let id: Int
        public let text: String
        public let kind: VoiceOverSpeechKind
        public let segments: [Segment]
        /// The language to speak it in (BCP 47): the element's own, else the device's.
        public let language: String
        /// When it began, on the virtual clock.
        public let start: Duration
        /// How long it lasts when nothing cuts it off.
        public let duration: Duration
        /// When it stopped (its end, or cut off); nil while it is still being said.
        public internal(set) var end: Duration?
        public internal(set) var pauses: [Pause] = []
    }

    public struct Sound: Sendable, Equatable {
        public let sound: VoiceOverSound
        public let at: Duration
    }

    /// When the timeline starts (VoiceOver started, or the log was last cleared).
    public internal(set) var origin: Duration = .zero
    public internal(set) var speech: [Speech] = []
    public internal(set) var sounds: [Sound] = []

    public init() {}

    mutating func began(_ utterance: Utterance, language: String, at now: Duration) {
        speech.append(
            Speech(
                id: utterance.id, text: utterance.text, kind: utterance.kind,
                segments: utterance.segments ?? [Segment(text: utterance.text, offset: .zero, duration: utterance.duration)],
                language: language, start: now, duration: utterance.duration
            ))
    }

    mutating func stopped(_ utterance: Utterance, at now: Duration) {
        guard let index = speech.lastIndex(where: { $0.id == utterance.id }) else { return }
        if let pause = speech[index].pauses.last, pause.length < .zero {
            speech[index].pauses[speech[index].pauses.count - 1].length = now - (speech[index].start + pause.elapsed + pausedBefore(index))
        }
        speech[index].end = now
    }

    mutating func paused(_ utterance: Utterance, at now: Duration) {
        guard let index = speech.lastIndex(where: { $0.id == utterance.id }) else { return }
        let elapsed = now - speech[index].start - pausedBefore(index)
        // A negative length marks a pause still going on.
        speech[index].pauses.append(Pause(elapsed: elapsed, length: .milliseconds(-1)))
    }

    mutating func resumed(_ utterance: Utterance, at now: Duration) {
        guard let index = speech.lastIndex(where: { $0.id == utterance.id }), let pause = speech[index].pauses.last, pause.length < .zero
        else { return }
        let pausedAt = speech[index].start + pause.elapsed + pausedBefore(index)
        speech[index].pauses[speech[index].pauses.count - 1].length = now - pausedAt
    }

    mutating func played(_ sound: VoiceOverSound, at now: Duration) {
        sounds.append(Sound(sound: sound, at: now))
    }

    mutating func clear(at now: Duration) {
        origin = now
        speech.removeAll()
        sounds.removeAll()
    }

    /// The finished pauses of speech `index` so far.
    private func pausedBefore(_ index: Int) -> Duration {
        speech[index].pauses.reduce(.zero) { $0 + max(.zero, $1.length) }
    }
}
