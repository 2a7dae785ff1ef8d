import ExternalPrograms
import Foundation

/// Plays a WAV on this machine's audio device, with PulseAudio's `paplay` or ALSA's `aplay`,
/// run as processes. With no device it says so rather than pretending to play.
public enum AudioPlayer {
    public enum Failure: Error, CustomStringConvertible {
        case noDevice
        case failed(String)

        public var description: String {
            switch self {
            case .noDevice:
                return
                    "no audio device to play on (needs a PulseAudio server with paplay from pulseaudio-utils, or /dev/snd with aplay from alsa-utils); write the audio with --audio FILE instead"
            case .failed(let message):
                return "playing the audio failed: \(message)"
            }
        }
    }

    /// Plays `audio` to its end.
    public static func play(_ audio: WAVAudio) throws {
        let environment = ProcessInfo.processInfo.environment
        let runtime = environment["XDG_RUNTIME_DIR"].map { $0 + "/pulse/native" }
        let hasPulse = environment["PULSE_SERVER"] != nil || runtime.map { FileManager.default.fileExists(atPath: $0) } == true
        let program: URL
        let arguments: [String]
        if hasPulse, let paplay = ExternalProgram.find("paplay") {
            program = paplay
            arguments = []
        } else if FileManager.default.fileExists(atPath: "/dev/snd"), let aplay = ExternalProgram.find("aplay") {
            program = aplay
            arguments = ["-q", "-"]
        } else {
            throw Failure.noDevice
        }
        let result = try ExternalProgram.run(program, arguments: arguments, input: audio.wavData)
        guard result.status == 0 else { throw Failure.failed(String(decoding: result.stderr, as: UTF8.self)) }
    }
}
