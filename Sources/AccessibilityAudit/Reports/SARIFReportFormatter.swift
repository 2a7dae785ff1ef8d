import Foundation

/// Writes reports as SARIF 2.1.0, the format GitHub code scanning reads (catalogue idea 14).
///
/// One run for the whole audit: `tool.driver.rules` describes every rule that ran (short and full
/// descriptions, help, default level, tags); each finding is a result with `ruleId`, `ruleIndex`,
/// `level`, `message`, a physical location (the screen file, and a line in it: GitHub requires
/// `region.startLine`) and a logical location for the element, plus a partial fingerprint keyed
/// like the baseline (rule, screen, identifier path or label), never on frames. Suppressed
/// findings are included with an external, accepted suppression; with a baseline, results carry
/// `baselineState`. The interaction explorer's findings carry their reproduction (gestures from a
/// fresh app, the screen before and after) in the result's properties.
public struct SARIFReportFormatter: Sendable {
    public init() {}

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let toolName = "Earshot"

    public func format(_ reports: [AuditReport]) -> String {
        var rules: [AuditRuleDescriptor] = []
        var ruleIndex: [String: Int] = [:]
        for report in reports {
            for rule in report.rules where ruleIndex[rule.id] == nil {
                ruleIndex[rule.id] = rules.count
                rules.append(rule)
            }
        }
        var results: [[String: Any]] = []
        for report in reports {
            for finding in report.findings {
                results.append(
                    result(finding, report: report, ruleIndex: ruleIndex, baselineState: report.comparedWithBaseline ? "new" : nil))
            }
            for finding in report.baselined {
                results.append(result(finding, report: report, ruleIndex: ruleIndex, baselineState: "unchanged"))
            }
            for entry in report.suppressed {
                var item = result(entry.finding, report: report, ruleIndex: ruleIndex, baselineState: nil)
                item["suppressions"] = [["kind": "external", "status": "accepted", "justification": entry.suppression.reason]]
                results.append(item)
            }
        }
        let driver: [String: Any] = [
            "name": Self.toolName,
            "rules": rules.map(descriptor),
        ]
        let log: [String: Any] = [
            "$schema": Self.schemaURI,
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "columnKind": "unicodeCodePoints", "results": results]],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return (String(data: data, encoding: .utf8) ?? "{}") + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private func descriptor(_ rule: AuditRuleDescriptor) -> [String: Any] {
        var tags = rule.tags
        tags.append("accessibility")
        if rule.needsReview { tags.append("needs-review") }
        return [
            "id": rule.id,
            "name": rule.id.split(whereSeparator: { $0 == "." || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            "shortDescription": ["text": rule.summary],
            "fullDescription": ["text": rule.help],
            "help": ["text": rule.help, "markdown": "**\(rule.summary)**\n\n\(rule.help)"],
            "defaultConfiguration": ["level": Self.level(rule.defaultSeverity)],
            "properties": ["tags": Array(Set(tags)).sorted(), "needsReview": rule.needsReview],
        ]
    }

    private func result(_ finding: Finding, report: AuditReport, ruleIndex: [String: Int], baselineState: String?) -> [String: Any] {
        let uri = report.screen.source ?? report.screen.name
        let encodedURI = uri.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? uri
        var location: [String: Any] = [
            "physicalLocation": [
                "artifactLocation": ["uri": encodedURI],
                "region": Self.region(finding.element?.origin),
            ]
        ]
        if let element = finding.element {
            let path = element.identifierPath.isEmpty ? element.labelPath : element.identifierPath
            location["logicalLocations"] = [
                [
                    "name": element.identifier ?? element.label ?? "#\(element.index)",
                    "fullyQualifiedName": "\(report.screen.name)/\(path)",
                    "kind": "element",
                ]
            ]
        } else {
            location["logicalLocations"] = [["name": report.screen.name, "kind": "module"]]
        }
        var properties: [String: Any] = ["needsReview": finding.needsReview]
        if let element = finding.element {
            properties["elementIndex"] = element.index
            properties["spokenDescription"] = element.spokenDescription
            properties["frame"] = [
                Double(element.frame.minX), Double(element.frame.minY), Double(element.frame.width), Double(element.frame.height),
            ]
        }
        if let reproduction = finding.reproduction {
            properties["reproduction"] = [
                "gestures": reproduction.gestures, "before": reproduction.before, "after": reproduction.after,
                "spoken": reproduction.spoken,
            ]
        }
        var result: [String: Any] = [
            "ruleId": finding.ruleID,
            "level": Self.level(finding.severity),
            "message": ["text": finding.message],
            "locations": [location],
            "partialFingerprints": ["earshotFinding/v1": fingerprint(finding, screen: report.screen)],
            "properties": properties,
        ]
        if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = index }
        if let baselineState { result["baselineState"] = baselineState }
        return result
    }

    /// The element's own line and column in its file (the importers and the screen-file reader
    /// record them); line 1 for screen-wide findings and elements of unknown origin.
    private static func region(_ origin: AuditElementOrigin?) -> [String: Int] {
        var region = ["startLine": max(1, origin?.line ?? 1)]
        if let column = origin?.column, column > 0 { region["startColumn"] = column }
        return region
    }

    /// Stable across layout changes: rule, screen and the element's identifier path (or label).
    private func fingerprint(_ finding: Finding, screen: AuditScreen) -> String {
        let element =
            finding.element.map { $0.identifierPath.isEmpty ? "label:" + AuditText.normalized($0.label ?? "") : "id:" + $0.identifierPath }
            ?? "screen"
        return AuditBaseline.labelHash("\(finding.ruleID)|\(screen.name)|\(element)")
    }
}
