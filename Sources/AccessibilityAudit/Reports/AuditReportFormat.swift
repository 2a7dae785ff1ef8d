/// The report formats, by the names `earshot audit --format` takes.
public enum AuditReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case junit

    /// The report for `reports` in this format; findings point at their element's line where
    /// the audit was given origins (`Auditor.audit(_:screen:origin:)`).
    public func render(_ reports: [AuditReport]) -> String {
        switch self {
        case .text: TextReportFormatter().format(reports)
        case .json: JSONReportFormatter().format(reports)
        case .sarif: SARIFReportFormatter().format(reports)
        case .junit: JUnitReportFormatter().format(reports)
        }
    }
}
