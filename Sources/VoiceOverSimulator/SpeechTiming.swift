/// How long VoiceOver takes to say something, for the simulator's virtual clock (docs/voiceover-behaviour.md §11 (Speech timing)).
///
/// The formula, deterministic and documented so tests can compute it:
/// - words per minute = 80 + 240 × rate, with the Speaking Rate setting `rate` clamped to 0…1
///   (0.5, the default, gives 200 words per minute);
/// - a word is 6 characters, spaces included (the typing-speed convention), so the default speaks
///   20 characters a second; a CJK ideograph, kana or hangul syllable counts as 3 characters,
///   since each is a spoken syllable;
/// - an utterance lasts `characters / charactersPerSecond`, at least `minimumDuration`, rounded to
///   the millisecond;
/// - an element's hint starts `hintPause` after its description ends;
/// - every comma followed by more speech (`,`, `，`, `、`) adds `commaPause`, as VoiceOver pauses
///   between an element's parts ("Coffee, Off, Button") and at a sentence's commas.
public struct SpeechTiming: Hashable, Sendable {
    /// The Speaking Rate setting, 0 (slowest) to 1 (fastest).
    public var speakingRate: Double

    /// The silence between an element's description and its hint.
    public static let hintPause: Duration = .milliseconds(500)
    /// The silence VoiceOver leaves at a comma [decision: 150 ms, docs/voiceover-behaviour.md].
    public static let commaPause: Duration = .milliseconds(150)
    /// The shortest utterance.
    public static let minimumDuration: Duration = .milliseconds(100)

    public init(speakingRate: Double) {
        self.speakingRate = speakingRate
    }

    /// 80 + 240 × rate.
    public var wordsPerMinute: Double {
        let rate = speakingRate.isFinite ? min(1, max(0, speakingRate)) : 0.5
        return 80 + 240 * rate
    }

    /// Six characters per word.
    public var charactersPerSecond: Double { wordsPerMinute * 6 / 60 }

    /// How long `text` takes to say.
    public func duration(of text: String) -> Duration {
        let (weight, commas) = Self.asciiWeight(of: text) ?? Self.weight(of: text)
        let milliseconds = (Double(weight) / charactersPerSecond * 1000).rounded()
        let speech = max(Self.minimumDuration, Self.duration(milliseconds: Int(saturating: milliseconds)))
        return commas == 0 ? speech : speech + Self.commaPause * commas
    }

    /// `milliseconds` (not negative) as a duration through `Duration`'s concrete initializer:
    /// `.milliseconds(_:)` and `*` convert generically through a 128-bit integer, a few hundred
    /// instructions at every utterance.
    private static func duration(milliseconds: Int) -> Duration {
        let (seconds, remainder) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        return Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(remainder) * 1_000_000_000_000_000)
    }

    /// How long an element's speech takes: its description's `duration(of:)`, then the pause and
    /// the hint (when there is a hint).
    public func duration(description: String, hint: String?) -> Duration {
        duration(hint: hint, after: duration(of: description))
    }

    /// How long an element's speech takes when its description takes `description`.
    public func duration(hint: String?, after description: Duration) -> Duration {
        guard let hint, !hint.isEmpty else { return description }
        return description + Self.hintPause + duration(of: hint)
    }

    /// The characters `text` counts for (a syllabic character three) and its commas followed by
    /// more speech, scalar by scalar.
    private static func weight(of text: String) -> (weight: Int, commas: Int) {
        var weight = 0
        var commas = 0
        var pendingComma = false
        for scalar in text.unicodeScalars {
            weight += Self.isSyllabic(scalar) ? 3 : 1
            if Self.isComma(scalar) {
                pendingComma = true
            } else if pendingComma, !scalar.properties.isWhitespace {
                // A comma counts once more speech follows it (not at the end, not doubled ",,").
                commas += 1
                pendingComma = false
            }
        }
        return (weight, commas)
    }

    /// `weight(of:)` of ASCII text, byte by byte without Unicode's tables (most speech is ASCII,
    /// and VoiceOver times every utterance); nil when the text is not ASCII.
    private static func asciiWeight(of text: String) -> (weight: Int, commas: Int)? {
        var text = text
        return text.withUTF8 { bytes -> (weight: Int, commas: Int)? in
            var commas = 0
            var pendingComma = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: ",") {
                    pendingComma = true
                } else if pendingComma, byte != 0x20, !(0x09...0x0D).contains(byte) {
                    commas += 1
                    pendingComma = false
                }
            }
            return (bytes.count, commas)
        }
    }

    /// An element's speech in its parts: the description from the start, then the hint after the
    /// pause (when there is a hint).
    public func segments(description: String, hint: String?) -> [SpeechTimeline.Segment] {
        let spoken = duration(of: description)
        var segments = [SpeechTimeline.Segment(text: description, offset: .zero, duration: spoken)]
        if let hint, !hint.isEmpty {
            segments.append(SpeechTimeline.Segment(text: hint, offset: spoken + Self.hintPause, duration: duration(of: hint)))
        }
        return segments
    }

    /// When the last of `segments` ends.
    static func end(of segments: [SpeechTimeline.Segment]) -> Duration {
        segments.last.map { $0.offset + $0.duration } ?? .zero
    }

    /// A comma in Latin, CJK full-width or ideographic form.
    private static func isComma(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "," || scalar == "\u{FF0C}" || scalar == "\u{3001}"
    }

    /// CJK ideographs, kana and hangul: one spoken syllable each.
    private static func isSyllabic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }
}
