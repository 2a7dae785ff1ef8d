import ArgumentParser
import Earshot

/// `earshot convert FILE`: writes any supported input as a screen file.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a screen (or a dump of a real app) as an Earshot screen file.",
        discussion: "The screen file imports back to the same tree: reading it says the same words as reading the input."
    )

    @Argument(help: "The input: a screen file or a WebDriverAgent / XCUITest dump (`-` for standard input).")
    var file: String

    @OptionGroup var input: InputOptions

    @Option(help: "The screen file's syntax: json or yaml.")
    var to: ScreenFileFormat = .json

    @Option(name: [.short, .long], help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        let document: ScreenDocument
        do {
            let result = try MainActor.assumeIsolated {
                try ScreenLoader.read(
                    path: file, format: input.inputFormat, language: input.language, limits: input.limits, screen: input.screenSize)
            }
            for warning in result.warnings { Output.warn(warning) }
            document = result.document
        } catch {
            Output.error(String(describing: error))
            throw ExitCode.failure
        }
        let text = ScreenFileWriter().text(document, format: to)
        guard let output else {
            try Output.write(text)
            return
        }
        try OutputFile.write(Data(text.utf8), to: output)
    }
}

extension ScreenFileFormat: ExpressibleByArgument {}
