import ArgumentParser
import Earshot

/// Options every command that reads a screen shares.
struct InputOptions: ParsableArguments {
    @Option(name: .customLong("max-bytes"), help: "Refuse input files larger than this many bytes.")
    var maximumBytes: Int = ScreenLoader.defaultMaximumBytes

    /// Loads and builds the screen at `path` (`-` is stdin, nil is the built-in sample), printing
    /// warnings to stderr. Errors become exit code 1 with the message on stderr.
    @MainActor
    func load(_ path: String?) throws -> LoadedScreen {
        do {
            let screen = try path.map { try ScreenLoader.load(path: $0, maximumBytes: maximumBytes) } ?? ScreenLoader.sample()
            for warning in screen.warnings { Output.warn(warning) }
            return screen
        } catch {
            Output.error(String(describing: error))
            throw ExitCode.failure
        }
    }
}
