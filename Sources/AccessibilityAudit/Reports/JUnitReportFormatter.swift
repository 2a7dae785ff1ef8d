import TextEscaping

/// Writes reports as JUnit XML for CI dashboards: one test suite per screen, one test case per
/// rule per screen, and one `<failure>` per finding that fails the build. Findings that do not
/// fail (below the failing severity, or needing review) are listed in the test case's
/// `<system-out>`; rules that did not run are `<skipped>` with the reason. A suite's `failures`
/// counts its failing test cases.
public struct JUnitReportFormatter: Sendable {
    public init() {}

    public func format(_ reports: [AuditReport]) -> String {
        var suites: [String] = []
        var totalTests = 0
        var totalFailures = 0
        var totalSkipped = 0
        for report in reports {
            let (text, tests, failures, skipped) = suite(report)
            suites.append(text)
            totalTests += tests
            totalFailures += failures
            totalSkipped += skipped
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append(
            "<testsuites name=\"Earshot accessibility audit\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\" skipped=\"\(totalSkipped)\">"
        )
        lines += suites
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func suite(_ report: AuditReport) -> (String, Int, Int, Int) {
        let className = "earshot.audit." + report.screen.name
        var cases: [String] = []
        var failingCases = 0
        for rule in report.rules {
            let findings = report.findings.filter { $0.ruleID == rule.id }
            let failing = findings.filter(report.fails)
            let passing = findings.filter { !report.fails($0) }
            var lines = ["    <testcase classname=\"\(Escaping.xml(className))\" name=\"\(Escaping.xml(rule.id))\">"]
            for finding in failing {
                lines.append(
                    "      <failure message=\"\(Escaping.xml(finding.message))\" type=\"\(finding.severity.rawValue)\">\(Escaping.xml(describe(finding)))</failure>"
                )
            }
            if !passing.isEmpty {
                let text = passing.map { "\($0.severity.rawValue)\($0.needsReview ? " (review)" : ""): \(describe($0))" }.joined(
                    separator: "\n")
                lines.append("      <system-out>\(Escaping.xml(text))</system-out>")
            }
            lines.append("    </testcase>")
            if !failing.isEmpty { failingCases += 1 }
            cases.append(lines.joined(separator: "\n"))
        }
        for skipped in report.skippedRules {
            cases.append(
                """
                    <testcase classname="\(Escaping.xml(className))" name="\(Escaping.xml(skipped.rule.id))">
                      <skipped message="\(Escaping.xml(skipped.message))"/>
                    </testcase>
                """)
        }
        let tests = report.rules.count + report.skippedRules.count
        var header =
            "  <testsuite name=\"\(Escaping.xml(report.screen.name))\" tests=\"\(tests)\" failures=\"\(failingCases)\" errors=\"0\" skipped=\"\(report.skippedRules.count)\""
        if let source = report.screen.source { header += " file=\"\(Escaping.xml(source))\"" }
        header += ">"
        let text = ([header] + cases + ["  </testsuite>"]).joined(separator: "\n")
        return (text, tests, failingCases, report.skippedRules.count)
    }

    private func describe(_ finding: Finding) -> String {
        var text: String
        if let element = finding.element {
            var place = "#\(element.index) \"\(element.spokenDescription)\""
            if let identifier = element.identifier { place += " [\(identifier)]" }
            text = "\(place) \(element.frame.auditDescription): \(finding.message)"
        } else {
            text = "Screen: \(finding.message)"
        }
        if let reproduction = finding.reproduction {
            text += "\n" + TextReportFormatter.lines(for: reproduction).map { String($0.drop { $0 == " " }) }.joined(separator: "\n")
        }
        return text
    }
}
