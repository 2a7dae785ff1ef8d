import Foundation

/// Writes reports as SARIF 2.1.0, the format GitHub code scanning reads (catalogue idea 14).
///
/// One run for the whole audit: `tool.driver.rules` describes every rule that ran (short and full
/// descriptions, help, default level, tags); each finding is a result with `ruleId`, `ruleIndex`,
/// `level`, `message`, a physical location (the screen file, and a line in it: GitHub requires
/// `region.startLine`) and a logical location for the element, plus a partial fingerprint keyed
/// like the baseline (rule, screen, identifier path or label), never on frames. Suppressed
/// findings are included with an external, accepted suppression; with a baseline, results carry
/// `baselineState`.
public struct SARIFReportFormatter: Sendable {
    /// The line of the screen file a finding points at; 1 when unknown.
    public var line: @Sendable (AuditScreen, Finding) -> Int

    /// - Parameter line: where in the screen file each finding's element is written. The default
    ///   points at line 1; `ScreenFileLines` finds an element's line from the file's text.
    public init(line: @escaping @Sendable (AuditScreen, Finding) -> Int = { _, _ in 1 }) {
        self.line = line
    }

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
                results.append(result(finding, report: report, ruleIndex: ruleIndex, baselineState: report.comparedWithBaseline ? "new" : nil))
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
                "region": ["startLine": max(1, line(report.screen, finding))],
            ],
        ]
        if let element = finding.element {
            let path = element.identifierPath.isEmpty ? element.labelPath : element.identifierPath
            location["logicalLocations"] = [[
                "name": element.identifier ?? element.label ?? "#\(element.index)",
                "fullyQualifiedName": "\(report.screen.name)/\(path)",
                "kind": "element",
            ]]
        } else {
            location["logicalLocations"] = [["name": report.screen.name, "kind": "module"]]
        }
        var properties: [String: Any] = ["needsReview": finding.needsReview]
        if let element = finding.element {
            properties["elementIndex"] = element.index
            properties["spokenDescription"] = element.spokenDescription
            properties["frame"] = [Double(element.frame.minX), Double(element.frame.minY), Double(element.frame.width), Double(element.frame.height)]
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

    /// Stable across layout changes: rule, screen and the element's identifier path (or label).
    private func fingerprint(_ finding: Finding, screen: AuditScreen) -> String {
        let element = finding.element.map { $0.identifierPath.isEmpty ? "label:" + AuditText.normalized($0.label ?? "") : "id:" + $0.identifierPath } ?? "screen"
        return AuditBaseline.labelHash("\(finding.ruleID)|\(screen.name)|\(element)")
    }
}

/// Finds the line of a screen file (JSON or YAML, docs/screen-format.md) where an element is
/// written, from its identifier (the `id` key) or else its label, for SARIF regions.
public struct ScreenFileLines: Sendable {
    private let lines: [String]

    public init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The 1-based line naming the finding's element, or 1 when it cannot be found.
    public func line(for finding: Finding) -> Int {
        guard let element = finding.element else { return 1 }
        if let identifier = element.identifier, let line = find(key: "id", value: identifier) { return line }
        if let label = element.label, !label.isEmpty {
            for key in ["label", "text", "title"] {
                if let line = find(key: key, value: label) { return line }
            }
        }
        return 1
    }

    private func find(key: String, value: String) -> Int? {
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let patterns = ["\"\(key)\": \"\(escaped)\"", "\"\(key)\":\"\(escaped)\"", "\(key): \"\(escaped)\"", "\(key): \(value)", "\(key): '\(value)'"]
        for (offset, line) in lines.enumerated() {
            if patterns.contains(where: { pattern in
                guard let range = line.range(of: pattern) else { return false }
                // YAML's bare value must end the line (or a comment), so "Add" does not match "Add more".
                if pattern == "\(key): \(value)" {
                    let rest = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                    return rest.isEmpty || rest.hasPrefix("#") || rest.hasPrefix(",") || rest.hasPrefix("}")
                }
                return true
            }) {
                return offset + 1
            }
        }
        return nil
    }
}
