/// One check of the catalogue (docs/audit-rules.md): it reads the tree the one walk produced, and
/// the live objects behind it where it must, and returns what it found. It never walks again.
///
/// Rules are small values; each lives in its own file under `Rules/`, named for what it checks.
public protocol AuditRule: Sendable {
    /// The id exactly as the catalogue writes it (`label.missing`).
    var id: String { get }
    /// The severity of a typical finding; a rule may report a lighter one case by case, and the
    /// configuration may override it.
    var defaultSeverity: Severity { get }
    /// Heuristic or English-only: its findings ask for a human look and never fail a build by default.
    var needsReview: Bool { get }
    /// One line: what the rule checks.
    var summary: String { get }
    /// Why it matters to a VoiceOver user and how to fix it.
    var help: String { get }
    /// Tags for reports: WCAG success criteria ("wcag:1.1.1") and the tools that have the rule.
    var tags: [String] { get }

    /// Why the rule cannot run on this screen (the tree lacks the data it needs: colours, fonts),
    /// or nil when it can. A rule that needs data never guesses; it is reported as skipped.
    @MainActor func missingData(in context: AuditContext) -> String?

    /// The findings on this screen, in any order (the auditor sorts them).
    @MainActor func check(_ context: AuditContext) -> [Finding]
}

extension AuditRule {
    public var needsReview: Bool { false }
    public var tags: [String] { [] }
    @MainActor public func missingData(in context: AuditContext) -> String? { nil }

    /// A copy of the rule's description for reports.
    public var descriptor: AuditRuleDescriptor {
        AuditRuleDescriptor(
            id: id, defaultSeverity: defaultSeverity, needsReview: needsReview, summary: summary, help: help,
            tags: tags
        )
    }
}

/// What reports say about a rule (SARIF's rule descriptors, JUnit's test cases, `--list-rules`).
public struct AuditRuleDescriptor: Hashable, Sendable {
    public var id: String
    public var defaultSeverity: Severity
    public var needsReview: Bool
    public var summary: String
    public var help: String
    public var tags: [String]

    public init(id: String, defaultSeverity: Severity, needsReview: Bool, summary: String, help: String, tags: [String]) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.needsReview = needsReview
        self.summary = summary
        self.help = help
        self.tags = tags
    }
}
