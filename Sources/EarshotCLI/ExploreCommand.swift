import ArgumentParser
import Earshot
import SampleApp

/// `earshot explore`: the sample app's screens explored with VoiceOver (`Explorer`), reported
/// in the audit's formats under the audit's configuration and baseline.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore the sample app with VoiceOver and report what only interaction shows.",
        discussion: """
            Each screen is explored from a freshly launched app with its screen shown, as choosing \
            its row in the menu does: VoiceOver swipes through every element, double-taps each \
            control, adjusts each adjustable element, runs each custom action, tries Escape, Magic \
            Tap and the three-finger scrolls, and follows what opens, breadth-first. Each finding \
            comes with the gestures that show it from launch (as `earshot run` names them) and the \
            screen before and after. Exits 0 when no finding reaches the failing severity, 1 when \
            one does, 64 for wrong usage. Notes on limits reached go to standard error. \
            Screens: \(SampleApp.screens.map(\.id).joined(separator: ", ")). `--preview NAME` \
            explores a #Preview linked into earshot instead (the sample app's: "Ratings", \
            "Kitchen timer (before the fix)"), shown as Xcode's canvas shows it.
            """
    )

    @Option(name: .customLong("screen"), help: "Explore only these screens (by id); repeatable.")
    var screens: [String] = []

    @Option(
        name: .customLong("preview"),
        help: "Explore these previews (#Preview or PreviewProvider views linked into earshot) by name; repeatable.")
    var previews: [String] = []

    @OptionGroup var report: ReportOptions

    @Option(name: .customLong("max-states"), help: "The most distinct screens explored from each sample screen.")
    var maximumStates = ExplorerLimits().states

    @Option(name: .customLong("max-depth"), help: "The most actions from the sample screen to any screen explored.")
    var maximumDepth = ExplorerLimits().depth

    @Option(name: .customLong("max-steps"), help: "The most gestures performed for each sample screen, replays included.")
    var maximumSteps = ExplorerLimits().steps

    @Flag(name: .customLong("list-rules"), help: "Print the interaction rules with their defaults and exit.")
    var listRules = false

    func validate() throws {
        for id in screens where SampleApp.screen(id: id) == nil {
            throw ValidationError("'\(id)' is not a sample screen; see `earshot explore --help` for the list.")
        }
        for (name, value) in [("--max-states", maximumStates), ("--max-depth", maximumDepth), ("--max-steps", maximumSteps)]
        where value < (name == "--max-depth" ? 0 : 1) {
            throw ValidationError("\(name) must be at least \(name == "--max-depth" ? 0 : 1), not \(value).")
        }
    }

    func run() throws {
        if listRules {
            try Output.write(AuditRuleRegistry.catalogueText(descriptors: InteractionRule.descriptors))
            return
        }
        try MainActor.assumeIsolated {
            let (auditor, known) = try report.auditor(knownRules: InteractionRule.ids, maximumBytes: ImportLimits.default.maxBytes)
            let limits = ExplorerLimits(steps: maximumSteps, states: maximumStates, depth: maximumDepth)
            let entries = screens.isEmpty && previews.isEmpty ? SampleApp.screens : screens.compactMap(SampleApp.screen(id:))
            var reports: [AuditReport] = []
            for (name, preview) in try Self.previews(named: previews) {
                let exploration = Explorer(limits: limits) { Self.launch(preview) }.explore()
                for note in exploration.notes { Output.note("\(name): \(note)") }
                reports.append(exploration.report(auditor: auditor, screen: AuditScreen(name: name)))
            }
            for entry in entries {
                let exploration = Explorer(limits: limits) { Self.launch(showing: entry) }.explore()
                for note in exploration.notes { Output.note("\(entry.id): \(note)") }
                reports.append(exploration.report(auditor: auditor, screen: AuditScreen(name: entry.id)))
            }
            if try report.deliver(reports, baseline: known) { throw ExitCode.failure }
        }
    }

    /// The previews linked into earshot with these names, in the order given; a name no preview
    /// has is a usage error listing the names there are.
    @MainActor
    static func previews(named names: [String]) throws -> [(String, Preview)] {
        guard !names.isEmpty else { return [] }
        #if os(Linux)
        let all = PreviewCatalog.all.map { ($0.displayName ?? "\($0.source)", $0) }
        return try names.map { name in
            guard let found = all.first(where: { $0.0 == name }) else {
                throw ValidationError(
                    "'\(name)' is not a preview linked into earshot; the previews are: \(all.map { "\"\($0.0)\"" }.joined(separator: ", "))."
                )
            }
            do {
                _ = try found.1.show()
            } catch {
                throw ValidationError("The preview '\(name)' cannot be shown: \(error)")
            }
            return found
        }
        #else
        throw ValidationError("--preview finds previews in the loaded code, which Earshot reads on Linux only.")
        #endif
    }

    /// A fresh application showing `preview`, as Xcode's canvas shows it. A preview that shows
    /// once shows every time; should it fail, the window stays empty and the explorer notes
    /// that the path did not lead to the same screen again.
    @MainActor
    static func launch(_ preview: Preview) -> (application: UIApplication, window: UIWindow) {
        if let shown = try? preview.show() { return shown }
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        application.addWindow(window)
        return (application, window)
    }

    /// The sample app launched with `entry`'s screen pushed, as choosing its row does.
    @MainActor
    static func launch(showing entry: SampleScreenEntry) -> (application: UIApplication, window: UIWindow) {
        let (application, window) = SampleApp.launch()
        if let delegate = application.delegate as? SampleAppDelegate {
            application.perform { _ = delegate.show(entry) }
        }
        return (application, window)
    }
}
