/// What VoiceOver says when an element is focused (docs/voiceover-behaviour.md §4 (What is spoken)): the description, spoken at once,
/// and the hint, spoken after a pause.
///
/// Parts are separated by pauses when spoken; in a written transcript they are joined with ", ".
public struct ElementSpeech: Hashable, Sendable {
    /// The description in speaking order: "Selected", the label (or the value or a promoted hint
    /// in its place), the value, the trait phrases, then the context words. Never holds an empty
    /// string.
    public var descriptionParts: [String]
    /// The hint part, or nil when there is none or Speak Hints is off.
    public var hint: String?
    /// The language (a phrase-table identifier: "en", "de", "ru", "zh-Hans") VoiceOver's own
    /// words were taken from.
    public var language: String

    public init(descriptionParts: [String], hint: String?, language: String) {
        self.descriptionParts = descriptionParts
        self.hint = hint
        self.language = language
    }

    /// The description as a transcript: its parts joined with ", ".
    public var description: String {
        descriptionParts.joined(separator: ElementSpeech.partSeparator)
    }

    /// The whole utterance as a transcript: the description, then the hint, joined with ", ".
    /// Empty pieces are left out, so an element with only a hint reads as that hint.
    public func text(includingHint: Bool = true) -> String {
        guard includingHint, let hint, !hint.isEmpty else {
            // Most elements say one part (a label alone): that part is the text, with nothing to join.
            return descriptionParts.count == 1
                ? descriptionParts[0]
                : descriptionParts.joined(separator: ElementSpeech.partSeparator)
        }
        var pieces = descriptionParts
        pieces.append(hint)
        return pieces.joined(separator: ElementSpeech.partSeparator)
    }

    /// How a transcript marks the pause between two spoken parts.
    public static let partSeparator = ", "
}
