import EarshotUIKit

/// Writes reports as text for people: a summary line per screen, then the findings grouped by
/// element, each element introduced by what VoiceOver says on it.
///
/// ```
/// login (Screens/login.json): 1 error, 1 warning — fails at error
///
/// #0 "Add, Button" [add.button] (x 20, y 100, 30 × 30)
///   error    label.contains-role   The label "Add button" contains "button", …
/// ```
public struct TextReportFormatter: Sendable {
    public init() {}

    /// The text for a run over `reports`, ending with a new line.
    public func format(_ reports: [AuditReport]) -> String {
        var lines: [String] = []
        for (offset, report) in reports.enumerated() {
            if offset > 0 { lines.append("") }
            lines += format(report)
        }
        // Rules skipped for want of data are the same for every screen of a run, and repeated for
        // every file they would bury the findings: said once, after the screens, each rule with
        // the screens it skipped when not all of them.
        var skipped: [(rule: String, message: String, screens: [String])] = []
        for report in reports {
            for entry in report.skippedRules {
                if let index = skipped.firstIndex(where: { $0.rule == entry.rule.id && $0.message == entry.message }) {
                    skipped[index].screens.append(report.screen.name)
                } else {
                    skipped.append((entry.rule.id, entry.message, [report.screen.name]))
                }
            }
        }
        if !skipped.isEmpty {
            lines.append("")
            lines.append("Skipped rules:")
            for entry in skipped {
                let which = reports.count > 1 && entry.screens.count < reports.count ? " (\(entry.screens.joined(separator: ", ")))" : ""
                lines.append("  \(entry.rule): \(entry.message)\(which)")
            }
        }
        let issues = AuditReport.suppressionIssues(in: reports)
        if !issues.isEmpty {
            lines.append("")
            lines.append("Suppressions to review:")
            lines += issues.map { "  \($0.kind.rawValue): \($0.message)" }
        }
        // Labels, identifiers and configuration text are the app's or the user's: control
        // characters in them are shown as escapes, never sent to the terminal.
        return lines.map(\.visibleControlCharacters).joined(separator: "\n") + "\n"
    }

    private func format(_ report: AuditReport) -> [String] {
        var lines: [String] = []
        let source = report.screen.source.map { " (\($0))" } ?? ""
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = report.count(severity)
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 || severity == .info ? "" : "s")"
        }
        let verdict = report.exitCode == 0 ? "passes" : "fails"
        let summary = counts.isEmpty ? "no findings" : counts.joined(separator: ", ")
        let review = report.findings.count(where: \.needsReview)
        let reviewText = review > 0 ? " (\(review) to review)" : ""
        lines.append("\(report.screen.name)\(source): \(summary)\(reviewText) — \(verdict) at \(report.failingSeverity.rawValue)")

        let width = max(12, (report.findings.map(\.ruleID.count).max() ?? 0) + 2)
        var currentElement: Int?? = .none
        for finding in report.findings {
            let element = finding.element?.index
            if currentElement == nil || currentElement! != element {
                lines.append("")
                lines.append(heading(for: finding.element))
                currentElement = .some(element)
            }
            let severity = finding.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            let rule = finding.ruleID.padding(toLength: width, withPad: " ", startingAt: 0)
            let flag = finding.needsReview ? " (review)" : ""
            lines.append("  \(severity) \(rule)\(finding.message)\(flag)")
            if let reproduction = finding.reproduction { lines += Self.lines(for: reproduction) }
        }
        if !report.suppressed.isEmpty {
            lines.append("")
            lines.append("Suppressed (\(report.suppressed.count)):")
            for entry in report.suppressed {
                let place = entry.finding.element.map { "#\($0.index) " } ?? ""
                lines.append("  \(entry.finding.ruleID) \(place)\"\(entry.suppression.element)\": \(entry.suppression.reason)")
            }
        }
        if report.systemUIFindings > 0 {
            lines.append("")
            let count = report.systemUIFindings
            lines.append(
                "\(count) finding\(count == 1 ? "" : "s") on iOS's own interface (keyboard, status bar) left out; --include-system-ui reports \(count == 1 ? "it" : "them")"
            )
        }
        if report.comparedWithBaseline {
            lines.append("")
            lines.append(
                "Baseline: \(report.baselined.count) known finding\(report.baselined.count == 1 ? "" : "s"), \(report.findings.count) new")
        }
        return lines
    }

    /// A reproduction under its finding: the gestures from a fresh app, the screen before and after
    /// the last one (each element's speech, separated by " | "), and what VoiceOver said.
    static func lines(for reproduction: FindingReproduction) -> [String] {
        let indent = String(repeating: " ", count: 11)
        var lines = ["\(indent)gestures: \(reproduction.gestures.joined(separator: " "))"]
        lines.append("\(indent)before:   \(reproduction.before.joined(separator: " | "))")
        lines.append("\(indent)after:    \(reproduction.after.joined(separator: " | "))")
        let spoken = reproduction.spoken.isEmpty ? "(nothing)" : reproduction.spoken.map { "\"\($0)\"" }.joined(separator: ", ")
        lines.append("\(indent)spoken:   \(spoken)")
        return lines
    }

    private func heading(for element: FindingElement?) -> String {
        guard let element else { return "Screen" }
        var text = "#\(element.index) \"\(element.spokenDescription)\""
        if let identifier = element.identifier { text += " [\(identifier)]" }
        text += " " + element.frame.auditDescription
        if let line = element.origin?.line { text += " at line \(line)" }
        return text
    }
}
