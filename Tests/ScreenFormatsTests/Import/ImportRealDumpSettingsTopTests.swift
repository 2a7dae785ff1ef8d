import EarshotUIKit
import Testing

@testable import ScreenFormats

/// iOS 16 Settings root list (shirates, Appium re-serialized XML: no index/accessible/traits).
@Suite struct ImportRealDumpSettingsTopTests {
    static let file = "real-dumps/wda-xml_shirates_settings-top_iphone14.xml"

    /// Judgement calls:
    /// - No `accessible` attribute: a Cell with a label is an element (UITableViewCell), and its
    ///   insides (icon, texts, separator Others, the `chevron` button) are swallowed.
    /// - The cell's own `name` (`APPLE_ACCOUNT`, `GAMECENTER`) belongs to the inner StaticText and
    ///   is an identifier anyway: never spoken.
    /// - The `chevron` child makes the accessory a disclosure indicator. No Button trait is added:
    ///   the dump lists no traits and UIKit does not add one for a disclosure accessory (iOS 18's
    ///   Settings rows are Buttons, but this is an iOS 16 table).
    /// - The navigation bar title "Settings" gets the header trait UIKit gives bar titles.
    /// - "Developer" and "app.st" are `visible="false"` below the 844-pt screen inside the table:
    ///   VoiceOver scrolls to them, so they stay reachable (not hidden). Their children's frames
    ///   (y=143) are stale and swallowed with them.
    /// - "app.st" is spoken as written: labels are never judged as identifiers, only names.
    static let expected = [
        #"label "Settings" +header @15,94,135,42"#,
        #"tableViewCell "Sign in to your iPhone" value="Set up iCloud, the App Store, and more." @0,143,390,71"#,
        #"tableViewCell "General" accessory=disclosureIndicator @0,248,390,45"#,
        #"tableViewCell "Accessibility" accessory=disclosureIndicator @0,292,390,45"#,
        #"tableViewCell "Privacy" accessory=disclosureIndicator @0,336,390,45"#,
        #"tableViewCell "Passwords" accessory=disclosureIndicator @0,415,390,45"#,
        #"tableViewCell "Safari" accessory=disclosureIndicator @0,494,390,45"#,
        #"tableViewCell "News" accessory=disclosureIndicator @0,538,390,45"#,
        #"tableViewCell "Maps" accessory=disclosureIndicator @0,582,390,45"#,
        #"tableViewCell "Shortcuts" accessory=disclosureIndicator @0,626,390,45"#,
        #"tableViewCell "Health" accessory=disclosureIndicator @0,670,390,45"#,
        #"tableViewCell "Siri & Search" accessory=disclosureIndicator @0,714,390,45"#,
        #"tableViewCell "Photos" accessory=disclosureIndicator @0,758,390,45"#,
        #"tableViewCell "Game Center" accessory=disclosureIndicator @0,802,390,45"#,
        #"tableViewCell "Developer" accessory=disclosureIndicator @0,916,390,45"#,
        #"tableViewCell "app.st" accessory=disclosureIndicator @0,995,390,45"#,
    ]

    @Test func elements() throws {
        let result = try ImportFixture.importScreen(Self.file)
        #expect(result.format == .webDriverAgentXML)
        expectLines(result.document.elementSummaries(), Self.expected)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func deviceAndStructure() throws {
        let document = try ImportFixture.importScreen(Self.file).document
        #expect(document.device.width == 390 && document.device.height == 844 && document.device.idiom == .phone)
        // The table becomes a scroll view whose content reaches the last row (995 + 45).
        let table = try #require(document.allNodesInOrder.first { $0.type == .scrollView })
        #expect(table.contentSize == CGSize(width: 390, height: 1040))
        // Ten full-screen wrapper Others add nothing and are spliced out: root, window, bar, table.
        #expect(document.nodes.count == 4 + Self.expected.count)
    }
}
