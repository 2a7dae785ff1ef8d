import Foundation
import Testing

/// `earshot audit` on the real dumps reports the app's defects, not Apple's components
/// (Tests/ScreenFormatsTests/Fixtures/real-dumps/EXPECTED.md lists what each dump must give).
@Suite("earshot audit on real dumps")
struct RealDumpAuditTests {
    static func dump(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ScreenFormatsTests/Fixtures/real-dumps/\(name)").path
    }

    /// UIKit extends a navigation bar button's touch area beyond its drawn title: "Cancelar"
    /// (68 × 31) in the Spanish Settings search and wordsgram's Add (42 × 34) and Filter (34 × 34)
    /// are not small targets; neither are the keyboard's keys a traits conflict, nor cell seams
    /// overlaps.
    @Test(arguments: [
        "wda-xml-2025_swipium_settings-search-es_iphone16pro.xml", "xcui-debugdesc_wordsgram_books-list_iphone-x.txt",
        "wda-xml_shirates_settings-keyboards_iphone14.xml",
    ])
    func applesComponentsAreNotFlagged(file: String) throws {
        let result = try CommandRunner.run(["audit", Self.dump(file)])
        // The text report groups findings under a "#N "description"" heading per element.
        let blocks = result.stdout.components(separatedBy: "\n\n")
        for label in ["\"Cancelar, Button\"", "\"Add, Button\"", "\"Filter, Button\""] {
            let block = blocks.first { $0.contains(label) } ?? ""
            #expect(!block.contains("target.size"), "\(label) is flagged in \(file): \(block)")
        }
        #expect(!result.stdout.contains("traits.conflict"))
        #expect(!result.stdout.contains("350 × 1"))
    }

    /// Apple's Settings screens (top, Keyboards, Accessibility, the Spanish search with its
    /// keyboard up), Apple's Calendar day view (its 54 × 40 pt day cells and 34 pt toolbar buttons
    /// are warnings: the touch-target calibration) and the wordsgram list pass at the default
    /// failing severity.
    @Test(arguments: [
        "xcui-debugdesc_wordsgram_books-list_iphone-x.txt", "wda-xml_shirates_settings-top_iphone14.xml",
        "wda-xml_shirates_settings-keyboards_iphone14.xml", "wda-xml-2025_swipium_settings-search-es_iphone16pro.xml",
        "wda-xml_shirates_calendar-day-ja_iphone14.xml", "wda-xml_shirates_settings-accessibility_iphone8.xml",
    ])
    func cleanScreensPass(file: String) throws {
        let result = try CommandRunner.run(["audit", Self.dump(file)])
        #expect(result.exitCode == 0, "\(result.stdout)")
    }

    /// Real defects of the app's own content still fail: unlabeled text fields on the login screen.
    @Test func realDefectsStillFail() throws {
        let result = try CommandRunner.run(["audit", Self.dump("xcui-debugdesc_zjh_login-screen_iphone-x.txt")])
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("label.field-missing"))
        #expect(!result.stdout.contains("language.script-mismatch"))
    }

    /// Every real dump's findings are exactly those EXPECTED.md lists under its "### Audit", one
    /// line per finding (severity, rule, element); the exit code fails exactly when one is an error.
    @Test(arguments: [
        "wda-xml_shirates_settings-top_iphone14.xml", "wda-xml_shirates_settings-keyboards_iphone14.xml",
        "wda-xml_shirates_app-dev_iphone8.xml", "wda-xml-2025_swipium_settings-search-es_iphone16pro.xml",
        "wda-xml-2026_mobster_swiftui-tabview_iphone17pro-ios26.xml",
        "xcui-debugdesc_wordsgram_books-list_iphone-x.txt", "xcui-debugdesc_zjh_login-screen_iphone-x.txt",
        "wda-xml_shirates_calendar-day-ja_iphone14.xml", "wda-xml_shirates_settings-accessibility_iphone8.xml",
    ])
    func findingsAreThoseExpectedMdLists(file: String) throws {
        let expected = try Self.expectedAudit(for: file)
        let result = try CommandRunner.run(["audit", Self.dump(file), "--format", "json"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require((log["screens"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        let lines = findings.map { finding -> String in
            let head = "\(finding["severity"] as? String ?? "") \(finding["rule"] as? String ?? "")"
            guard let element = finding["element"] as? [String: Any] else { return head + " screen" }
            return head + " #\(element["index"] as? Int ?? -1) \"\(element["spokenDescription"] as? String ?? "")\""
        }
        #expect(lines == expected)
        #expect(result.exitCode == (expected.contains { $0.hasPrefix("error ") } ? 1 : 0))
    }

    /// The code block under "### Audit" in the fixture's section of EXPECTED.md.
    static func expectedAudit(for file: String) throws -> [String] {
        let markdown = try String(contentsOfFile: dump("EXPECTED.md"), encoding: .utf8)
        let section = try #require(markdown.range(of: "## " + file))
        let audit = try #require(markdown.range(of: "### Audit", range: section.upperBound..<markdown.endIndex))
        let blocks = markdown[audit.upperBound...].components(separatedBy: "```")
        return blocks.count > 1 ? blocks[1].split(separator: "\n").map(String.init) : []
    }
}
