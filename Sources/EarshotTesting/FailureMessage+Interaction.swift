import AccessibilityAudit
import EarshotExplorer

extension FailureMessage {
    /// The findings of exploring the app `launch` builds (`Explorer`) that fail under
    /// `configuration`, one line each as `describe` writes them, then the gestures that show it
    /// from a fresh app; the explorer's notes (a limit reached) follow. Nil when none fails.
    /// - Complexity: that of `Explorer.explore()`.
    static func interactionFailures(
        exploring launch: @escaping Explorer.Launch, limits: ExplorerLimits, configuration: AuditConfiguration,
        screen: AuditScreen = .init()
    ) -> String? {
        let exploration = Explorer(limits: limits, launch: launch).explore()
        let report = exploration.report(auditor: Auditor(configuration: configuration), screen: screen)
        let failing = report.failingFindings
        guard !failing.isEmpty else { return nil }
        var lines = [
            "\(failing.count) interaction finding\(failing.count == 1 ? "" : "s") fail\(failing.count == 1 ? "s" : "") exploring the app with VoiceOver:"
        ]
        for finding in failing {
            let element = finding.element.map { "#\($0.index) \(String(reflecting: $0.spokenDescription))" } ?? "screen"
            lines.append("  \(finding.severity.rawValue) \(finding.ruleID) on \(element): \(finding.message)")
            if let gestures = finding.reproduction?.gestures {
                lines.append("    gestures from launch: \(gestures.joined(separator: " "))")
            }
        }
        for note in exploration.notes { lines.append("  note: \(note)") }
        return lines.joined(separator: "\n")
    }
}
