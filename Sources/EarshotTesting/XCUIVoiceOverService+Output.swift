#if os(Linux)
extension XCUIVoiceOverService {
    /// What VoiceOver spoke for an element (Apple's `XCUIVoiceOverService.Output`).
    ///
    /// Two outputs are equal when their utterances are: Apple's page lists `Equatable` and
    /// `Hashable` without saying more, and a test compares what was said.
    @MainActor
    public final class Output: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
        /// What VoiceOver spoke for the element: its description, then its hint, joined with ", "
        /// as Earshot's transcripts write speech ("Add Favorites, Button").
        public nonisolated let utterance: String

        init(utterance: String) {
            self.utterance = utterance
        }

        public nonisolated static func == (lhs: Output, rhs: Output) -> Bool { lhs.utterance == rhs.utterance }

        public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(utterance) }

        /// The utterance.
        public nonisolated var description: String { utterance }

        /// The utterance, quoted.
        public nonisolated var debugDescription: String { "XCUIVoiceOverService.Output(\(String(reflecting: utterance)))" }
    }
}
#endif
