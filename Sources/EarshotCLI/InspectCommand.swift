import ArgumentParser
import Dispatch
import Earshot
import EarshotInspector
import Foundation

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
            Swift simulator. Runs until interrupted (Ctrl-C).
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

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
    }

    func run() throws {
        let session = try MainActor.assumeIsolated {
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
}
