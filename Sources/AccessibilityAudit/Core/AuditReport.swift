/// The result of auditing one screen: the findings that count, the ones suppressed or already in
/// the baseline, suppressions that need attention, and which rules ran or were skipped.
public struct AuditReport: Hashable, Sendable {
    public var screen: AuditScreen
    /// Findings that are neither suppressed nor in the baseline, ordered by element (reading
    /// order, screen-wide ones last), then rule.
    public var findings: [Finding]
    /// Findings hidden by a suppression, with it.
    public var suppressed: [SuppressedFinding]
    /// Findings already recorded in the baseline: known, not new, never failing.
    public var baselined: [Finding]
    /// Whether the audit compared against a baseline (so `findings` are the new ones).
    public var comparedWithBaseline: Bool
    /// How many findings each applicable, unexpired suppression hid on this screen.
    public var suppressionUse: [SuppressionUse]
    /// Expired suppressions that applied to this screen.
    public var expiredSuppressions: [Suppression]
    /// The rules that ran, in registry order.
    public var rules: [AuditRuleDescriptor]
    /// Rules that did not run, and why.
    public var skippedRules: [SkippedRule]
    /// The configuration's failing severity and review policy, which decide `failingFindings`.
    public var failingSeverity: Severity
    public var failsOnNeedsReview: Bool
    /// How many findings on iOS's own interface (the keyboard, the status bar) were left out.
    public var systemUIFindings: Int

    public init(
        screen: AuditScreen, findings: [Finding], suppressed: [SuppressedFinding] = [], baselined: [Finding] = [],
        comparedWithBaseline: Bool = false, suppressionUse: [SuppressionUse] = [], expiredSuppressions: [Suppression] = [],
        rules: [AuditRuleDescriptor] = [], skippedRules: [SkippedRule] = [], failingSeverity: Severity = .error,
        failsOnNeedsReview: Bool = false, systemUIFindings: Int = 0
    ) {
        self.systemUIFindings = systemUIFindings
        self.screen = screen
        self.findings = findings
        self.suppressed = suppressed
        self.baselined = baselined
        self.comparedWithBaseline = comparedWithBaseline
        self.suppressionUse = suppressionUse
        self.expiredSuppressions = expiredSuppressions
        self.rules = rules
        self.skippedRules = skippedRules
        self.failingSeverity = failingSeverity
        self.failsOnNeedsReview = failsOnNeedsReview
    }

    /// Whether `finding` fails a build under this report's policy.
    public func fails(_ finding: Finding) -> Bool {
        finding.severity >= failingSeverity && (failsOnNeedsReview || !finding.needsReview)
    }

    /// The findings that fail a build.
    public var failingFindings: [Finding] { findings.filter(fails) }

    /// 0 when no finding reaches the failing severity, 1 otherwise (the CLI's exit status).
    public var exitCode: Int32 { failingFindings.isEmpty ? 0 : 1 }

    /// The exit status for a run over several screens: 1 when any screen fails.
    public static func exitCode(for reports: [AuditReport]) -> Int32 {
        reports.contains { $0.exitCode != 0 } ? 1 : 0
    }

    /// This screen's suppression problems: expired ones, and applicable ones that hid nothing.
    public var suppressionIssues: [SuppressionIssue] {
        AuditReport.suppressionIssues(in: [self])
    }

    /// Suppression problems over a whole run: a suppression is unused only when it hid nothing on
    /// any screen it applies to; an expired one is reported once.
    public static func suppressionIssues(in reports: [AuditReport]) -> [SuppressionIssue] {
        var issues: [SuppressionIssue] = []
        var seenExpired: Set<Suppression> = []
        var uses: [Suppression: Int] = [:]
        var order: [Suppression] = []
        for report in reports {
            for suppression in report.expiredSuppressions where seenExpired.insert(suppression).inserted {
                issues.append(SuppressionIssue(kind: .expired, suppression: suppression))
            }
            for use in report.suppressionUse {
                if uses[use.suppression] == nil { order.append(use.suppression) }
                uses[use.suppression, default: 0] += use.count
            }
        }
        for suppression in order where uses[suppression] == 0 {
            issues.append(SuppressionIssue(kind: .unused, suppression: suppression))
        }
        return issues
    }

    /// Counts of findings by severity, for summaries.
    public func count(_ severity: Severity) -> Int {
        findings.count(where: { $0.severity == severity })
    }
}

/// A finding and the suppression that hides it.
public struct SuppressedFinding: Hashable, Sendable {
    public var finding: Finding
    public var suppression: Suppression

    public init(finding: Finding, suppression: Suppression) {
        self.finding = finding
        self.suppression = suppression
    }
}

/// How many findings a suppression hid on one screen.
public struct SuppressionUse: Hashable, Sendable {
    public var suppression: Suppression
    public var count: Int

    public init(suppression: Suppression, count: Int) {
        self.suppression = suppression
        self.count = count
    }
}

/// A rule that did not run on a screen.
public struct SkippedRule: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// Turned off in the configuration.
        case disabled
        /// The tree lacks what the rule needs (colours, fonts); the text says what.
        case needsData(String)
    }

    public var rule: AuditRuleDescriptor
    public var reason: Reason

    public init(rule: AuditRuleDescriptor, reason: Reason) {
        self.rule = rule
        self.reason = reason
    }

    /// A sentence for people.
    public var message: String {
        switch reason {
        case .disabled: "disabled in the configuration"
        case .needsData(let what): "needs data: \(what)"
        }
    }
}
