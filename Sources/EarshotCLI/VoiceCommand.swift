import ArgumentParser
import Earshot

/// `earshot voice FILE COMMAND…`: speaks Voice Control commands to a screen and prints what they
/// did: the overlay's names or numbers, the app methods that ran, a request to choose a number.
struct VoiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voice",
        abstract: "Give a screen Voice Control commands and print what they did.",
        discussion: """
            Commands, each one argument: \(VoiceControl.commands.joined(separator: ", ")). A name fitting \
            several items numbers them; follow with "Tap ⟨number⟩". An unknown command, a name no item \
            answers to or a number not shown is an error (exit 1).
            """
    )

    @Argument(help: "The screen (`-` for standard input).")
    var file: String

    @Argument(help: "Commands, in order (e.g. \"Show names\" \"Tap Submit\").")
    var commands: [String] = []

    @OptionGroup var input: InputOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let screen = try input.load(file)
            let voiceControl = VoiceControl(window: screen.window)
            var log: [VoiceControlLogStep] = []
            for command in commands {
                let step = Self.perform(command, on: voiceControl)
                log.append(step)
                if let error = step.error {
                    try Output.write(VoiceControlLogWriter.text(log))
                    Output.error(String(describing: error).visibleControlCharacters)
                    throw ExitCode.failure
                }
            }
            try Output.write(VoiceControlLogWriter.text(log))
        }
    }

    /// Speaks `command` to `voiceControl` and records what it caused (the events before it are
    /// forgotten).
    @MainActor
    static func perform(_ command: String, on voiceControl: VoiceControl) -> VoiceControlLogStep {
        voiceControl.clearLog()
        do {
            let outcome = try voiceControl.perform(command)
            return VoiceControlLogStep(command: command, outcome: outcome, after: voiceControl)
        } catch {
            return VoiceControlLogStep(command: command, outcome: nil, error: error, after: voiceControl)
        }
    }
}
