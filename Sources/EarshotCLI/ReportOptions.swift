import AccessibilityAudit
import ArgumentParser

/// The report options `audit` and `explore` share: both report findings in the audit's formats,
/// under its configuration and baseline.
struct ReportOptions: ParsableArguments {
    @Option(help: "Report format: text, json, sarif (SARIF 2.1.0) or junit (JUnit XML).")
    var format: AuditReportFormat = .text

    @Option(help: "A YAML configuration: thresholds, severities, disabled rules, suppressions.")
    var config: String?

    @Option(help: "A baseline of known findings (created when missing).")
    var baseline: String?

    @Flag(name: .customLong("update-baseline"), help: "Rewrite the baseline with the current findings.")
    var updateBaseline = false

    func validate() throws {
        if updateBaseline && baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE.") }
    }

    /// The auditor these options ask for (the configuration, with `adjust` applied, and the
    /// baseline unless it is being rewritten), and the baseline read.
    @MainActor
    func auditor(
        knownRules: Set<String>, maximumBytes: Int, adjust: (inout AuditConfiguration) -> Void = { _ in }
    ) throws -> (auditor: Auditor, baseline: AuditBaseline?) {
        var configuration = try AuditFiles.configuration(config, maximumBytes: maximumBytes, knownRules: knownRules)
        adjust(&configuration)
        let known = try AuditFiles.baseline(baseline, maximumBytes: maximumBytes)
        return (Auditor(configuration: configuration, baseline: updateBaseline ? nil : known), known)
    }

    /// Writes the baseline when asked to or when it was missing, then the report; true when the
    /// findings fail the run. A new or updated baseline accepts today's findings: the run passes.
    func deliver(_ reports: [AuditReport], baseline known: AuditBaseline?) throws -> Bool {
        let writesBaseline = baseline != nil && (known == nil || updateBaseline)
        if let baseline, writesBaseline {
            try AuditFiles.write(AuditBaseline(reports: reports), to: baseline)
        }
        try Output.write(format.render(reports))
        return !writesBaseline && AuditReport.exitCode(for: reports) != 0
    }
}
