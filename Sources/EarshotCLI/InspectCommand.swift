import ArgumentParser
import Dispatch
import Earshot
import EarshotInspector
import Foundation
import SampleApp

/// `earshot inspect FILE`: the screen in a browser, driven by the real simulator.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Inspect a screen in the browser: draw it, drive VoiceOver with keys and buttons, hover to explore by touch.",
        discussion: """
            Serves an inspector on http://127.0.0.1:PORT/ (loopback only; requests for another Host \
            or from another origin are refused) and prints its URL. The page shows the screen as \
            `earshot snapshot` draws it with the focused element highlighted, what VoiceOver says, \
            the element's properties, the rotor and the audit findings. Every gesture runs in the \
            Swift simulator. Runs until interrupted (Ctrl-C). With `--replay REPORT` (a JSON report \
            of `earshot explore --format json`) it replays a finding instead: the explored app is \
            launched afresh and the page steps through the finding's gestures (Next step, Previous \
            step, Restart; keys n and b), showing VoiceOver's focus and speech after each.
            """
    )

    @Argument(
        help:
            "The screen to inspect (`-` for standard input). Default: standard input when it is a pipe or a file, else the built-in sample screen."
    )
    var file: String?

    @OptionGroup var input: InputOptions

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8_080

    @Flag(name: .customLong("no-hints"), help: "Turn Speak Hints off.")
    var noHints = false

    @Option(
        name: .customLong("replay"),
        help: "Replay a finding of this JSON report (`earshot explore --format json`) step by step instead of showing a screen.")
    var replayReport: String?

    @Option(name: .customLong("finding"), help: "With --replay: which finding with a reproduction, counting from 1 in the report's order.")
    var findingNumber = 1

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        if replayReport != nil, file != nil { throw ValidationError("Give a screen to inspect or --replay REPORT, not both.") }
        if replayReport == nil, findingNumber != 1 { throw ValidationError("--finding needs --replay REPORT.") }
        guard findingNumber >= 1 else { throw ValidationError("--finding counts from 1, not \(findingNumber).") }
    }

    func run() throws {
        let session = try MainActor.assumeIsolated {
            if let replayReport { return try Self.replaySession(report: replayReport, finding: findingNumber) }
            let screen = try input.load(InputOptions.path(file))
            var settings = VoiceOverSettings()
            settings.speaksHints = !noHints
            return InspectorSession(window: screen.window, settings: settings)
        }
        let port = self.port
        Task.detached {
            do {
                try await InspectorServer.run(session, port: port) { url in
                    // Nobody can learn the URL when standard output fails: stop (the error is printed).
                    do { try Output.write(url) } catch { Foundation.exit(1) }
                }
            } catch {
                Output.error("cannot serve on 127.0.0.1:\(port) (\(error))")
                Foundation.exit(1)
            }
            Foundation.exit(0)
        }
        // The main thread serves the main actor, where the simulator lives.
        dispatchMain()
    }

    /// The session replaying finding `number` (from 1) of the report at `path` on the app it
    /// explored: a sample screen launched as `earshot explore` launches it, or a preview linked
    /// into earshot. A report that cannot be read, or names no such finding or screen, is an
    /// error naming the file (exit 1).
    @MainActor
    static func replaySession(report path: String, finding number: Int) throws -> InspectorSession {
        let findings: [ReportedFinding]
        do {
            let data = try ScreenLoader.readData(path: path, maximumBytes: ImportLimits.default.maxBytes)
            findings = try ReportedFinding.reproducible(inReport: data, file: path)
        } catch {
            Output.error(AuditFiles.message(error, file: path))
            throw ExitCode.failure
        }
        guard findings.indices.contains(number - 1) else {
            Output.error(
                findings.isEmpty
                    ? "\(path): no finding with a reproduction (`earshot explore --format json` writes them)"
                    : "\(path): --finding \(number), but the report has \(findings.count) finding\(findings.count == 1 ? "" : "s") with a reproduction"
            )
            throw ExitCode.failure
        }
        let finding = findings[number - 1]
        let launch: Explorer.Launch
        if let entry = SampleApp.screen(id: finding.screen) {
            launch = { ExploreCommand.launch(showing: entry) }
        } else if let preview = try? ExploreCommand.previews(named: [finding.screen]).first?.1 {
            launch = { ExploreCommand.launch(preview) }
        } else {
            Output.error("\(path): the finding's screen \"\(finding.screen)\" is neither a sample screen nor a preview linked into earshot")
            throw ExitCode.failure
        }
        do {
            return InspectorSession(replaying: finding, replay: try FindingReplay(gestures: finding.reproduction.gestures, launch: launch))
        } catch {
            Output.error("\(path): finding \(number): \(error)")
            throw ExitCode.failure
        }
    }
}
