import Earshot
import Foundation
import Testing

/// `earshot read --audio` and `earshot run --audio` (docs/audio.md).
@Suite struct AudioOptionTests {
    static let hasEspeak = FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")

    private func temporaryWAV() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString).wav")
    }

    /// The length of a 16-bit mono WAV in seconds.
    private func seconds(_ url: URL) throws -> Double {
        let data = try Data(contentsOf: url)
        return Double(data.count - 44) / 2 / 22_050
    }

    @Test(.enabled(if: hasEspeak, "espeak-ng (Debian package espeak-ng) is not installed"))
    func readLastsAsLongAsSwipingThroughWithEveryElementSpokenToItsEnd() throws {
        let output = temporaryWAV()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(["read", "--audio", output.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        // The stdout transcript is unchanged by --audio.
        #expect(result.stdout == (try CommandRunner.run(["read"])).stdout)
        let json = try CommandRunner.run(["read", "--format", "json"]).stdout
        let lines = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let timing = SpeechTiming(speakingRate: VoiceOverSettings().speakingRate)
        let expected = lines.reduce(Duration.zero) { total, line in
            total + timing.duration(description: line["description"] as? String ?? "", hint: line["hint"] as? String)
        }
        let (whole, attoseconds) = expected.components
        #expect(abs(try seconds(output) - (Double(whole) + Double(attoseconds) / 1e18)) < 0.001)
    }

    @Test(.enabled(if: hasEspeak, "espeak-ng (Debian package espeak-ng) is not installed"))
    func runWritesAWAV() throws {
        let output = temporaryWAV()
        defer { try? FileManager.default.removeItem(at: output) }
        let screen = try CommandRunner.temporaryFile(
            named: "s.yaml",
            contents: """
                format: earshot-screen
                version: 1
                root:
                  children:
                    - type: button
                      label: Play
                      frame: [16, 100, 120, 44]
                    - type: button
                      label: Stop
                      frame: [16, 200, 120, 44]
                """)
        defer { CommandRunner.removeTemporaryFile(screen) }
        let result = try CommandRunner.run(["run", screen.path, "right", "--audio", output.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "> start\n  Play, Button\n> right\n  Stop, Button\n")
        #expect(try seconds(output) > 0.5)
        #expect(try Data(contentsOf: output).prefix(4) == Data("RIFF".utf8))
    }

    @Test(.enabled(if: hasEspeak, "espeak-ng (Debian package espeak-ng) is not installed"))
    func tourWritesEachScreenWithASecondOfSilenceAfterIt() throws {
        let output = temporaryWAV()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(["tour", "--screen", "floor-plan", "--audio", output.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == (try CommandRunner.run(["tour", "--screen", "floor-plan"])).stdout)
        let data = try Data(contentsOf: output)
        let samples = stride(from: 44, to: data.count - 1, by: 2).map { Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8) }
        #expect(samples.count > 22_050 * 3)
        #expect(samples.suffix(22_050).allSatisfy { $0 == 0 })
        #expect(samples.dropLast(22_050).contains { abs(Int($0)) > 1_000 })
    }

    @Test func withoutEspeakTheErrorNamesTheDebianPackage() throws {
        let output = temporaryWAV()
        let result = try CommandRunner.runWithoutPath(["read", "--audio", output.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("espeak-ng (apt-get install espeak-ng)"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}

/// `--speak` where nothing can play it.
@Suite struct SpeakOptionTests {
    @Test(
        .enabled(
            if: AudioOptionTests.hasEspeak && !FileManager.default.fileExists(atPath: "/dev/snd")
                && ProcessInfo.processInfo.environment["PULSE_SERVER"] == nil, "this machine has an audio device"))
    func withoutAnAudioDeviceTheErrorSaysSo() throws {
        let result = try CommandRunner.run(["read", "--speak"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("no audio device"))
        #expect(result.stderr.contains("--audio FILE"))
    }
}
