import ArgumentParser
import Earshot
import SampleApp

/// `earshot tour` (and `earshot` with no arguments): the sample app, screen by screen, as a
/// VoiceOver user hears it.
struct TourCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "Tour the sample app (the examples of Apple's accessibility guides) as VoiceOver speaks it.",
        discussion: """
            For each screen: what VoiceOver says as a user swipes through it, then a few gestures and \
            what they caused; where the guide says what Switch Control or Voice Control does with \
            the screen, those steps too (as `earshot scan` and `earshot voice` print them). Screens: \(SampleApp.screens.map(\.id).joined(separator: ", ")).
            """
    )

    @Option(name: .customLong("screen"), help: "Tour only these screens (by id); repeatable.")
    var screens: [String] = []

    func validate() throws {
        for id in screens where SampleApp.screen(id: id) == nil {
            throw ValidationError("'\(id)' is not a sample screen; see `earshot tour --help` for the list.")
        }
    }

    @OptionGroup var audio: AudioOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let entries = screens.isEmpty ? SampleApp.screens : screens.compactMap(SampleApp.screen(id:))
            try Output.write(TourWriter.text(SampleTour.play(entries)))
            try audio.renderTour(entries)
        }
    }
}
