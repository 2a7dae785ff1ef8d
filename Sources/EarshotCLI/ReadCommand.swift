import ArgumentParser
import Earshot

/// `earshot read FILE`: the transcript of swiping through a screen from the first element to the last.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Print what VoiceOver says for each element, first to last.",
        discussion: "One line per element: its description, then its hint, joined with \", \"."
    )

    @Argument(
        help:
            "The screen to read (`-` for standard input). Default: standard input when it is a pipe or a file, else the built-in sample screen."
    )
    var file: String?

    @OptionGroup var input: InputOptions

    @Option(help: "Output format: text or json.")
    var format: TranscriptFormat = .text

    @Flag(name: .customLong("no-hints"), help: "Leave hints out.")
    var noHints = false

    @OptionGroup var audio: AudioOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let screen = try input.load(InputOptions.path(file))
            let tree = AccessibilityTree(window: screen.window)
            var settings = VoiceOverSettings()
            settings.speaksHints = !noHints
            let transcript = Transcript(tree: tree, settings: settings)
            switch format {
            case .text: try Output.write(TranscriptWriter.text(transcript))
            case .json: try Output.write(TranscriptWriter.json(transcript))
            }
            try audio.renderReading(screen.window, settings: settings)
        }
    }
}

extension TranscriptFormat: ExpressibleByArgument {}
