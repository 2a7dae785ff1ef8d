import Foundation
import Testing

/// `earshot inspect --replay REPORT`: a finding of `earshot explore --format json` replayed step
/// by step on a fresh app, through the inspector's HTTP API (docs/inspector.md, "Replaying a
/// finding"). No browser is needed: the page only draws what these answers say.
@Suite(.serialized) struct InspectReplayTests {
    /// The JSON report of exploring `screen`, in a temporary file.
    static func report(exploring screen: String) throws -> URL {
        let result = try CommandRunner.run(["explore", "--screen", screen, "--format", "json"])
        return try CommandRunner.temporaryFile(named: "report-\(screen).json", contents: result.stdout)
    }

    /// The body of an HTTP reply, as JSON.
    static func body(_ reply: String) throws -> [String: Any] {
        let parts = reply.components(separatedBy: "\r\n\r\n")
        let data = Data((parts.dropFirst().joined(separator: "\r\n\r\n")).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func post(_ path: String, _ body: String, port: Int) throws -> String {
        try InspectCommandTests.rawRequest(
            port: port,
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        )
    }

    /// The custom alert that is not modal (Developing Accessible iOS Apps, chapter 6, "视图是模态的"):
    /// its modal-leak finding replayed one gesture at a time; after the last, VoiceOver has said
    /// what the report says it said, and steps back relaunch the app at the step asked for.
    @Test func stepsThroughAFindingShowingVoiceOverAfterEachGesture() throws {
        let file = try Self.report(exploring: "custom-alert-before")
        defer { CommandRunner.removeTemporaryFile(file) }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let screens = try #require(document["screens"] as? [[String: Any]])
        let finding = try #require((screens.first?["findings"] as? [[String: Any]])?.first)
        let reproduction = try #require(finding["reproduction"] as? [String: Any])
        let gestures = try #require(reproduction["gestures"] as? [String])
        #expect(finding["rule"] as? String == "interaction.modal-leak")

        let server = try InspectCommandTests.Server(arguments: ["inspect", "--replay", file.path, "--port", "0"])
        let port = server.port
        let start = try Self.body(
            InspectCommandTests.rawRequest(port: port, "GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"))
        let replay = try #require(start["replay"] as? [String: Any])
        #expect(replay["step"] as? Int == 0)
        #expect(replay["gestures"] as? [String] == gestures)
        #expect(replay["rule"] as? String == "interaction.modal-leak")
        #expect(replay["screen"] as? String == "custom-alert-before")

        var focusedAfter: [Int?] = []
        var last: [String: Any] = [:]
        for step in 1...gestures.count {
            last = try Self.body(Self.post("/api/replay", "next", port: port))
            #expect((last["replay"] as? [String: Any])?["step"] as? Int == step)
            focusedAfter.append(last["focused"] as? Int)
        }
        #expect(last["spoken"] as? [String] == reproduction["spoken"] as? [String])
        let end = try Self.body(Self.post("/api/replay", "next", port: port))
        #expect((end["replay"] as? [String: Any])?["step"] as? Int == gestures.count)
        #expect(end["spoken"] as? [String] == [])

        let back = try Self.body(Self.post("/api/replay", "previous", port: port))
        #expect((back["replay"] as? [String: Any])?["step"] as? Int == gestures.count - 1)
        #expect((back["replay"] as? [String: Any])?["launched"] as? Bool == true)
        #expect(back["focused"] as? Int == focusedAfter[gestures.count - 2])
        let jump = try Self.body(Self.post("/api/replay", "step:2", port: port))
        #expect((jump["replay"] as? [String: Any])?["step"] as? Int == 2)
        #expect(jump["focused"] as? Int == focusedAfter[1])
        let restart = try Self.body(Self.post("/api/replay", "restart", port: port))
        #expect((restart["replay"] as? [String: Any])?["step"] as? Int == 0)

        // A gesture between steps acts on the same app, as a user trying something.
        let right = try Self.body(Self.post("/api/gesture", "right", port: port))
        #expect(right["focused"] as? Int == 1)
        #expect(try Self.post("/api/replay", "jump", port: port).hasPrefix("HTTP/1.1 400"))
        #expect(try Self.post("/api/replay", "step:99", port: port).hasPrefix("HTTP/1.1 400"))
    }

    /// A screen shown without --replay has no replay: the command is refused.
    @Test func replayCommandsNeedAReplay() throws {
        let server = try InspectCommandTests.Server()
        #expect(try Self.post("/api/replay", "next", port: server.port).hasPrefix("HTTP/1.1 400"))
    }

    /// Bad reports and options: a clear error naming the file, never a crash.
    @Test func badReportsAndOptionsFailClearly() throws {
        let good = try Self.report(exploring: "custom-alert")
        defer { CommandRunner.removeTemporaryFile(good) }
        let none = try CommandRunner.run(["inspect", "--replay", good.path, "--port", "0"])
        #expect(none.exitCode == 1)
        #expect(none.stderr.contains("\(good.path): no finding with a reproduction"))

        let bad = try Self.report(exploring: "custom-alert-before")
        defer { CommandRunner.removeTemporaryFile(bad) }
        let outOfRange = try CommandRunner.run(["inspect", "--replay", bad.path, "--finding", "7", "--port", "0"])
        #expect(outOfRange.exitCode == 1)
        #expect(outOfRange.stderr.contains("--finding 7, but the report has 1 finding with a reproduction"))

        let notJSON = try CommandRunner.temporaryFile(named: "not-a-report.json", contents: "{\"screens\": 3}")
        defer { CommandRunner.removeTemporaryFile(notJSON) }
        let wrong = try CommandRunner.run(["inspect", "--replay", notJSON.path, "--port", "0"])
        #expect(wrong.exitCode == 1)
        #expect(wrong.stderr.contains("\(notJSON.path): not an Earshot JSON report"))

        #expect(try CommandRunner.run(["inspect", "--finding", "2"]).exitCode == 64)
        #expect(try CommandRunner.run(["inspect", "screen.yaml", "--replay", bad.path]).exitCode == 64)
    }
}
