import ArgumentParser
import Earshot

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `earshot audit FILE…`: checks screens against the rule catalogue and reports findings.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check screens for accessibility problems.",
        discussion: """
            Prints findings grouped by element, with each element's spoken description. Exits 0 when \
            no finding reaches the failing severity (error by default; heuristic "needs review" \
            findings never fail unless the configuration says so), 1 when one does or a file cannot \
            be read, 64 for wrong usage.
            With --baseline FILE: when FILE does not exist it is written with the current findings \
            and the run passes; when it exists, findings recorded in it are reported as baselined \
            and only new ones fail. --update-baseline rewrites it.
            """
    )

    @Argument(help: "Screens to audit (screen files or dumps; `-` for standard input).")
    var files: [String] = []

    @OptionGroup var input: InputOptions

    @OptionGroup var report: ReportOptions

    @Flag(
        name: .customLong("include-system-ui"),
        help: "Also report findings on iOS's own interface (the keyboard, the status bar), which the importers mark.")
    var includeSystemUI = false

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            "The app's string tables: a folder of LANGUAGE.lproj/*.strings files and .xcstrings catalogs (an app bundle, a project's resources) or one catalog; text.untranslated reports texts some of its languages lack.",
            valueName: "path"))
    var strings: String?

    @Option(
        name: .customLong("strings-language"),
        help: ArgumentHelp(
            "The development language of --strings' tables, when neither a catalog nor the folder's Info.plist says it (default: en, else Base).",
            valueName: "language"))
    var stringsLanguage: String?

    @Flag(name: .customLong("list-rules"), help: "Print the rule catalogue with its defaults and exit.")
    var listRules = false

    func validate() throws {
        if !listRules && files.isEmpty { throw ValidationError("Give at least one screen to audit, or --list-rules.") }
        if stringsLanguage != nil && strings == nil { throw ValidationError("--strings-language needs --strings.") }
    }

    func run() throws {
        if listRules {
            try Output.write(AuditRuleRegistry.catalogueText())
            return
        }
        try MainActor.assumeIsolated {
            var (auditor, known) = try report.auditor(knownRules: AuditRuleRegistry.ids, maximumBytes: input.maximumBytes) {
                if includeSystemUI { $0.includesSystemUI = true }
            }
            auditor.localizations = try AuditFiles.localizations(strings, sourceLanguage: stringsLanguage)
            let showsProgress = isatty(STDERR_FILENO) == 1 && files.count > 1
            var reports: [AuditReport] = []
            var failedToLoad = false
            for (index, file) in files.enumerated() {
                if showsProgress { Output.progress("auditing \(file) (\(index + 1) of \(files.count))") }
                guard let screen = try? input.load(file) else {
                    failedToLoad = true
                    continue
                }
                let name = uniqueName(for: file, among: reports.map(\.screen.name))
                let auditScreen = AuditScreen(name: name, source: file == "-" ? nil : file)
                let origins = screen.origins
                reports.append(
                    auditor.audit(AccessibilityTree(window: screen.window), screen: auditScreen) { node in
                        origins.origin(of: node.object).map {
                            AuditElementOrigin(line: $0.position?.line, column: $0.position?.column, isSystemUI: $0.isSystemUI)
                        }
                    })
            }
            if showsProgress { Output.progress(nil) }
            let findingsFail = try report.deliver(reports, baseline: known)
            if failedToLoad || findingsFail { throw ExitCode.failure }
        }
    }

    /// A screen name for reports: the file's base name, made unique within the run.
    private func uniqueName(for file: String, among taken: [String]) -> String {
        let base = file == "-" ? "stdin" : ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        var name = base.isEmpty ? "screen" : base
        var counter = 2
        while taken.contains(name) {
            name = "\(base)-\(counter)"
            counter += 1
        }
        return name
    }
}

extension AuditReportFormat: ExpressibleByArgument {}
