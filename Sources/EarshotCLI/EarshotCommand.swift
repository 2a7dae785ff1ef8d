import ArgumentParser
import Earshot

/// `earshot`: hear what VoiceOver says on a screen, drive it with gestures, audit it, convert it.
/// Thin by design: parses arguments, reads and writes files, maps errors to exit codes
/// (0 success, 1 failure or findings, 64 wrong usage). Data goes to stdout, diagnostics to stderr.
@main
struct EarshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "earshot",
        abstract: "Hear what iOS VoiceOver says on a screen, before a device is involved.",
        discussion: """
            With no arguments, tours the sample app (the guides' examples) as VoiceOver speaks it. \
            FILE may be a screen file (JSON or YAML), a WebDriverAgent / Appium page source (XML or \
            JSON) or an XCUITest debugDescription; `-` reads standard input.
            """,
        subcommands: [
            TourCommand.self, ReadCommand.self, RunCommand.self, AuditCommand.self, ConvertCommand.self, SnapshotCommand.self,
            InspectCommand.self, ScanCommand.self, VoiceCommand.self, PortCommand.self, ExploreCommand.self,
        ],
        defaultSubcommand: TourCommand.self
    )

    /// Runs the command. A first argument that is neither an option nor a subcommand is refused
    /// with the list of subcommands (exit 64): left to the parser, it would be taken as an
    /// argument of the default subcommand, the tour, whose usage says nothing of the others.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        if let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) {
            Output.error("unknown command '\(first)'; the commands are: \(names.dropLast().joined(separator: ", ")) (see earshot --help)")
            Self.exit(withError: ExitCode(64))
        }
        Self.main(arguments)
    }
}
