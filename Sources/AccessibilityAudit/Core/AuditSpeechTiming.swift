/// How long VoiceOver takes to say an element's speech, for the verbosity budget.
///
/// TEMPORARY: the simulator branch defines speech timing for its virtual clock (`SpeechTiming` in
/// VoiceOverSimulator, spec §11). Until it lands on main this mirrors its documented formula, so
/// the budget and the simulator agree; when it lands, replace this type by
/// `SpeechTiming(speakingRate:).duration(description:hint:)`.
/// - words per minute = 80 + 240 × rate (rate clamped to 0…1; 0.5 gives 200);
/// - six characters a word, spaces included; a CJK ideograph, kana or hangul syllable counts three;
/// - at least 0.1 s per utterance; the hint follows a 0.5 s pause.
struct AuditSpeechTiming {
    var speakingRate: Double

    func seconds(description: String, hint: String?) -> Double {
        var total = seconds(of: description)
        if let hint, !hint.isEmpty { total += 0.5 + seconds(of: hint) }
        return total
    }

    func seconds(of text: String) -> Double {
        let rate = speakingRate.isFinite ? min(1, max(0, speakingRate)) : 0.5
        let charactersPerSecond = (80 + 240 * rate) * 6 / 60
        var weight = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FFFF:
                weight += 3
            default:
                weight += 1
            }
        }
        return max(0.1, (Double(weight) / charactersPerSecond * 1000).rounded() / 1000)
    }
}
