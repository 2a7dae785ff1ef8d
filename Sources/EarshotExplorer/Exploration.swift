import AccessibilityAudit

/// What an exploration found: the findings in the order found (each with the gestures that show
/// it on a fresh app), how much was explored, and notes on where a limit stopped it.
public struct Exploration: Hashable, Sendable {
    /// Findings of the interaction rules, first found first, each once.
    public var findings: [Finding]
    /// Distinct screens explored.
    public var screens: Int
    /// Gestures performed in all, replays included.
    public var steps: Int
    /// The longest virtual time one fresh app ran (`VoiceOver.now`).
    public var virtualTime: Duration
    /// Why exploring stopped short, when it did (a limit reached, a path that does not lead to
    /// the same screen twice); empty when everything reachable was explored.
    public var notes: [String]

    public init(findings: [Finding], screens: Int, steps: Int, virtualTime: Duration, notes: [String]) {
        self.findings = findings
        self.screens = screens
        self.steps = steps
        self.virtualTime = virtualTime
        self.notes = notes
    }

    /// The findings as an audit report, under `auditor`'s configuration, suppressions and
    /// baseline, for the audit's report formats (`AuditReportFormat.render`).
    public func report(auditor: Auditor = Auditor(), screen: AuditScreen = .init()) -> AuditReport {
        auditor.report(findings: findings, rules: InteractionRule.descriptors, screen: screen)
    }
}
