import Foundation

/// A finding read back from a JSON report (`JSONReportFormatter`'s output, as `earshot explore
/// --format json` writes it) with its reproduction, so a tool can show it again on a fresh app
/// (the inspector's replay, docs/inspector.md).
public struct ReportedFinding: Hashable, Sendable {
    /// The report's name for the screen explored (`AuditScreen.name`: a sample screen's id, a
    /// preview's name).
    public var screen: String
    public var ruleID: String
    public var severity: String
    public var message: String
    /// What VoiceOver says on the finding's element; nil for a screen-wide finding.
    public var element: String?
    /// The gestures from a fresh app, the screen before and after the last, and what it said.
    public var reproduction: FindingReproduction

    public init(
        screen: String, ruleID: String, severity: String, message: String, element: String?, reproduction: FindingReproduction
    ) {
        self.screen = screen
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.element = element
        self.reproduction = reproduction
    }

    /// The findings with a reproduction in the JSON report `data`, screen by screen in the
    /// report's order (suppressed and baselined findings left out).
    /// - Throws: `AuditConfigurationError` naming `file` and the place when `data` is not such a
    ///   report.
    /// - Complexity: O(n) in the report's size.
    public static func reproducible(inReport data: Data, file: String? = nil) throws -> [ReportedFinding] {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw AuditConfigurationError(decoding: error, file: file, expected: "an Earshot JSON report")
        }
        var found: [ReportedFinding] = []
        for screen in document.screens {
            for item in screen.findings {
                guard let reproduction = item.reproduction else { continue }
                found.append(
                    ReportedFinding(
                        screen: screen.screen, ruleID: item.rule, severity: item.severity, message: item.message,
                        element: item.element?.spokenDescription,
                        reproduction: FindingReproduction(
                            gestures: reproduction.gestures, before: reproduction.before, after: reproduction.after,
                            spoken: reproduction.spoken)))
            }
        }
        return found
    }

    /// The parts of the report read back.
    private struct Document: Decodable {
        var screens: [Screen]
    }

    private struct Screen: Decodable {
        var screen: String
        var findings: [Item]
    }

    private struct Item: Decodable {
        var rule: String
        var severity: String
        var message: String
        var element: Element?
        var reproduction: Reproduction?
    }

    private struct Element: Decodable {
        var spokenDescription: String
    }

    private struct Reproduction: Decodable {
        var gestures: [String]
        var before: [String]
        var after: [String]
        var spoken: [String]
    }
}
