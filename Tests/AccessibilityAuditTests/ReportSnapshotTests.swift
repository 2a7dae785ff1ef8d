import SnapshotTesting
import Testing

@testable import AccessibilityAudit

/// The four formats for the sample run, checked line by line against recorded files
/// (`__Snapshots__/ReportSnapshotTests`); recording is off, so a changed report fails until the
/// snapshot is reviewed and re-recorded.
@MainActor
@Suite("Report snapshots")
struct ReportSnapshotTests {
    @Test(arguments: AuditReportFormat.allCases)
    func format(_ format: AuditReportFormat) {
        assertSnapshot(of: format.render(sampleRun()), as: .lines, named: format.rawValue)
    }
}
