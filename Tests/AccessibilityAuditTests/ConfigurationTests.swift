import EarshotUIKit
import Testing

@testable import AccessibilityAudit

@Suite("Configuration from YAML")
struct ConfigurationTests {
    @Test func everyKey() throws {
        let yaml = """
            failing-severity: warning
            fail-on-needs-review: true
            app-name: Mars Trips
            speaking-rate: 0.75
            disabled-rules: [label.too-long, rotor.headings]
            severity:
              label.duplicate: info
              target.size: warning
            thresholds:
              touch-target: 48
              target-spacing: 20
              label-max-words: 6
              max-swipes: 40
              reading-order-correlation: 0.5
            suppressions:
              - rule: label.duplicate
                element: cell.delete
                reason: Every row has one; rows speak their position.
                expires: 2026-06-30
                screen: inbox
            """
        let configuration = try AuditConfiguration(yaml: yaml, file: "audit.yml")
        #expect(configuration.failingSeverity == .warning)
        #expect(configuration.failsOnNeedsReview)
        #expect(configuration.appName == "Mars Trips")
        #expect(configuration.speakingRate == 0.75)
        #expect(configuration.disabledRules == ["label.too-long", "rotor.headings"])
        #expect(configuration.severityOverrides == ["label.duplicate": .info, "target.size": .warning])
        #expect(configuration.thresholds.touchTarget == 48)
        #expect(configuration.thresholds.targetSpacing == 20)
        #expect(configuration.thresholds.labelMaxWords == 6)
        #expect(configuration.thresholds.maxSwipes == 40)
        #expect(configuration.thresholds.readingOrderCorrelation == 0.5)
        #expect(configuration.thresholds.labelMaxCharacters == 60, "untouched thresholds keep their defaults")
        let suppression = try #require(configuration.suppressions.first)
        #expect(suppression.ruleID == "label.duplicate")
        #expect(suppression.element == "cell.delete")
        #expect(suppression.expires == AuditDay(year: 2026, month: 6, day: 30))
        #expect(suppression.screen == "inbox")
        #expect(suppression.location == "audit.yml:16:5")
    }

    @Test func emptyFileIsTheDefault() throws {
        #expect(try AuditConfiguration(yaml: "") == AuditConfiguration())
        #expect(try AuditConfiguration(yaml: "# nothing\n") == AuditConfiguration())
    }

    struct BadCase: Sendable, CustomStringConvertible {
        let yaml: String
        let line: Int
        let column: Int
        let reason: String
        var description: String { reason }
    }

    @Test(arguments: [
        BadCase(
            yaml: "failing-severity: error\ntreshold: 3\n", line: 2, column: 1,
            reason: "unknown key \"treshold\" (expected one of: failing-severity"),
        BadCase(yaml: "thresholds:\n  touch-target: 48\n  touchtarget: 40\n", line: 3, column: 3, reason: "unknown key \"touchtarget\""),
        BadCase(
            yaml: "severity:\n  label.mising: info\n", line: 2, column: 3,
            reason: "unknown rule \"label.mising\" (rules with that prefix: label."),
        BadCase(yaml: "severity:\n  label.missing: fatal\n", line: 2, column: 18, reason: "unknown severity \"fatal\""),
        BadCase(yaml: "disabled-rules: [target.size, nope]\n", line: 1, column: 31, reason: "unknown rule \"nope\""),
        BadCase(yaml: "thresholds:\n  touch-target: big\n", line: 2, column: 17, reason: "expected a number"),
        BadCase(yaml: "thresholds:\n  touch-target: -4\n", line: 2, column: 17, reason: "must not be negative"),
        BadCase(yaml: "thresholds:\n  max-swipes: 2.5\n", line: 2, column: 15, reason: "whole number"),
        BadCase(yaml: "speaking-rate: 3\n", line: 1, column: 16, reason: "between 0 and 1"),
        BadCase(yaml: "suppressions:\n  - rule: label.missing\n    element: save\n", line: 2, column: 5, reason: "written \"reason\""),
        BadCase(
            yaml: "suppressions:\n  - rule: label.missing\n    element: save\n    reason: ok\n    expires: next week\n", line: 5,
            column: 14, reason: "YYYY-MM-DD"),
        BadCase(yaml: "suppressions:\n  - rule: label.missing\n    reason: fine\n", line: 2, column: 5, reason: "needs \"element\""),
        BadCase(yaml: "suppressions: label.missing\n", line: 1, column: 15, reason: "must be a list"),
        BadCase(yaml: "thresholds: [1, 2]\n", line: 1, column: 13, reason: "must be a mapping"),
        BadCase(yaml: "failing-severity: [error\n", line: 2, column: 1, reason: "not valid YAML"),
    ])
    func errorsNameThePlace(_ bad: BadCase) {
        do {
            _ = try AuditConfiguration(yaml: bad.yaml, file: "audit.yml")
            Issue.record("accepted: \(bad.yaml)")
        } catch let error as AuditConfigurationError {
            #expect(error.line == bad.line, "\(error)")
            #expect(error.column == bad.column, "\(error)")
            #expect(error.reason.contains(bad.reason), "\(error)")
            #expect(error.description.hasPrefix("audit.yml:\(bad.line):\(bad.column): "))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test(arguments: ["2024-02-29", "2025-12-31", "2000-02-29"])
    func realDays(_ text: String) {
        #expect(AuditDay(text)?.description == text)
    }

    @Test(arguments: ["2025-02-29", "2025-13-01", "2025-1-1", "1900-02-29", "tomorrow", "2025-04-31"])
    func notDays(_ text: String) {
        #expect(AuditDay(text) == nil)
    }
}

@MainActor
@Suite("Severity, disabled rules and exit codes")
struct PolicyTests {
    func screenWithAnUnlabeledButton() -> TestScreen {
        TestScreen().add(
            element("Trips", frame: CGRect(x: 20, y: 50, width: 300, height: 40), traits: .header),
            TestButton(nil, frame: CGRect(x: 20, y: 200, width: 100, height: 44)))
    }

    @Test func errorFails() {
        let report = screenWithAnUnlabeledButton().audit()
        #expect(report.failingFindings.map(\.ruleID) == ["label.missing"])
        #expect(report.exitCode == 1)
    }

    @Test func severityOverrideAndDisabledRule() {
        var configuration = AuditConfiguration()
        configuration.severityOverrides["label.missing"] = .info
        let lowered = screenWithAnUnlabeledButton().audit(configuration)
        #expect(lowered.findings.first { $0.ruleID == "label.missing" }?.severity == .info)
        #expect(lowered.rules.first { $0.id == "label.missing" }?.defaultSeverity == .info)
        #expect(lowered.exitCode == 0)

        configuration = AuditConfiguration()
        configuration.disabledRules = ["label.missing"]
        let disabled = screenWithAnUnlabeledButton().audit(configuration)
        #expect(!disabled.findings.contains { $0.ruleID == "label.missing" })
        #expect(disabled.skippedRules.contains { $0.rule.id == "label.missing" && $0.reason == .disabled })
        #expect(disabled.exitCode == 0)
    }

    @Test func warningsFailOnlyWhenAsked() {
        let screen = TestScreen().add(
            element("Trips", frame: CGRect(x: 20, y: 50, width: 300, height: 40), traits: .header),
            TestButton("Save.", frame: CGRect(x: 20, y: 200, width: 100, height: 44)))
        #expect(screen.audit().exitCode == 0)
        var strict = AuditConfiguration()
        strict.failingSeverity = .warning
        #expect(screen.audit(strict).failingFindings.map(\.ruleID) == ["label.trailing-period"])
    }

    /// "Needs review" findings never fail a build by default.
    @Test func needsReviewNeverFailsByDefault() {
        let screen = TestScreen().add(
            element("Trips", frame: CGRect(x: 20, y: 50, width: 300, height: 40), traits: .header),
            TestButton("Close button", frame: CGRect(x: 20, y: 200, width: 100, height: 44)))
        var configuration = AuditConfiguration()
        configuration.severityOverrides["label.contains-role"] = .error
        #expect(screen.audit(configuration).exitCode == 0)
        configuration.failsOnNeedsReview = true
        #expect(screen.audit(configuration).exitCode == 1)
    }

    @Test func runOverSeveralScreens() {
        let clean = TestScreen().add(element("Trips", frame: CGRect(x: 20, y: 50, width: 300, height: 40), traits: .header)).audit()
        let failing = screenWithAnUnlabeledButton().audit()
        #expect(AuditReport.exitCode(for: [clean]) == 0)
        #expect(AuditReport.exitCode(for: [clean, failing]) == 1)
        #expect(AuditReport.exitCode(for: []) == 0)
    }
}
