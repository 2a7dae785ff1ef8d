import Foundation
import Testing

/// `earshot audit` on the real dumps reports the app's defects, not Apple's components
/// (issue 14's calibration; Tests/ScreenFormatsTests/Fixtures/real-dumps/EXPECTED.md).
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
    @Test(arguments: ["wda-xml-2025_swipium_settings-search-es_iphone16pro.xml", "xcui-debugdesc_wordsgram_books-list_iphone-x.txt",
                      "wda-xml_shirates_settings-keyboards_iphone14.xml"])
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

    /// Apple's Settings screens (top, Keyboards, the Spanish search with its keyboard up) and the
    /// wordsgram list pass at the default failing severity.
    @Test(arguments: ["xcui-debugdesc_wordsgram_books-list_iphone-x.txt", "wda-xml_shirates_settings-top_iphone14.xml",
                      "wda-xml_shirates_settings-keyboards_iphone14.xml", "wda-xml-2025_swipium_settings-search-es_iphone16pro.xml"])
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
}
