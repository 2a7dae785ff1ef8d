import ExternalPrograms
import Foundation

/// Speaks text with espeak-ng (Debian's `espeak-ng`), run as a process, into 16-bit samples.
/// Earshot builds and runs without it; only audio output needs it.
public struct EspeakSynthesizer: Sendable {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case missingProgram
        case failed(String)

        public var description: String {
            switch self {
            case .missingProgram:
                return "espeak-ng was not found on PATH; audio output needs it: install Debian's espeak-ng (apt-get install espeak-ng)"
            case .failed(let message):
                return "espeak-ng failed: \(message)"
            }
        }
    }

    let program: URL
    /// The voice names espeak-ng offers (its `--voices` language column), lowercased.
    let voices: Set<String>

    /// Finds espeak-ng on PATH and reads its voices.
    public init() throws {
        guard let program = ExternalProgram.find("espeak-ng") else { throw Failure.missingProgram }
        self.program = program
        let listing = try ExternalProgram.run(program, arguments: ["--voices"])
        var voices = Set<String>()
        for line in String(decoding: listing.stdout, as: UTF8.self).split(separator: "\n").dropFirst() {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            if columns.count > 1 { voices.insert(columns[1].lowercased()) }
        }
        self.voices = voices
    }

    /// The espeak-ng voice for a BCP 47 tag: the tag itself when espeak-ng has it (en-us,
    /// es-419, pt-br), else its language and region, else its language (Chinese is Mandarin,
    /// `cmn`; Hong Kong and Macau Chinese is Cantonese, `yue`), else American English.
    public func voice(for languageTag: String) -> String {
        let parts = languageTag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = parts.first else { return "en-us" }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        var candidates: [String] = [parts.joined(separator: "-")]
        if let region { candidates.append("\(primary)-\(region)") }
        switch primary {
        case "zh":
            candidates.append(region == "hk" || region == "mo" ? "yue" : "cmn")
        case "en":
            candidates.append(region == "gb" ? "en-gb" : "en-us")
        case "iw":
            candidates.append("he")
        case "no":
            candidates.append("nb")
        case "fr":
            candidates.append("fr-fr")
        default:
            break
        }
        candidates.append(primary)
        return candidates.first { voices.contains($0) } ?? "en-us"
    }

    /// `text` spoken by `voice` at `wordsPerMinute` (espeak-ng takes 80…450).
    public func samples(of text: String, voice: String, wordsPerMinute: Int) throws -> [Int16] {
        let speed = min(450, max(80, wordsPerMinute))
        let result = try ExternalProgram.run(
            program, arguments: ["-v", voice, "-s", String(speed), "--stdout", "--stdin"], input: Data(text.utf8))
        guard result.status == 0, let audio = WAVAudio(wavData: result.stdout) else {
            throw Failure.failed(String(decoding: result.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return audio.samples
    }
}
