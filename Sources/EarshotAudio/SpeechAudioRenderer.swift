import Foundation
import VoiceOverSimulator

/// Renders what VoiceOver said (`VoiceOver.timeline`) as audio on the virtual clock: every
/// utterance starts when the simulator started it, in its own language, at the Speaking Rate's
/// words per minute; each part (description, hint) fills exactly the time `SpeechTiming` gave it,
/// so the silences between them are VoiceOver's pauses; speech cut off is cut off; a two-finger
/// tap's pause is silence; VoiceOver's sounds are short earcons. The audio lasts as long as the
/// clock ran (longer only by an earcon that plays at the very end). See docs/audio.md.
public struct SpeechAudioRenderer: Sendable {
    public let synthesizer: EspeakSynthesizer
    /// How long a fade-out lasts where speech is cut, so it does not click.
    static let fadeSamples = WAVAudio.sampleRate / 100

    public init(synthesizer: EspeakSynthesizer) {
        self.synthesizer = synthesizer
    }

    /// The audio of `timeline`, which ran until `clockEnd`, spoken at `speakingRate`.
    /// - Complexity: one espeak-ng run per spoken part (two when a part must be sped up to fit).
    public func render(_ timeline: SpeechTimeline, until clockEnd: Duration, speakingRate: Double) throws -> WAVAudio {
        let wordsPerMinute = Int(SpeechTiming(speakingRate: speakingRate).wordsPerMinute.rounded())
        var output = WAVAudio(samples: Array(repeating: 0, count: WAVAudio.sampleCount(max(.zero, clockEnd - timeline.origin))))
        for speech in timeline.speech {
            let voice = synthesizer.voice(for: speech.language)
            var buffer = [Int16](repeating: 0, count: WAVAudio.sampleCount(speech.duration))
            for segment in speech.segments where !segment.text.isEmpty {
                let slot = WAVAudio.sampleCount(segment.duration)
                let audio = try fitted(segment.text, voice: voice, wordsPerMinute: wordsPerMinute, slot: slot)
                let offset = WAVAudio.sampleCount(segment.offset)
                for (index, sample) in audio.enumerated() where offset + index < buffer.count {
                    buffer[offset + index] = sample
                }
            }
            let paused = speech.pauses.reduce(Duration.zero) { $0 + max(.zero, $1.length) }
            let audible = WAVAudio.sampleCount((speech.end ?? clockEnd) - speech.start - paused)
            if audible < buffer.count {
                buffer.removeSubrange(max(0, audible)...)
                Self.fadeOut(&buffer)
            }
            // Lay it out on the clock, with silence where it was paused.
            var cursor = WAVAudio.sampleCount(speech.start - timeline.origin)
            var position = 0
            for pause in speech.pauses {
                let until = min(buffer.count, WAVAudio.sampleCount(pause.elapsed))
                if until > position { output.mix(Array(buffer[position..<until]), at: cursor) }
                cursor += until - position + WAVAudio.sampleCount(max(.zero, pause.length))
                position = max(position, until)
            }
            if position < buffer.count { output.mix(Array(buffer[position...]), at: cursor) }
        }
        for sound in timeline.sounds {
            output.mix(Earcon.samples(for: sound.sound), at: WAVAudio.sampleCount(sound.at - timeline.origin))
        }
        return output
    }

    /// `text` spoken so it fits `slot` samples: at the rate when it fits, else faster, and cut
    /// (faded) only when even espeak-ng's fastest does not fit.
    private func fitted(_ text: String, voice: String, wordsPerMinute: Int, slot: Int) throws -> [Int16] {
        var audio = try synthesizer.samples(of: Self.trimmed(text), voice: voice, wordsPerMinute: wordsPerMinute)
        audio = Self.trimmedSilence(audio)
        if audio.count > slot, slot > 0 {
            let faster = Int((Double(wordsPerMinute) * Double(audio.count) / Double(slot) * 1.05).rounded(.up))
            audio = Self.trimmedSilence(try synthesizer.samples(of: Self.trimmed(text), voice: voice, wordsPerMinute: faster))
        }
        if audio.count > slot {
            audio.removeSubrange(slot...)
            Self.fadeOut(&audio)
        }
        return audio
    }

    private static func trimmed(_ text: String) -> String {
        // espeak-ng reads a leading "-" or a control character as nothing worth saying; keep words.
        String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
    }

    /// Drops espeak-ng's leading and trailing silence, so the words fill the slot from its start.
    static func trimmedSilence(_ samples: [Int16]) -> [Int16] {
        let threshold: Int16 = 64
        guard let first = samples.firstIndex(where: { abs(Int($0)) > threshold }),
            let last = samples.lastIndex(where: { abs(Int($0)) > threshold })
        else { return [] }
        return Array(samples[first...last])
    }

    static func fadeOut(_ samples: inout [Int16]) {
        let count = min(fadeSamples, samples.count)
        for step in 0..<count {
            let index = samples.count - count + step
            samples[index] = Int16(Double(samples[index]) * Double(count - step) / Double(count))
        }
    }
}
