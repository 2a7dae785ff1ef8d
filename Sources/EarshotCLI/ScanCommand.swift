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
            throw ValidationError("'\(step.visibleControlCharacters)' is not a Switch Control step; the steps are next, previous, select, auto, wait:SECONDS, leave, choose:NAME, point:SECONDS,SECONDS.")
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
            var lines: [String] = ["> start"]
            lines += switchControl.items.map { "  item: \($0.name)" }
            switchControl.clearLog()
            for argument in steps {
                guard let step = ScanStep(argument) else { continue }
                lines.append("> \(argument)")
                do {
                    try step.apply(to: switchControl)
                } catch {
                    lines += Self.describe(switchControl.events)
                    try Output.write(lines.joined(separator: "\n") + "\n")
                    Output.error(String(describing: error))
                    throw ExitCode.failure
                }
                let described = Self.describe(switchControl.events)
                lines += described.isEmpty ? ["  [nothing changed]"] : described
                switchControl.clearLog()
            }
            try Output.write(lines.joined(separator: "\n") + "\n")
        }
    }

    /// One line per event, indented under its step.
    @MainActor
    static func describe(_ events: [SwitchControlEvent]) -> [String] {
        events.compactMap { event in
            switch event {
            case .highlighted(let name?): return "  highlight: \(name)"
            case .highlighted(nil): return "  highlight: none"
            case .enteredGroup(let name): return "  entered \(name)"
            case .leftGroup: return "  left the group"
            case .menuOpened(let items): return "  menu: \(items.joined(separator: ", "))"
            case .chose(let name): return "  chose: \(name)"
            case .appMethodCalled(let name, let object): return "  called \(name) on \(object)"
            case .tapSynthesized(let point, let hit):
                return "  tap at \(Self.number(point.x)),\(Self.number(point.y)) on \(hit ?? "nothing")"
            case .unhandled(let name): return "  nothing handled \(name)"
            case .scanningStopped: return "  scanning stopped"
            case .paused: return "  paused by the app"
            case .resumed: return "  resumed by the app"
            }
        }
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
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
