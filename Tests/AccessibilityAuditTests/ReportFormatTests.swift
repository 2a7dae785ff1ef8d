import EarshotUIKit
import Foundation
import Testing
import TextEscaping

@testable import AccessibilityAudit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A run over two screens with every kind of outcome: errors, warnings, a needs-review finding, a
/// screen-wide finding, a suppressed one, a rule skipped for lack of data, and characters that
/// need escaping.
@MainActor
func sampleRun(baseline: Bool = false) -> [AuditReport] {
    var configuration = AuditConfiguration()
    configuration.suppressions = [
        Suppression(ruleID: "label.not-capitalized", element: "quote", reason: "Brand writes \"lowercase\" <on purpose> & so")
    ]
    let trips = TestScreen().add(
        TestButton(nil, frame: CGRect(x: 20, y: 200, width: 20, height: 20), identifier: "save"),
        TestButton("Add button", frame: CGRect(x: 20, y: 300, width: 120, height: 44)),
        TestButton("q & a <tips>.", frame: CGRect(x: 20, y: 400, width: 120, height: 44), identifier: "quote")
    )
    let settings = TestScreen().add(element("Settings", frame: CGRect(x: 20, y: 50, width: 300, height: 40), traits: .header))
    let first = [trips.audit(configuration, name: "trips"), settings.audit(configuration, name: "settings")]
    guard baseline else { return first }
    let known = AuditBaseline(reports: first)
    return [trips.audit(configuration, baseline: known, name: "trips"), settings.audit(configuration, baseline: known, name: "settings")]
}

@MainActor
@Suite("Text report")
struct TextReportTests {
    @Test func groupedByElementWithSpeech() {
        let text = TextReportFormatter().format(sampleRun())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "trips (Screens/trips.json): 2 errors, 3 warnings (1 to review) — fails at error")
        let saveHeading = lines.firstIndex(of: "#0 \"Button\" [save] (x 20, y 200, 20 × 20)")
        #expect(saveHeading != nil)
        if let saveHeading {
            #expect(lines[saveHeading + 1].hasPrefix("  error    label.missing"))
            #expect(lines[saveHeading + 2].hasPrefix("  error    target.size"))
        }
        #expect(lines.contains("#1 \"Add button, Button\" (x 20, y 300, 120 × 44)"))
        #expect(lines.contains { $0.contains("label.contains-role") && $0.hasSuffix("(review)") })
        #expect(lines.contains("Screen"))
        #expect(lines.contains("Suppressed (1):"))
        #expect(lines.contains("  visibility.obscured: needs data: no view records a background colour, so what is opaque is unknown"))
        #expect(lines.contains("settings (Screens/settings.json): no findings — passes at error"))
        #expect(text.hasSuffix("\n"))
    }

    @Test func baselineLine() {
        let text = TextReportFormatter().format(sampleRun(baseline: true))
        #expect(text.contains("Baseline: 5 known findings, 0 new"))
    }
}

@MainActor
@Suite("JSON report")
struct JSONReportTests {
    @Test func findingsCarryTheirElement() throws {
        let text = JSONReportFormatter().format(sampleRun())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["exitCode"] as? Int == 1)
        let screens = try #require(document["screens"] as? [[String: Any]])
        #expect(screens.map { $0["screen"] as? String } == ["trips", "settings"])
        let findings = try #require(screens[0]["findings"] as? [[String: Any]])
        let first = try #require(findings.first)
        #expect(Set(first.keys) == ["rule", "severity", "message", "element", "needsReview"])
        #expect(first["rule"] as? String == "label.missing")
        #expect(first["severity"] as? String == "error")
        #expect(first["needsReview"] as? Bool == false)
        let element = try #require(first["element"] as? [String: Any])
        #expect(element["index"] as? Int == 0)
        #expect(element["identifier"] as? String == "save")
        #expect(element["label"] is NSNull)
        #expect(element["spokenDescription"] as? String == "Button")
        #expect(element["frame"] as? [Double] == [20, 200, 20, 20], "frames are [x, y, w, h], as in earshot read")
        #expect(findings.contains { $0["element"] is NSNull && $0["rule"] as? String == "screen.title" })
        let suppressed = try #require(screens[0]["suppressed"] as? [[String: Any]])
        #expect(suppressed.first?["reason"] as? String == "Brand writes \"lowercase\" <on purpose> & so")
        let summary = try #require(screens[0]["summary"] as? [String: Any])
        #expect(summary["error"] as? Int == 2)
        #expect(summary["failing"] as? Int == 2)
        #expect(summary["warning"] as? Int == 3)
    }
}

@MainActor
@Suite("SARIF report")
struct SARIFReportTests {
    @Test func validAgainstTheSchemasStructure() {
        for run in [sampleRun(), sampleRun(baseline: true)] {
            let problems = SARIFStructure.validate(SARIFReportFormatter().format(run))
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    /// The validator itself catches what GitHub and the schema reject.
    @Test func validatorRejectsBrokenLogs() {
        let broken = """
            {"version": "2.0.0", "runs": [{"tool": {"driver": {"rules": [{"id": "a"}]}},
             "results": [{"ruleId": "b", "ruleIndex": 0, "level": "fatal", "message": {}, "extra": 1,
                          "locations": [{"physicalLocation": {"artifactLocation": {"uri": "x"}, "region": {"startLine": 0}}}]}]}]}
            """
        let problems = SARIFStructure.validate(broken)
        for expected in [
            "$.version", "missing \"$schema\"", "missing required \"name\"", "level: \"fatal\"", "needs \"text\" or \"id\"",
            "extra: not a property", "ruleIndex: does not point", "startLine: expected an integer ≥ 1",
        ] {
            #expect(problems.contains { $0.contains(expected) }, "\(expected) in \(problems)")
        }
    }

    @Test func resultsAndRules() throws {
        let text = SARIFReportFormatter().format(sampleRun())
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["$schema"] as? String == SARIFReportFormatter.schemaURI)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ran = Set(sampleRun().flatMap { $0.rules.map(\.id) })
        #expect(Set(rules.compactMap { $0["id"] as? String }) == ran, "every rule that ran, once")
        #expect(!ran.contains("visibility.obscured"), "skipped for lack of colours")
        let missing = try #require(rules.first { $0["id"] as? String == "label.missing" })
        #expect((missing["help"] as? [String: Any])?["text"] as? String == LabelMissing().help)
        #expect((missing["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        let results = try #require(run["results"] as? [[String: Any]])
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "label.missing")
        #expect(first["level"] as? String == "error")
        let location = try #require((first["locations"] as? [[String: Any]])?.first)
        let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "Screens/trips.json")
        let logical = (location["logicalLocations"] as? [[String: Any]])?.first
        #expect(logical?["fullyQualifiedName"] as? String == "trips/save")
        #expect(results.contains { ($0["suppressions"] as? [[String: Any]])?.first?["status"] as? String == "accepted" })
        #expect(results.contains { $0["level"] as? String == "note" })
    }

    @Test func baselineStates() throws {
        let text = SARIFReportFormatter().format(sampleRun(baseline: true))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let states = Set(results.compactMap { $0["baselineState"] as? String })
        #expect(states == ["unchanged"])
    }
}

@MainActor
@Suite("JUnit report")
struct JUnitReportTests {
    /// Collects what an XML parser sees.
    final class Collector: Foundation.NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    @Test func wellFormedWithOneTestCasePerRule() throws {
        let xml = JUnitReportFormatter().format(sampleRun())
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let root = try #require(collector.elements.first)
        #expect(root.name == "testsuites")
        let suites = collector.elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["trips", "settings"])
        let rules = AuditRuleRegistry.all.count
        #expect(suites.allSatisfy { $0.attributes["tests"] == "\(rules)" })
        #expect(collector.elements.filter { $0.name == "testcase" }.count == 2 * rules)
        #expect(root.attributes["tests"] == "\(2 * rules)")
        let failures = collector.elements.filter { $0.name == "failure" }
        #expect(failures.count == 2, "one per failing finding")
        #expect(failures.allSatisfy { $0.attributes["type"] == "error" })
        #expect(suites[0].attributes["failures"] == "2", "failing test cases: label.missing and target.size")
        #expect(suites[1].attributes["failures"] == "0")
        let skipped = collector.elements.filter { $0.name == "skipped" }
        #expect(skipped.count == sampleRun().map(\.skippedRules.count).reduce(0, +))
        #expect(skipped.first?.attributes["message"]?.hasPrefix("needs data:") == true)
        #expect(collector.text.contains("The label \"q & a <tips>.\" ends with a period"), "escaped text reads back as written")
        let testcases = collector.elements.filter { $0.name == "testcase" }
        #expect(testcases.allSatisfy { $0.attributes["classname"]?.hasPrefix("earshot.audit.") == true && $0.attributes["name"] != nil })
    }

    @Test func escaping() {
        #expect(Escaping.xml("a<b>&\"c'\n\u{1}") == "a&lt;b&gt;&amp;&quot;c&apos;&#10;")
    }
}
