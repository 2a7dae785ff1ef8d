import Foundation
import Testing

/// `earshot scan` on the real dumps: Switch Control offers the screen's regions, not one group of
/// everything. An imported dump's window is a group; a level whose only item is a group offers
/// that group's items (docs/assistive-technologies.md, Switch Control's groups; Apple's Switch
/// Control documentation: items are grouped by the bars, lists and sections a screen has).
@Suite("earshot scan on real dumps")
struct RealDumpScanTests {
    static let dumps = [
        "wda-xml_shirates_settings-top_iphone14.xml", "wda-xml_shirates_settings-keyboards_iphone14.xml",
        "wda-xml_shirates_app-dev_iphone8.xml", "wda-xml-2025_swipium_settings-search-es_iphone16pro.xml",
        "wda-xml-2026_mobster_swiftui-tabview_iphone17pro-ios26.xml", "xcui-debugdesc_wordsgram_books-list_iphone-x.txt",
        "xcui-debugdesc_zjh_login-screen_iphone-x.txt", "wda-xml_shirates_calendar-day-ja_iphone14.xml",
        "wda-xml_shirates_settings-accessibility_iphone8.xml",
    ]

    /// The items `earshot scan` lists at the top level.
    static func topLevelItems(of file: String) throws -> [String] {
        let result = try CommandRunner.run(["scan", RealDumpAuditTests.dump(file)])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").filter { $0.hasPrefix("  item: ") }.map(String.init)
    }

    @Test(arguments: dumps)
    func moreThanOneTopLevelItem(file: String) throws {
        let items = try Self.topLevelItems(of: file)
        #expect(items.count > 1, "\(file): \(items)")
    }

    /// Settings › Keyboards: `next` moves between items instead of staying on the one group.
    @Test func nextMovesOnKeyboards() throws {
        let file = RealDumpAuditTests.dump("wda-xml_shirates_settings-keyboards_iphone14.xml")
        let result = try CommandRunner.run(["scan", file, "next", "next"])
        let highlighted = result.stdout.split(separator: "\n").filter { $0.contains("highlight") }
        #expect(highlighted.count == 2)
        #expect(Set(highlighted).count == 2, "\(result.stdout)")
    }
}
