import Earshot
import SampleApp

/// Plays the sample app's screens and their demos through the simulators; `TourWriter` writes
/// what they did.
@MainActor
enum SampleTour {
    /// Each screen played, in order.
    static func play(_ entries: [SampleScreenEntry]) -> [TourScreen] {
        entries.map(play)
    }

    /// One screen: the transcript, then the demo's gestures, Switch Control's steps and Voice
    /// Control's commands, each technology on a freshly launched app.
    private static func play(_ entry: SampleScreenEntry) -> TourScreen {
        let session = Session()
        session.show(entry)
        var screen = TourScreen(id: entry.id, title: entry.title, citations: entry.guides.map(\.citation), summary: entry.demo.summary)
        screen.transcript = session.voiceOver.transcript()
        screen.gestures = entry.demo.steps.map { ($0.gesture, $0.shows, session.run($0.gesture)) }
        screen.switchControl = demonstrate(
            entry.demo.switchControl, showing: entry, start: { SwitchControl(window: $0) }, perform: ScanStep.perform)
        screen.voiceControl = demonstrate(
            entry.demo.voiceControl, showing: entry, start: { VoiceControl(window: $0) }, perform: VoiceCommand.perform)
        return screen
    }

    /// `commands` given, in order, to an assistive technology started on the app launched without
    /// VoiceOver, `entry` shown; none is started when there are no commands.
    private static func demonstrate<Technology, Step>(
        _ commands: [SampleDemo.Command],
        showing entry: SampleScreenEntry,
        start: (UIWindow) -> Technology,
        perform: (String, Technology) -> Step
    ) -> [(step: Step, shows: String)] {
        guard !commands.isEmpty else { return [] }
        let technology = start(launchWithoutVoiceOver(showing: entry))
        return commands.map { (perform($0.command, technology), $0.shows) }
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
