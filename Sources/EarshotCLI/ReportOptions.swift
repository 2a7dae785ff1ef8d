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
}
