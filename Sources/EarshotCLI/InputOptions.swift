import ArgumentParser
import Earshot

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Options every command that reads a screen shares.
struct InputOptions: ParsableArguments {
    @Option(
        name: .customLong("input-format"),
        help: "Read the input as this format instead of detecting it: screen-json, screen-yaml, wda-xml, wda-json, xcuitest."
    )
    var inputFormat: ScreenInputFormat?

    @Option(help: "The device language (BCP 47, e.g. es-ES) for screens that do not record one, such as dumps.")
    var language: String?

    @Option(
        help:
            "The screen (WxH in points, e.g. 390x844) of a dump whose root is not the application, such as an alert's subtree; without it, the smallest device screen its frames fit."
    )
    var screen: String?

    /// `--screen` as a size, nil when not given (`validate()` refuses a malformed one).
    var screenSize: CGSize? {
        guard let screen else { return nil }
        let parts = screen.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 100_000, height <= 100_000
        else { return nil }
        return CGSize(width: width, height: height)
    }

    @Option(name: .customLong("max-bytes"), help: "Refuse inputs larger than this many bytes.")
    var maximumBytes: Int = ImportLimits.default.maxBytes

    @Option(name: .customLong("max-nodes"), help: "Refuse inputs with more nodes (elements of a dump, nodes of a screen file) than this.")
    var maximumNodes: Int = ImportLimits.default.maxNodes

    @Option(name: .customLong("max-label"), help: "Refuse inputs with a label, value, hint or other text longer than this many bytes.")
    var maximumLabelBytes: Int = ImportLimits.default.maxLabelBytes

    /// The limits every reader applies.
    var limits: ImportLimits {
        var limits = ImportLimits.default
        limits.maxBytes = maximumBytes
        limits.maxNodes = maximumNodes
        limits.maxLabelBytes = maximumLabelBytes
        return limits
    }

    func validate() throws {
        for (name, value) in [("--max-bytes", maximumBytes), ("--max-nodes", maximumNodes), ("--max-label", maximumLabelBytes)]
        where value <= 0 {
            throw ValidationError("\(name) takes a positive number, not \(value).")
        }
        if let screen, screenSize == nil {
            throw ValidationError("--screen takes a width and a height in points, as 390x844, not '\(screen.visibleControlCharacters)'.")
        }
        guard let language, LanguageTagSyntax.problem(with: language) != nil else { return }
        throw ValidationError("'\(language.visibleControlCharacters)' is not a BCP 47 language tag (for example en-US, es-419, zh-Hans).")
    }

    /// Says once when the screen's language (given with `--language`, recorded in a screen file
    /// or guessed from a dump's text) has no phrase table: VoiceOver's own words (roles, states,
    /// hints) then stay English, which should not pass silently.
    func warnIfNoPhraseTable(_ screenLanguage: String) {
        guard VoiceOverPhrases.matching(screenLanguage) == nil else { return }
        let tables = VoiceOverPhrases.all.map(\.identifier).joined(separator: ", ")
        let origin = language != nil ? "--language \(screenLanguage)" : "the language \(screenLanguage)"
        Output.warn(
            "\(origin): Earshot has no phrase table for it, so VoiceOver's own words (roles, states, hints) stay English; phrase tables: \(tables)"
        )
    }

    /// The path to read: `file`, else standard input when it is a pipe, a FIFO or a file (not a
    /// terminal, not /dev/null), else nil for the built-in sample.
    static func path(_ file: String?) -> String? {
        if let file { return file }
        var status = stat()
        guard isatty(STDIN_FILENO) == 0, fstat(STDIN_FILENO, &status) == 0 else { return nil }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFREG || kind == S_IFSOCK ? "-" : nil
    }

    /// Loads and builds the screen at `path` (`-` is stdin, nil is the built-in sample), printing
    /// warnings to stderr. Errors become exit code 1 with the message on stderr.
    @MainActor
    func load(_ path: String?) throws -> LoadedScreen {
        do {
            let screen =
                try path.map {
                    try ScreenLoader.load(path: $0, format: inputFormat, language: language, limits: limits, screen: screenSize)
                } ?? ScreenLoader.sample(language: language)
            for warning in screen.warnings { Output.warn(warning) }
            warnIfNoPhraseTable(screen.device.language)
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
