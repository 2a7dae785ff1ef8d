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
            try Output.write(SampleTour.text(of: entries))
            try audio.renderTour(entries)
        }
    }
}

/// Plays the sample app's screens and their demos through the VoiceOver simulator.
@MainActor
enum SampleTour {
    /// The whole tour as text.
    static func text(of entries: [SampleScreenEntry]) -> String {
        var text = "Earshot: the examples of Apple's accessibility guides as VoiceOver speaks them (\(entries.count) screens).\n"
        for (number, entry) in entries.enumerated() {
            text += "\n" + section(for: entry, number: number + 1)
        }
        return text
    }

    /// One screen: its heading, the transcript, then the demo's gestures and what they caused.
    private static func section(for entry: SampleScreenEntry, number: Int) -> String {
        let session = Session()
        session.show(entry)
        let sources = entry.guides.map(\.citation).joined(separator: "; ")
        var text = "== \(number). \(entry.title)  [\(entry.id); \(sources)]\n\(entry.demo.summary)\n"
        text += "  Swiping through:\n"
        for line in session.voiceOver.transcript() {
            text += "    \(line)\n"
        }
        if !entry.demo.steps.isEmpty {
            text += "  Gestures:\n"
            for step in entry.demo.steps {
                let said = session.run(step.gesture)
                text += "    > \(step.gesture): \(step.shows)\n"
                text += "      \(said.map { "“\($0)”" } ?? "(silence)")\n"
            }
        }
        if !entry.demo.switchControl.isEmpty { text += switchControlSection(for: entry) }
        if !entry.demo.voiceControl.isEmpty { text += voiceControlSection(for: entry) }
        return text
    }

    /// The screen in an app launched without VoiceOver, driven by Switch Control's steps; each
    /// step's effects as `earshot scan` prints them.
    private static func switchControlSection(for entry: SampleScreenEntry) -> String {
        let switchControl = SwitchControl(window: launchWithoutVoiceOver(showing: entry))
        switchControl.clearLog()
        var text = "  Switch Control:\n"
        for step in entry.demo.switchControl {
            text += "    > \(step.command): \(step.shows)\n"
            do {
                guard let scan = ScanStep(step.command) else { throw ValidationError("not a scan step") }
                try scan.apply(to: switchControl)
                let described = ScanCommand.describe(switchControl.events)
                text += (described.isEmpty ? ["  [nothing changed]"] : described).map { "    \($0)\n" }.joined()
            } catch {
                text += "      error: \(error)\n"
            }
            switchControl.clearLog()
        }
        return text
    }

    /// The screen in an app launched without VoiceOver, driven by Voice Control's commands; each
    /// command's effects as `earshot voice` prints them.
    private static func voiceControlSection(for entry: SampleScreenEntry) -> String {
        let voiceControl = VoiceControl(window: launchWithoutVoiceOver(showing: entry))
        voiceControl.clearLog()
        var text = "  Voice Control:\n"
        for step in entry.demo.voiceControl {
            text += "    > \(step.command): \(step.shows)\n"
            do {
                _ = try voiceControl.perform(step.command)
                let described = VoiceCommand.describe(voiceControl)
                text += (described.isEmpty ? ["  [nothing happened]"] : described).map { "    \($0)\n" }.joined()
            } catch {
                text += "      error: \(error)\n"
            }
            voiceControl.clearLog()
        }
        return text
    }

    /// The sample app launched without VoiceOver, `entry`'s screen pushed: its window.
    private static func launchWithoutVoiceOver(showing entry: SampleScreenEntry) -> UIWindow {
        let (application, window) = SampleApp.launch()
        if let delegate = application.delegate as? SampleAppDelegate {
            application.perform { _ = delegate.show(entry) }
        }
        return window
    }

    /// The sample app launched with VoiceOver on its window; the app's clock reads VoiceOver's.
    @MainActor
    final class Session {
        let application: UIApplication
        let voiceOver: VoiceOver

        init() {
            @MainActor final class Reference { weak var voiceOver: VoiceOver? }
            let reference = Reference()
            let (application, window) = SampleApp.launch(clock: SampleClock { reference.voiceOver?.now ?? .zero })
            self.application = application
            voiceOver = VoiceOver(window: window)
            reference.voiceOver = voiceOver
        }

        /// Pushes the screen as choosing its row in the menu does, and lets speech settle.
        func show(_ entry: SampleScreenEntry) {
            if let delegate = application.delegate as? SampleAppDelegate {
                application.perform { _ = delegate.show(entry) }
            }
            voiceOver.settle()
        }

        /// Runs a demo step ("wait:SECONDS" runs the virtual clock) and returns what is left heard.
        func run(_ step: String) -> String? {
            if step.hasPrefix("wait:"), let seconds = Double(step.dropFirst("wait:".count)) {
                let before = voiceOver.spokenLog.count
                voiceOver.advance(by: .milliseconds(Int64(seconds * 1000)))
                return voiceOver.spokenLog.count > before ? voiceOver.spokenLog.last : nil
            }
            guard let gesture = VoiceOverGesture(argument: step) else { return nil }
            return voiceOver.perform(gesture)
        }
    }
}
