import EarshotUIKit

/// Writes reports as JSON for tools: per screen its findings, each with `rule`, `severity`,
/// `message`, `element` {index, identifier, label, frame [x, y, w, h], spokenDescription, and `line`
/// and `column` in its file when known} (null for a screen-wide finding) and `needsReview`, and for the interaction explorer's findings `reproduction` {gestures, before, after, spoken}; then suppressed and baselined findings, skipped rules,
/// and for the run the suppression issues and the exit code. Keys are sorted, so output is stable.
public struct JSONReportFormatter: Sendable {
    public init() {}

    public func format(_ reports: [AuditReport]) -> String {
        let document = Document(
            tool: "earshot", screens: reports.map(Screen.init),
            suppressionIssues: AuditReport.suppressionIssues(in: reports).map(Issue.init),
            exitCode: Int(AuditReport.exitCode(for: reports))
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return (String(data: data, encoding: .utf8) ?? "{}") + "\n"
    }

    struct Document: Encodable {
        var tool: String
        var screens: [Screen]
        var suppressionIssues: [Issue]
        var exitCode: Int
    }

    struct Screen: Encodable {
        var screen: String
        var source: String?
        var summary: Summary
        var findings: [Item]
        var suppressed: [Suppressed]
        var baselined: [Item]
        var skippedRules: [Skipped]

        init(_ report: AuditReport) {
            screen = report.screen.name
            source = report.screen.source
            summary = Summary(
                error: report.count(.error), warning: report.count(.warning), info: report.count(.info),
                failing: report.failingFindings.count, suppressed: report.suppressed.count, baselined: report.baselined.count,
                failingSeverity: report.failingSeverity.rawValue, exitCode: Int(report.exitCode)
            )
            findings = report.findings.map(Item.init)
            suppressed = report.suppressed.map(Suppressed.init)
            baselined = report.baselined.map(Item.init)
            skippedRules = report.skippedRules.map { Skipped(rule: $0.rule.id, reason: $0.message) }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(screen, forKey: .screen)
            try container.encode(source, forKey: .source)
            try container.encode(summary, forKey: .summary)
            try container.encode(findings, forKey: .findings)
            try container.encode(suppressed, forKey: .suppressed)
            try container.encode(baselined, forKey: .baselined)
            try container.encode(skippedRules, forKey: .skippedRules)
        }

        enum CodingKeys: String, CodingKey {
            case screen, source, summary, findings, suppressed, baselined, skippedRules
        }
    }

    struct Summary: Encodable {
        var error: Int
        var warning: Int
        var info: Int
        var failing: Int
        var suppressed: Int
        var baselined: Int
        var failingSeverity: String
        var exitCode: Int
    }

    struct Item: Encodable {
        var rule: String
        var severity: String
        var message: String
        var element: Element?
        var needsReview: Bool
        var reproduction: Reproduction?

        init(_ finding: Finding) {
            rule = finding.ruleID
            severity = finding.severity.rawValue
            message = finding.message
            element = finding.element.map(Element.init)
            needsReview = finding.needsReview
            reproduction = finding.reproduction.map(Reproduction.init)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(element, forKey: .element)
            try container.encode(needsReview, forKey: .needsReview)
            try container.encodeIfPresent(reproduction, forKey: .reproduction)
        }

        enum CodingKeys: String, CodingKey {
            case rule, severity, message, element, needsReview, reproduction
        }
    }

    /// The gestures from a fresh app and the screen before and after the last one.
    struct Reproduction: Encodable {
        var gestures: [String]
        var before: [String]
        var after: [String]
        var spoken: [String]

        init(_ reproduction: FindingReproduction) {
            gestures = reproduction.gestures
            before = reproduction.before
            after = reproduction.after
            spoken = reproduction.spoken
        }
    }

    struct Element: Encodable {
        var index: Int
        var identifier: String?
        var label: String?
        var frame: Frame
        var spokenDescription: String
        var line: Int?
        var column: Int?

        init(_ element: FindingElement) {
            line = element.origin?.line
            column = element.origin?.column
            index = element.index
            identifier = element.identifier
            label = element.label
            frame = Frame(element.frame)
            spokenDescription = element.spokenDescription
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(identifier, forKey: .identifier)
            try container.encode(label, forKey: .label)
            try container.encode(frame, forKey: .frame)
            try container.encode(spokenDescription, forKey: .spokenDescription)
            try container.encodeIfPresent(line, forKey: .line)
            try container.encodeIfPresent(column, forKey: .column)
        }

        enum CodingKeys: String, CodingKey {
            case index, identifier, label, frame, spokenDescription, line, column
        }
    }

    /// A frame as `[x, y, w, h]` in points, as `earshot read --format json` writes frames;
    /// rounded to hundredths so output is stable.
    struct Frame: Encodable {
        var values: [Double]

        init(_ rect: CGRect) {
            values = [rect.minX, rect.minY, rect.width, rect.height].map(\.reportedCoordinate)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(values)
        }
    }

    struct Suppressed: Encodable {
        var finding: Item
        var reason: String
        var expires: String?

        init(_ entry: SuppressedFinding) {
            finding = Item(entry.finding)
            reason = entry.suppression.reason
            expires = entry.suppression.expires?.description
        }
    }

    struct Skipped: Encodable {
        var rule: String
        var reason: String
    }

    struct Issue: Encodable {
        var kind: String
        var rule: String
        var element: String
        var message: String

        init(_ issue: SuppressionIssue) {
            kind = issue.kind.rawValue
            rule = issue.suppression.ruleID
            element = issue.suppression.element
            message = issue.message
        }
    }
}
