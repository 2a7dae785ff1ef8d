import Foundation
import Testing

/// Findings point at their element's own line and column, as the reader found it (no
/// second read of the file), and findings on iOS's own interface are left out unless asked for.
@Suite("earshot audit: positions and system UI")
struct AuditOriginTests {
    /// The SARIF regions of `stdout`, by the element label of each result.
    static func regions(_ stdout: String) throws -> [String: [String: Int]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        var regions: [String: [String: Int]] = [:]
        for result in results {
            let locations = result["locations"] as? [[String: Any]]
            let name = (locations?.first?["logicalLocations"] as? [[String: Any]])?.first?["name"] as? String ?? ""
            let physical = locations?.first?["physicalLocation"] as? [String: Any]
            regions[name] = physical?["region"] as? [String: Int]
        }
        return regions
    }

    @Test func sarifPointsAtTheElementInAJSONScreenFile() throws {
        let file = try CommandRunner.temporaryFile(
            named: "origins.json",
            contents: """
                {
                  "format": "earshot-screen",
                  "version": 1,
                  "root": { "children": [
                    { "type": "label", "text": "Orders", "frame": [16, 60, 200, 30] },
                      { "type": "button", "id": "tiny", "title": "Go", "frame": [16, 100, 20, 20] }
                  ] }
                }
                """)
        defer { CommandRunner.removeTemporaryFile(file) }
        let result = try CommandRunner.run(["audit", file.path, "--format", "sarif"])
        let regions = try Self.regions(result.stdout)
        #expect(regions["tiny"] == ["startLine": 6, "startColumn": 7])
    }

    @Test func sarifPointsAtTheElementInAYAMLScreenFile() throws {
        let file = try CommandRunner.temporaryFile(
            named: "origins.yaml",
            contents: """
                format: earshot-screen
                version: 1
                root:
                  children:
                    - type: label
                      text: Orders
                      frame: [16, 60, 200, 30]
                    - type: button
                      id: tiny
                      title: Go
                      frame: [16, 100, 20, 20]
                """)
        defer { CommandRunner.removeTemporaryFile(file) }
        let result = try CommandRunner.run(["audit", file.path, "--format", "sarif"])
        // The node's mapping starts after the "- " of its list entry.
        #expect(try Self.regions(result.stdout)["tiny"] == ["startLine": 8, "startColumn": 7])
    }

    /// The first navigation button of the registration form has no label (line 8 of the dump,
    /// its tag starting in column 11); the text report names the line too.
    @Test func dumpFindingsPointAtTheirTag() throws {
        let dump = RealDumpAuditTests.dump("wda-xml_shirates_app-dev_iphone8.xml")
        let sarif = try CommandRunner.run(["audit", dump, "--format", "sarif"])
        let lines = try String(contentsOfFile: dump, encoding: .utf8).components(separatedBy: "\n")
        let regions = try Self.regions(sarif.stdout)
        let region = try #require(regions["#0"])
        let line = lines[region["startLine"]! - 1]
        let column = try #require(region["startColumn"])
        #expect(line.dropFirst(column - 1).hasPrefix("<XCUIElementTypeButton"))
        #expect(!regions.values.contains { $0["startLine"] == 1 })
        let text = try CommandRunner.run(["audit", dump])
        #expect(text.stdout.contains("#0 \"Button\" (x 8, y 20, 39 × 44) at line \(region["startLine"]!)"))
    }

    /// The Spanish Settings search has the keyboard up: its globe and dictation keys overlap the
    /// rows behind them, which the app cannot change. They are left out, and counted; with
    /// --include-system-ui they are reported.
    @Test func keyboardFindingsAreLeftOutUnlessAsked() throws {
        let dump = RealDumpAuditTests.dump("wda-xml-2025_swipium_settings-search-es_iphone16pro.xml")
        let appOnly = try CommandRunner.run(["audit", dump])
        #expect(!appOnly.stdout.contains("Teclado siguiente"))
        #expect(!appOnly.stdout.contains("\"Dictar\""))
        #expect(
            appOnly.stdout.contains("4 findings on iOS's own interface (keyboard, status bar) left out; --include-system-ui reports them"))
        let all = try CommandRunner.run(["audit", dump, "--include-system-ui"])
        #expect(all.stdout.contains("#17 \"Teclado siguiente, Español\""))
        #expect(all.stdout.contains("#18 \"Dictar\" [dictation]"))
        #expect(!all.stdout.contains("left out"))
    }

    /// The same from a configuration file.
    @Test func configurationIncludesSystemUI() throws {
        let config = try CommandRunner.temporaryFile(named: "system.yaml", contents: "include-system-ui: true\n")
        defer { CommandRunner.removeTemporaryFile(config) }
        let dump = RealDumpAuditTests.dump("wda-xml-2025_swipium_settings-search-es_iphone16pro.xml")
        let result = try CommandRunner.run(["audit", dump, "--config", config.path])
        #expect(result.stdout.contains("#18 \"Dictar\" [dictation]"))
    }

    /// Converting a dump keeps the mark: the screen file says `systemUI`, and auditing it leaves
    /// the keyboard out as auditing the dump does.
    @Test func convertedScreensKeepTheMark() throws {
        let dump = RealDumpAuditTests.dump("wda-xml-2025_swipium_settings-search-es_iphone16pro.xml")
        let converted = try CommandRunner.run(["convert", dump, "--to", "json"])
        #expect(converted.stdout.contains("\"systemUI\" : true") || converted.stdout.contains("\"systemUI\": true"))
        let file = try CommandRunner.temporaryFile(named: "converted.json", contents: converted.stdout)
        defer { CommandRunner.removeTemporaryFile(file) }
        let result = try CommandRunner.run(["audit", file.path])
        #expect(!result.stdout.contains("Dictar"))
        #expect(result.stdout.contains("left out"))
    }
}
