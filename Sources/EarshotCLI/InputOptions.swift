import ArgumentParser
import Earshot

/// Options every command that reads a screen shares.
struct InputOptions: ParsableArguments {
    @Option(
        name: .customLong("input-format"),
        help: "Read the input as this format instead of detecting it: screen-json, screen-yaml, wda-xml, wda-json, xcuitest."
    )
    var inputFormat: ScreenInputFormat?

    @Option(help: "The device language (BCP 47, e.g. es-ES) for screens that do not record one, such as dumps.")
    var language: String?

    @Option(name: .customLong("max-bytes"), help: "Refuse input files larger than this many bytes.")
    var maximumBytes: Int = ScreenLoader.defaultMaximumBytes

    func validate() throws {
        guard let language, LanguageTagSyntax.problem(with: language) != nil else { return }
        throw ValidationError("'\(language)' is not a BCP 47 language tag (for example en-US, es-419, zh-Hans).")
    }

    /// Loads and builds the screen at `path` (`-` is stdin, nil is the built-in sample), printing
    /// warnings to stderr. Errors become exit code 1 with the message on stderr.
    @MainActor
    func load(_ path: String?) throws -> LoadedScreen {
        do {
            let screen = try path.map {
                try ScreenLoader.load(path: $0, format: inputFormat, language: language, maximumBytes: maximumBytes)
            } ?? ScreenLoader.sample()
            for warning in screen.warnings { Output.warn(warning) }
            return screen
        } catch {
            Output.error(String(describing: error))
            throw ExitCode.failure
        }
    }
}

extension ScreenInputFormat: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argumentName: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.argumentName) }
}
