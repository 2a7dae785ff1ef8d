import ArgumentParser
import Earshot
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `earshot snapshot FILE -o screen.svg`: the screen as an accessibility snapshot.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Draw a screen's accessibility elements and a legend of what VoiceOver says (SVG, PNG, HTML).",
        discussion: """
            The screen is drawn as a wireframe with each element as a coloured overlay numbered in \
            reading order; the legend gives, per element, what VoiceOver says, the hint, custom \
            actions and rotors and the containers around it. The format follows -o's extension \
            (.svg, .png, .html) unless --format says. PNG needs rsvg-convert (Debian's librsvg2-bin); \
            html is one self-contained page (the drawing and the legend as a table, no script), for CI \
            artifacts.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, png, html
    }

    @Argument(
        help:
            "The screen to draw (`-` for standard input). Default: standard input when it is a pipe or a file, else the built-in sample screen."
    )
    var file: String?

    @OptionGroup var input: InputOptions

    @Option(name: [.short, .long], help: "Write to this file instead of standard output (required for png).")
    var output: String?

    @Option(help: "Output format: svg, png or html. Default: from -o's extension, else svg.")
    var format: Format?

    @Flag(help: "Show audit findings on the elements and in the legend.")
    var findings = false

    @Flag(name: .customLong("no-hints"), help: "Leave hints out of the legend.")
    var noHints = false

    private var resolvedFormat: Format {
        if let format { return format }
        if let output, let format = Format(rawValue: URL(fileURLWithPath: output).pathExtension.lowercased()) { return format }
        return .svg
    }

    func validate() throws {
        if resolvedFormat == .png && (output == nil || output == "-") {
            throw ValidationError("PNG output needs -o FILE.")
        }
    }

    func run() throws {
        let data: Data = try MainActor.assumeIsolated {
            let screen = try input.load(InputOptions.path(file))
            let tree = AccessibilityTree(window: screen.window)
            var settings = VoiceOverSettings()
            settings.speaksHints = !noHints
            let transcript = Transcript(tree: tree, settings: settings)
            let found = findings ? Auditor().audit(tree).findings : nil
            let snapshot = AccessibilitySnapshotSVG(window: screen.window, transcript: transcript, findings: found)
            let svg = snapshot.svg
            switch resolvedFormat {
            case .svg:
                return Data(svg.utf8)
            case .html:
                let title = "Accessibility snapshot of " + (InputOptions.path(file) == nil ? "the sample screen" : screen.source)
                return Data(AccessibilitySnapshotHTML(snapshot: snapshot, title: title).html.utf8)
            case .png:
                do {
                    return try SVGRasterizer.png(fromSVG: svg)
                } catch {
                    Output.error(String(describing: error))
                    throw ExitCode.failure
                }
            }
        }
        guard let output, output != "-" else {
            do {
                try Output.writeAll(data, to: STDOUT_FILENO)
            } catch {
                Output.error("standard output: \(error.reason)")
                throw ExitCode.failure
            }
            return
        }
        try OutputFile.write(data, to: output)
    }
}
