import AccessibilityTree

/// Runs the rules over the tree the one walk produced and gathers one report per screen.
///
/// ```swift
/// let report = Auditor(configuration: configuration).audit(AccessibilityTree(window: window))
/// exit(report.exitCode)
/// ```
public struct Auditor: Sendable {
    public var configuration: AuditConfiguration
    /// The rules to run, in the order reports list them. Default: every rule of the registry.
    public var rules: [any AuditRule]
    /// Findings already known: they are reported as baselined and never fail.
    public var baseline: AuditBaseline?
    /// The day suppression expiry is judged against (today in UTC by default; fixed in tests).
    public var today: AuditDay
    /// The app's string tables, for `text.untranslated` (skipped without them).
    public var localizations: AppLocalizations?

    public init(
        configuration: AuditConfiguration = .init(), rules: [any AuditRule] = AuditRuleRegistry.all,
        baseline: AuditBaseline? = nil, today: AuditDay = .today(), localizations: AppLocalizations? = nil
    ) {
        self.configuration = configuration
        self.rules = rules
        self.baseline = baseline
        self.today = today
        self.localizations = localizations
    }

    /// Audits one screen. `origin` says where each element came from (`AuditElementOrigin`):
    /// findings then carry their element's line, and those on iOS's own interface are left out
    /// unless the configuration includes system UI.
    /// - Complexity: the sum of the rules' costs; every rule is near-linear in the number of
    ///   elements and views, except where its own documentation says otherwise.
    @MainActor
    public func audit(
        _ tree: AccessibilityTree, screen: AuditScreen = .init(),
        origin: ((AccessibilityNode) -> AuditElementOrigin?)? = nil
    ) -> AuditReport {
        let context = AuditContext(tree: tree, configuration: configuration, screen: screen)
        context.origin = origin
        context.localizations = localizations
        var ran: [AuditRuleDescriptor] = []
        var skipped: [SkippedRule] = []
        var findings: [Finding] = []
        for rule in rules {
            if configuration.disabledRules.contains(rule.id) {
                skipped.append(SkippedRule(rule: rule.descriptor, reason: .disabled))
                continue
            }
            if let missing = rule.missingData(in: context) {
                skipped.append(SkippedRule(rule: rule.descriptor, reason: .needsData(missing)))
                continue
            }
            var descriptor = rule.descriptor
            if let override = configuration.severityOverrides[rule.id] { descriptor.defaultSeverity = override }
            ran.append(descriptor)
            for var finding in rule.check(context) {
                if let override = configuration.severityOverrides[rule.id] { finding.severity = override }
                findings.append(finding)
            }
        }
        return report(findings, screen: screen, ran: ran, skipped: skipped)
    }

    /// The report for findings another checker made (the interaction explorer, EarshotExplorer)
    /// under this auditor's configuration, suppressions and baseline, exactly as a static audit's:
    /// findings of disabled rules are dropped and those rules listed as skipped, severities are
    /// overridden, and findings are sorted, suppressed and compared with the baseline.
    /// `rules` describes the checks that ran, in the order reports list them.
    public func report(findings: [Finding], rules: [AuditRuleDescriptor], screen: AuditScreen = .init()) -> AuditReport {
        var ran: [AuditRuleDescriptor] = []
        var skipped: [SkippedRule] = []
        for rule in rules {
            if configuration.disabledRules.contains(rule.id) {
                skipped.append(SkippedRule(rule: rule, reason: .disabled))
                continue
            }
            var descriptor = rule
            if let override = configuration.severityOverrides[rule.id] { descriptor.defaultSeverity = override }
            ran.append(descriptor)
        }
        var kept: [Finding] = []
        for var finding in findings where !configuration.disabledRules.contains(finding.ruleID) {
            if let override = configuration.severityOverrides[finding.ruleID] { finding.severity = override }
            kept.append(finding)
        }
        return report(kept, screen: screen, ran: ran, skipped: skipped)
    }

    /// Sorts `findings` (severities already final), leaves out iOS's own interface, applies the
    /// suppressions and the baseline, and makes the report.
    private func report(
        _ findings: [Finding], screen: AuditScreen, ran: [AuditRuleDescriptor], skipped: [SkippedRule]
    ) -> AuditReport {
        var findings = findings
        findings.sort(by: Auditor.reportOrder)
        // iOS's own interface (the keyboard, the status bar): not the app's to fix.
        var systemUIFindings = 0
        if !configuration.includesSystemUI {
            let count = findings.count
            findings.removeAll { $0.element?.origin?.isSystemUI == true }
            systemUIFindings = count - findings.count
        }

        // Suppressions: expired ones no longer hide anything; the rest hide what they name.
        let applicable = configuration.suppressions.filter { $0.applies(toScreen: screen) }
        let expired = applicable.filter { $0.isExpired(on: today) }
        let active = applicable.filter { !$0.isExpired(on: today) }
        var uses = Array(repeating: 0, count: active.count)
        var suppressed: [SuppressedFinding] = []
        var remaining: [Finding] = []
        for finding in findings {
            if let index = active.firstIndex(where: { $0.matches(finding) }) {
                uses[index] += 1
                suppressed.append(SuppressedFinding(finding: finding, suppression: active[index]))
            } else {
                remaining.append(finding)
            }
        }

        // Baseline: findings it already records are known, not new.
        var baselined: [Finding] = []
        if let baseline {
            (remaining, baselined) = baseline.partition(remaining, screen: screen)
        }

        return AuditReport(
            screen: screen, findings: remaining, suppressed: suppressed, baselined: baselined,
            comparedWithBaseline: baseline != nil,
            suppressionUse: zip(active, uses).map { SuppressionUse(suppression: $0, count: $1) },
            expiredSuppressions: expired, rules: ran, skippedRules: skipped,
            failingSeverity: configuration.failingSeverity, failsOnNeedsReview: configuration.failsOnNeedsReview,
            systemUIFindings: systemUIFindings
        )
    }

    /// Element findings in reading order, then screen-wide ones; within one element, by rule id.
    static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let left = lhs.elementIndex ?? Int.max
        let right = rhs.elementIndex ?? Int.max
        if left != right { return left < right }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
