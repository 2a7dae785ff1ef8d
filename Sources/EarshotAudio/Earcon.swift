import Foundation
import VoiceOverSimulator

/// Short synthesized stand-ins for VoiceOver's sounds: distinct enough to tell apart by ear,
/// quiet next to speech. They are Earshot's own tones, not Apple's recordings.
enum Earcon {
    /// (frequency in Hz, length in ms) notes, played one after another.
    static func notes(for sound: VoiceOverSound) -> [(Double, Int)] {
        switch sound {
        case .screenChanged: return [(660, 70), (880, 70), (1_175, 110)]
        case .boundary: return [(196, 140)]
        case .scroll: return [(523, 50), (659, 50)]
        case .pageTurn: return [(784, 60), (587, 90)]
        case .actionsAvailable: return [(1_319, 45), (0, 25), (1_319, 45)]
        }
    }

    /// The samples of `sound`: sine notes with 5 ms fades so nothing clicks.
    static func samples(for sound: VoiceOverSound) -> [Int16] {
        var result: [Int16] = []
        let rate = Double(WAVAudio.sampleRate)
        for (frequency, milliseconds) in notes(for: sound) {
            let count = WAVAudio.sampleRate * milliseconds / 1000
            let fade = WAVAudio.sampleRate * 5 / 1000
            for index in 0..<count {
                guard frequency > 0 else {
                    result.append(0)
                    continue
                }
                let envelope = min(1, Double(min(index, count - 1 - index)) / Double(fade))
                let value = sin(2 * Double.pi * frequency * Double(index) / rate) * envelope * 6_000
                result.append(Int16(value.rounded()))
            }
        }
        return result
    }
}
