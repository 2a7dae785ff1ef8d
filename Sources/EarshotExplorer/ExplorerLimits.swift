/// How far the explorer goes. Every bound ends the exploration with a note saying which one was
/// reached (`Exploration.notes`), never a hang: an app that loops, keeps opening screens or keeps
/// talking is explored as far as the bounds allow.
public struct ExplorerLimits: Hashable, Sendable {
    /// The most gestures performed in all, over every fresh app, replays included.
    public var steps: Int
    /// The most distinct screens explored.
    public var states: Int
    /// The most actions between the first screen and any screen explored (each action one edge:
    /// a double tap, an adjustment, a custom action, Escape, Magic Tap, a scroll).
    public var depth: Int
    /// The most virtual time one fresh app may run (`VoiceOver.now`), speech included.
    public var virtualTime: Duration
    /// How long VoiceOver may keep talking after one gesture before the explorer stops waiting.
    public var settleTimeout: Duration
    /// How long the cursor rests on each element the survey reaches while the app has work
    /// waiting on the clock (a repeating timer), to hear content that changes by itself
    /// (`interaction.timer-change`); zero never rests. Three seconds see a timer of one or two
    /// seconds tick at least once, and VoiceOver polls an `updatesFrequently` element every second.
    public var dwell: Duration

    public init(
        steps: Int = 50_000, states: Int = 60, depth: Int = 6, virtualTime: Duration = .seconds(3600),
        settleTimeout: Duration = .seconds(60), dwell: Duration = .seconds(3)
    ) {
        self.steps = max(1, steps)
        self.states = max(1, states)
        self.depth = max(0, depth)
        self.virtualTime = max(.zero, virtualTime)
        self.settleTimeout = max(.zero, settleTimeout)
        self.dwell = max(.zero, dwell)
    }
}
