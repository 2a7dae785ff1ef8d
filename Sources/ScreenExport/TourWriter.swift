/// One screen of the tour as it was played: what it is, what VoiceOver says swiping through it,
/// and its demo's steps with what the guide says each shows and what each caused. Plain values,
/// so the writer needs nothing from the app that was played.
public struct TourScreen {
    public var id: String
    public var title: String
    /// The guide sections the screen ports, as cited.
    public var citations: [String]
    public var summary: String
    /// What VoiceOver says swiping through the screen, one line per element.
    public var transcript: [String] = []
    /// VoiceOver gestures and what the user is left hearing after each (nil: silence).
    public var gestures: [(gesture: String, shows: String, heard: String?)] = []
    public var switchControl: [(step: SwitchControlLogStep, shows: String)] = []
    public var voiceControl: [(step: VoiceControlLogStep, shows: String)] = []

    /// A screen not played yet: its heading alone.
    public init(id: String, title: String, citations: [String], summary: String) {
        self.id = id
        self.title = title
        self.citations = citations
        self.summary = summary
    }
}

/// Writes the tour (`earshot tour`): per screen, its heading, the transcript, the demo's gestures
/// and what they caused, then Switch Control's and Voice Control's steps with their effects as
/// `earshot scan` and `earshot voice` print them.
@MainActor
public enum TourWriter {
    /// The whole tour as text.
    public static func text(_ screens: [TourScreen]) -> String {
        var text = "Earshot: the examples of Apple's accessibility guides as VoiceOver speaks them (\(screens.count) screens).\n"
        for (number, screen) in screens.enumerated() {
            text += "\n" + section(for: screen, number: number + 1)
        }
        return text
    }

    private static func section(for screen: TourScreen, number: Int) -> String {
        var text = "== \(number). \(screen.title)  [\(screen.id); \(screen.citations.joined(separator: "; "))]\n\(screen.summary)\n"
        text += "  Swiping through:\n"
        for line in screen.transcript {
            text += "    \(line)\n"
        }
        if !screen.gestures.isEmpty {
            text += "  Gestures:\n"
            for step in screen.gestures {
                text += "    > \(step.gesture): \(step.shows)\n"
                text += "      \(step.heard.map { "“\($0)”" } ?? "(silence)")\n"
            }
        }
        if !screen.switchControl.isEmpty {
            text += demonstration("Switch Control", screen.switchControl) {
                ($0.command, $0.error, SwitchControlLogWriter.effects(of: $0))
            }
        }
        if !screen.voiceControl.isEmpty {
            text += demonstration("Voice Control", screen.voiceControl) {
                ($0.command, $0.error, VoiceControlLogWriter.effects(of: $0, showingChoices: false))
            }
        }
        return text
    }

    /// Another assistive technology's steps: each step's command and what it shows, then its
    /// effects indented under it (or the error that stopped it).
    private static func demonstration<Step>(
        _ title: String,
        _ steps: [(step: Step, shows: String)],
        describe: (Step) -> (command: String, error: (any Error)?, effects: [String])
    ) -> String {
        var text = "  \(title):\n"
        for (step, shows) in steps {
            let (command, error, effects) = describe(step)
            text += "    > \(command): \(shows)\n"
            if let error {
                text += "      error: \(error)\n"
            } else {
                text += effects.map { "    \($0)\n" }.joined()
            }
        }
        return text
    }
}
