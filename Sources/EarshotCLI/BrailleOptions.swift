import ArgumentParser
import Earshot

/// `--braille` and `--braille-table`: what a braille display connected to VoiceOver shows after
/// each gesture, translated by liblouis's `lou_translate` (Debian's liblouis-bin).
struct BrailleOptions: ParsableArguments {
    @Flag(help: "After each gesture, print what a braille display shows for the focused element.")
    var braille = false

    @Option(name: .customLong("braille-table"), help: "ueb1, ueb2 (default), computer, or a liblouis table file name.")
    var tableName: String = "ueb2"

    func validate() throws {
        guard BrailleTable(name: tableName) != nil else {
            throw ValidationError(
                "'\(tableName.visibleControlCharacters)' is not a braille table name; use ueb1, ueb2, computer or a liblouis table file name such as en-ueb-g2.ctb."
            )
        }
    }

    /// The display's line for the focused element, as a line of the run log; a missing
    /// translator or table ends the command (exit 1) with the error.
    @MainActor
    func line(_ voiceOver: VoiceOver) -> String {
        do {
            guard let table = BrailleTable(name: tableName), let line = try voiceOver.brailleDisplay(table: table) else {
                return "  [braille: nothing focused]\n"
            }
            return "  [braille] \(line.cells)\n"
        } catch {
            Output.error(String(describing: error))
            RunCommand.exit(withError: ExitCode.failure)
        }
    }
}
