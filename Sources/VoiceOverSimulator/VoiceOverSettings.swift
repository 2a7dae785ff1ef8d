/// The VoiceOver settings that change what is spoken (Settings › Accessibility › VoiceOver).
///
/// A value: the simulator, the CLI and the auditor each hold their own copy, so nothing global
/// changes under a running test.
public struct VoiceOverSettings: Hashable, Sendable {
    /// What VoiceOver does when an element has custom actions (Verbosity › Actions).
    public enum ActionsVerbosity: String, Hashable, Sendable, CaseIterable {
        /// Say "Actions Available" at the end of the hint (the default).
        case speak
        /// Play a short sound instead of words; nothing appears in the transcript.
        case playSound
        /// Say nothing.
        case silent
    }

    /// Typing Style (VoiceOver › Typing): how a key (`keyboardKey`) under the finger types.
    public enum TypingStyle: String, Hashable, Sendable, CaseIterable {
        /// Touching a key focuses it; a double tap types it (the default).
        case standard
        /// Touch typing: the key under the finger types when the finger lifts.
        case touch
    }

    /// Speak Hints: whether the hint part (the element's hint, system hints, "Actions Available")
    /// is spoken after the description. A hint promoted into an empty description is always spoken.
    public var speaksHints: Bool
    /// Verbosity › Actions.
    public var actionsVerbosity: ActionsVerbosity
    /// The device language (BCP 47) VoiceOver speaks in where an element names none; nil means
    /// the language the tree was read with (`AccessibilityTree.language`).
    public var language: String?
    /// Speaking Rate, from 0 (slowest) to 1 (fastest) as on the device's slider; 0.5 is the
    /// default. It does not change the words: the simulator's virtual clock uses it to decide how
    /// long an utterance lasts (docs/voiceover-behaviour.md §11 (Speech timing)).
    public var speakingRate: Double
    /// Typing Style for keys (`keyboardKey`).
    public var typingStyle: TypingStyle = .standard

    public init(
        speaksHints: Bool = true, actionsVerbosity: ActionsVerbosity = .speak, language: String? = nil,
        speakingRate: Double = 0.5
    ) {
        self.speaksHints = speaksHints
        self.actionsVerbosity = actionsVerbosity
        self.language = language
        self.speakingRate = speakingRate
    }
}
