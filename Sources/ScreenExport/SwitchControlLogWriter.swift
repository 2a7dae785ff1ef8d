import AssistiveTechnologies
import EarshotUIKit

/// What one Switch Control step caused: the step as the user gave it, the events it caused, and
/// the error that stopped it, if any.
public struct SwitchControlLogStep {
    public var command: String
    public var events: [SwitchControlEvent]
    public var error: (any Error)?

    public init(command: String, events: [SwitchControlEvent], error: (any Error)? = nil) {
        self.command = command
        self.events = events
        self.error = error
    }
}

/// Writes what Switch Control highlighted, opened, chose and called, for `earshot scan` and the
/// tour: each step, then its effects indented under it.
@MainActor
public enum SwitchControlLogWriter {
    /// ```
    /// > start
    ///   item: Floor Plan
    /// > next
    ///   highlight: Floor Plan
    ///   called accessibilityElementDidBecomeFocused on NavigationBarPartElement "Floor Plan"
    /// ```
    /// `items` are the top level's, as scanning starts. A failed step ends the log with what it
    /// did before failing; its error is the caller's to report.
    public static func text(items: [SwitchControlItem], steps: [SwitchControlLogStep]) -> String {
        var lines = ["> start"] + items.map { "  item: \($0.name)" }
        for step in steps {
            lines.append("> \(step.command)")
            lines += effects(of: step)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per event, indented; `[nothing changed]` for a step that worked and did nothing.
    public static func effects(of step: SwitchControlLogStep) -> [String] {
        let lines = step.events.map(line)
        return lines.isEmpty && step.error == nil ? ["  [nothing changed]"] : lines
    }

    private static func line(_ event: SwitchControlEvent) -> String {
        switch event {
        case .highlighted(let name?): return "  highlight: \(name)"
        case .highlighted(nil): return "  highlight: none"
        case .enteredGroup(let name): return "  entered \(name)"
        case .leftGroup: return "  left the group"
        case .menuOpened(let items): return "  menu: \(items.joined(separator: ", "))"
        case .chose(let name): return "  chose: \(name)"
        case .appMethodCalled(let name, let object): return AppActionLine.called(name, on: object)
        case .tapSynthesized(let point, let hit): return AppActionLine.tap(at: point, hitView: hit)
        case .unhandled(let name): return "  nothing handled \(name)"
        case .scanningStopped: return "  scanning stopped"
        case .paused: return "  paused by the app"
        case .resumed: return "  resumed by the app"
        }
    }
}
