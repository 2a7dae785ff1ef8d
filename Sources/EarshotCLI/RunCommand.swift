import ArgumentParser
import Earshot

/// `earshot run FILE GESTURE…`: drives a screen with VoiceOver gestures and prints what VoiceOver said.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Apply VoiceOver gestures to a screen and print what VoiceOver says.",
        discussion: """
            VoiceOver starts on the screen (focusing and speaking its first element), then the gestures \
            run in order. After each one, speech runs to its end, as for a user who listens before the \
            next gesture. Prints each gesture ("start" first), then, indented, the sounds it played and \
            what VoiceOver said, one utterance per line, or "[nothing spoken]".
            Gestures: \(VoiceOverGesture.argumentNames.joined(separator: ", ")).
            """
    )

    @Argument(help: "The screen to drive (`-` for standard input).")
    var file: String

    @Argument(help: "Gestures to apply, in order (e.g. right right doubletap touch:120,300).")
    var gestures: [String] = []

    @OptionGroup var input: InputOptions

    @Option(help: "Output format: text (the spoken log) or json (the spoken log and the events).")
    var format: TranscriptFormat = .text

    @Flag(name: .customLong("no-hints"), help: "Turn Speak Hints off.")
    var noHints = false

    @OptionGroup var audio: AudioOptions
    @OptionGroup var braille: BrailleOptions

    func validate() throws {
        if braille.braille, format != .text { throw ValidationError("--braille works with --format text.") }
        for argument in gestures {
            do {
                _ = try VoiceOverGesture(parsing: argument)
            } catch {
                throw ValidationError(error.description.visibleControlCharacters)
            }
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let screen = try input.load(file)
            var settings = VoiceOverSettings()
            settings.speaksHints = !noHints
            let voiceOver = VoiceOver(window: screen.window, settings: settings)
            var steps: [RunStep] = []
            var brailleLines: [String] = []
            var spokenSoFar = 0
            var eventsSoFar = 0
            @MainActor func record(_ gesture: String) {
                voiceOver.settle()
                steps.append(
                    RunStep(
                        gesture: gesture, spoken: Array(voiceOver.spokenLog[spokenSoFar...]),
                        events: Array(voiceOver.events[eventsSoFar...])))
                if braille.braille { brailleLines.append(braille.line(voiceOver)) }
                spokenSoFar = voiceOver.spokenLog.count
                eventsSoFar = voiceOver.events.count
            }
            record("start")
            for argument in gestures {
                if let gesture = VoiceOverGesture(argument: argument) { voiceOver.perform(gesture) }
                record(argument)
            }
            switch format {
            case .text where braille.braille:
                try Output.write(zip(steps, brailleLines).map { RunLogWriter.text([$0]) + $1 }.joined())
            case .text: try Output.write(RunLogWriter.text(steps))
            case .json: try Output.write(RunLogWriter.json(steps))
            }
            try audio.render(voiceOver)
        }
    }
}
