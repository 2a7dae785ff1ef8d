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
            With no arguments, tours the sample app (the seeds' examples) as VoiceOver speaks it. \
            FILE may be a screen file (JSON or YAML), a WebDriverAgent / Appium page source (XML or \
            JSON) or an XCUITest debugDescription; `-` reads standard input.
            """,
        subcommands: [TourCommand.self, ReadCommand.self, RunCommand.self, AuditCommand.self, ConvertCommand.self, SnapshotCommand.self, InspectCommand.self],
        defaultSubcommand: TourCommand.self
    )
}
