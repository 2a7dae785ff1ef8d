import AssistiveTechnologies
import EarshotUIKit

/// What one Voice Control command caused: the command as spoken, the names it numbered when it
/// fitted several elements, the events, the overlay as the command left it (its labels are
/// read then, while they are the ones shown), and the error that stopped it, if any.
public struct VoiceControlLogStep {
    public var command: String
    /// The names numbered for "Tap ⟨number⟩"; nil when the command did not ask to choose.
    public var choices: [String]?
    public var events: [VoiceControlEvent]
    public var overlay: VoiceControl.Overlay
    public var overlayLabels: [VoiceControlLabel]
    public var error: (any Error)?

    /// The step as `voiceControl` stands right after the command: its events and overlay.
    @MainActor
    public init(command: String, outcome: VoiceControl.Outcome?, error: (any Error)? = nil, after voiceControl: VoiceControl) {
        self.command = command
        if case .chooseNumber(let names) = outcome { choices = names }
        events = voiceControl.events
        overlay = voiceControl.overlay
        overlayLabels = voiceControl.overlayLabels
        self.error = error
    }
}

/// Writes what Voice Control commands did, for `earshot voice` and the tour: each command, then
/// its effects indented under it (the overlay's names or numbers, the app methods that ran, a
/// request to choose a number).
@MainActor
public enum VoiceControlLogWriter {
    /// ```
    /// > Show numbers
    ///   1: Submit
    /// > Tap Submit
    ///   called accessibilityActivate on UIButton "Submit"
    /// ```
    /// Commands are the user's text: control characters in them are shown as escapes. A failed
    /// command ends the log with what it did before failing; its error is the caller's to report.
    public static func text(_ steps: [VoiceControlLogStep]) -> String {
        var lines: [String] = []
        for step in steps {
            lines.append("> \(step.command.visibleControlCharacters)")
            lines += effects(of: step)
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// The numbered choices (unless `showingChoices` is false: the tour shows only what a command
    /// did), one line per event, or `[nothing happened]` for a command that worked and showed
    /// nothing.
    public static func effects(of step: VoiceControlLogStep, showingChoices: Bool = true) -> [String] {
        var lines: [String] = []
        if showingChoices, let choices = step.choices {
            lines += choices.enumerated().map { "  \($0.offset + 1): \($0.element)" }
            lines.append("  say \"Tap ⟨number⟩\" to choose")
        }
        lines += step.events.flatMap { self.lines($0, in: step) }
        return lines.isEmpty && step.error == nil ? ["  [nothing happened]"] : lines
    }

    /// The lines for one event; showing the overlay lists its labels.
    private static func lines(_ event: VoiceControlEvent, in step: VoiceControlLogStep) -> [String] {
        switch event {
        case .heard, .askedToChoose: return []
        case .overlayShown:
            return step.overlayLabels.map { label in
                let name = VoiceControl.name(of: label.node)
                if step.overlay == .names { return "  \(name.isEmpty ? "[unnamed]" : name)" }
                return "  \(label.text): \(name.isEmpty ? "[unnamed]" : name)"
            }
        case .overlayHidden: return ["  overlay hidden"]
        case .appMethodCalled(let name, let object): return [AppActionLine.called(name, on: object)]
        case .tapSynthesized(let point, let hit): return [AppActionLine.tap(at: point, hitView: hit)]
        case .nothingScrolled: return ["  nothing scrolled"]
        }
    }
}
