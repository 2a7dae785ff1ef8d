import EarshotUIKit

/// The sample app's sense of time (the stopwatch reads it). Nothing sleeps: a manual clock moves
/// only when told to, and a clock made from a closure reads another clock, typically VoiceOver's
/// virtual one, so the app and VoiceOver agree on what time it is.
@MainActor
public final class SampleClock {
    private var manualNow: Duration = .zero
    private let source: (@MainActor () -> Duration)?

    /// A manual clock at zero; `advance(by:)` moves it.
    public init() {
        self.source = nil
    }

    /// A clock that reads `source` (for instance `SampleClock { voiceOver.now }`).
    public init(_ source: @escaping @MainActor () -> Duration) {
        self.source = source
    }

    /// The current time.
    public var now: Duration { source?() ?? manualNow }

    /// Moves a manual clock forward (negative durations count as zero); a clock reading a source
    /// ignores it.
    public func advance(by duration: Duration) {
        manualNow += max(.zero, duration)
    }
}
