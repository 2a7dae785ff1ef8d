/// The report formats, by the names `earshot audit --format` takes.
public enum AuditReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case junit

    /// The report for `reports` in this format. `line` places SARIF results in their screen
    /// files (see `ScreenFileLines`); other formats ignore it.
    public func render(
        _ reports: [AuditReport], line: @escaping @Sendable (AuditScreen, Finding) -> Int = { _, _ in 1 }
    ) -> String {
        switch self {
        case .text: TextReportFormatter().format(reports)
        case .json: JSONReportFormatter().format(reports)
        case .sarif: SARIFReportFormatter(line: line).format(reports)
        case .junit: JUnitReportFormatter().format(reports)
        }
    }
}
