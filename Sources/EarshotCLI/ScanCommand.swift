import ArgumentParser
import Earshot

/// `earshot scan FILE STEP…`: drives a screen with Switch Control and prints what it highlighted,
/// the item menus it opened, what was chosen and the app methods that ran.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Scan a screen with Switch Control and print what is highlighted and chosen.",
        discussion: """
            Steps: next, previous (the move switches of step scanning); select (enter a group or \
            open the item menu; with nothing highlighted, highlight the first item); auto (start \
            auto scanning); wait:SECONDS (let auto scanning run on the virtual clock); leave (leave \
            the group); choose:NAME (a menu item: Tap, Increment, Decrement, Escape, Scroll Down, a \
            custom action's name); point:SECONDS,SECONDS (point scanning: press after the vertical \
            line, then the horizontal line, has swept that long, and tap there). With no steps, \
            lists the items of the top level.
            """
    )

    @Argument(help: "The screen to scan (`-` for standard input).")
    var file: String

    @Argument(help: "Steps, in order (e.g. next next select choose:Tap).")
    var steps: [String] = []

    @OptionGroup var input: InputOptions

    func validate() throws {
        for step in steps where ScanStep(step) == nil {
            throw ValidationError(
                "'\(step.visibleControlCharacters)' is not a Switch Control step; the steps are next, previous, select, auto, wait:SECONDS, leave, choose:NAME, point:SECONDS,SECONDS."
            )
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let screen = try input.load(file)
            let switchControl = SwitchControl(window: screen.window)
            guard !switchControl.tree.elements.isEmpty else {
                Output.error("the screen has no accessibility elements; Switch Control has nothing to scan")
                throw ExitCode.failure
            }
            let items = switchControl.items
            var log: [SwitchControlLogStep] = []
            for argument in steps {
                let step = ScanStep.perform(argument, on: switchControl)
                log.append(step)
                if let error = step.error {
                    try Output.write(SwitchControlLogWriter.text(items: items, steps: log))
                    Output.error(String(describing: error))
                    throw ExitCode.failure
                }
            }
            try Output.write(SwitchControlLogWriter.text(items: items, steps: log))
        }
    }
}

/// A step of `earshot scan`.
enum ScanStep {
    case next, previous, select, auto, leave
    case wait(Duration)
    case choose(String)
    case point(Duration, Duration)

    init?(_ argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first?.lowercased(), parts.count) {
        case ("next", 1): self = .next
        case ("previous", 1): self = .previous
        case ("select", 1): self = .select
        case ("auto", 1): self = .auto
        case ("leave", 1): self = .leave
        case ("wait", 2):
            guard let seconds = Self.seconds(parts[1]) else { return nil }
            self = .wait(seconds)
        case ("choose", 2) where !parts[1].isEmpty:
            self = .choose(parts[1])
        case ("point", 2):
            let times = parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard times.count == 2, let horizontal = Self.seconds(times[0]), let vertical = Self.seconds(times[1]) else { return nil }
            self = .point(horizontal, vertical)
        default:
            return nil
        }
    }

    /// A finite, non-negative number of seconds up to a day.
    static func seconds(_ text: String) -> Duration? {
        guard let value = Double(text), value.isFinite, value >= 0, value <= 86_400 else { return nil }
        return .milliseconds(Int64((value * 1000).rounded()))
    }

    /// Runs `argument` on `switchControl` and records what it caused (the events before it are
    /// forgotten); an argument that is no step fails.
    @MainActor
    static func perform(_ argument: String, on switchControl: SwitchControl) -> SwitchControlLogStep {
        switchControl.clearLog()
        do {
            guard let step = ScanStep(argument) else { throw ValidationError("not a scan step") }
            try step.apply(to: switchControl)
            return SwitchControlLogStep(command: argument, events: switchControl.events)
        } catch {
            return SwitchControlLogStep(command: argument, events: switchControl.events, error: error)
        }
    }

    @MainActor
    func apply(to switchControl: SwitchControl) throws {
        switch self {
        case .next: switchControl.next()
        case .previous: switchControl.previous()
        case .select: switchControl.select(auto: false)
        case .auto: switchControl.startScanning()
        case .leave: switchControl.leaveGroup()
        case .wait(let duration): switchControl.advance(by: duration)
        case .choose(let name): try switchControl.choose(named: name)
        case .point(let horizontal, let vertical):
            switchControl.selectPoint(afterHorizontalSweep: horizontal, verticalSweep: vertical)
            try switchControl.tapSelectedPoint()
        }
    }
}
