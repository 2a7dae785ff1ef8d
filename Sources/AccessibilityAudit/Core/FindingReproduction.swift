/// How to see a finding again on a running app: the VoiceOver gestures from a freshly launched
/// app, and what VoiceOver perceived of the screen before and after the last of them. Findings of
/// the interaction explorer (EarshotExplorer) carry one; a static audit's findings do not.
public struct FindingReproduction: Hashable, Sendable {
    /// The gestures from a fresh app, in order, as `earshot run` names them ("first", "right",
    /// "doubletap", "rotor-next", "scrub", …).
    public var gestures: [String]
    /// Each element's speech, in reading order, before the last gesture.
    public var before: [String]
    /// Each element's speech, in reading order, after the last gesture and the speech it caused.
    public var after: [String]
    /// What VoiceOver said from the last gesture until it fell silent, in order.
    public var spoken: [String]

    public init(gestures: [String], before: [String], after: [String], spoken: [String]) {
        self.gestures = gestures
        self.before = before
        self.after = after
        self.spoken = spoken
    }
}
