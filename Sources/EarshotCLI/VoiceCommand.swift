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
            var lines: [String] = []
            for command in commands {
                lines.append("> \(command.visibleControlCharacters)")
                do {
                    let outcome = try voiceControl.perform(command)
                    if case .chooseNumber(let names) = outcome {
                        lines += names.enumerated().map { "  \($0.offset + 1): \($0.element)" }
                        lines.append("  say \"Tap ⟨number⟩\" to choose")
                    }
                } catch {
                    try Output.write((lines + Self.describe(voiceControl)).joined(separator: "\n") + "\n")
                    Output.error(String(describing: error).visibleControlCharacters)
                    throw ExitCode.failure
                }
                let described = Self.describe(voiceControl)
                lines += described
                if described.isEmpty, !lines.last!.hasPrefix("  ") { lines.append("  [nothing happened]") }
                voiceControl.clearLog()
            }
            try Output.write(lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n"))
        }
    }

    /// One line per event; showing the overlay lists its labels.
    @MainActor
    static func describe(_ voiceControl: VoiceControl) -> [String] {
        voiceControl.events.flatMap { event -> [String] in
            switch event {
            case .heard, .askedToChoose: return []
            case .overlayShown:
                return voiceControl.overlayLabels.map { label in
                    let name = VoiceControl.name(of: label.node)
                    if voiceControl.overlay == .names { return "  \(name.isEmpty ? "[unnamed]" : name)" }
                    return "  \(label.text): \(name.isEmpty ? "[unnamed]" : name)"
                }
            case .overlayHidden: return ["  overlay hidden"]
            case .appMethodCalled(let name, let object): return ["  called \(name) on \(object)"]
            case .tapSynthesized(let point, let hit):
                return ["  tap at \(ScanCommand.number(point.x)),\(ScanCommand.number(point.y)) on \(hit ?? "nothing")"]
            case .nothingScrolled: return ["  nothing scrolled"]
            }
        }
    }
}
