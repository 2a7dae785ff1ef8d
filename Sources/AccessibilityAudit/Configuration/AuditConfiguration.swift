/// What the auditor checks and how strictly: thresholds, per-rule severity, disabled rules, the
/// severity that fails a build, and suppressions. Read from YAML with `AuditConfiguration(yaml:)`.
public struct AuditConfiguration: Hashable, Sendable {
    public var thresholds = AuditThresholds()
    /// Severity per rule id, replacing each finding's own.
    public var severityOverrides: [String: Severity] = [:]
    /// Rule ids that do not run.
    public var disabledRules: Set<String> = []
    /// The least severity that fails a build (exit code 1). Default: error.
    public var failingSeverity: Severity = .error
    /// Whether "needs review" findings can fail a build too. Default: no (docs/audit-rules.md, "Severity": heuristic and
    /// English-only rules never fail a build by default).
    public var failsOnNeedsReview = false
    /// Findings accepted with a written reason.
    public var suppressions: [Suppression] = []
    /// The app's name, so `screen.title` can flag a title that only repeats it.
    public var appName: String?
    /// VoiceOver's speaking rate (0…1, 0.5 default), for the verbosity budget.
    public var speakingRate: Double = 0.5

    /// Whether findings on iOS's own interface (the keyboard, the status bar, as the importers
    /// mark them) are reported too; by default only the app's content is (`include-system-ui`).
    public var includesSystemUI = false

    public init() {}

    /// Whether `finding` (already carrying its final severity) fails a build.
    public func fails(_ finding: Finding) -> Bool {
        finding.severity >= failingSeverity && (failsOnNeedsReview || !finding.needsReview)
    }
}
