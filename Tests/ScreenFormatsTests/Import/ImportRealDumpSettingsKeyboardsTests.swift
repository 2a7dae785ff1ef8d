import EarshotUIKit
import Testing

@testable import ScreenFormats

/// iOS 16 Settings › General › Keyboards (shirates, Appium re-serialized XML): switch rows,
/// section headers and footers, a link, content below the fold.
@Suite struct ImportRealDumpSettingsKeyboardsTests {
    static let file = "real-dumps/wda-xml_shirates_settings-keyboards_iphone14.xml"

    /// Judgement calls:
    /// - "General" starts at the navigation bar's leading edge (x=0): UIKit's back button, so it
    ///   gets the back-button bit ("General, Back Button").
    /// - A Cell holding a Switch is one `switch` element with the row's frame: UIKit's cell adopts
    ///   its switch accessory (the dump mirrors it: the Cell's value is the switch's 0/1), and
    ///   VoiceOver says "Auto-Correction, Switch Button, Off" once per row.
    /// - Section headers "ALL KEYBOARDS"/"ENGLISH": an Other named (identifier) "ALL KEYBOARDS"
    ///   around an Other labelled "ALL KEYBOARDS"; the inner one is the element, a plain view. No
    ///   header trait is invented: the dump lists no traits (a device may say "Heading").
    /// - "About Dictation and Privacy…" is a Link holding a TextView holding a Link: the outer
    ///   Link is the element, a view with the link trait.
    /// - Rows from "Period shortcut" on are `visible="false"` below the 844-pt screen: reachable.
    ///   The footer "Double tapping the space bar…" reports a stale on-screen frame (y=764) while
    ///   invisible; it stays reachable because an earlier row of the same table already lay past
    ///   the fold (lists lay out in document order). Its stale frame will misplace it in reading
    ///   order (after "Slide to Type").
    /// - Footers and the "Emoji"/"Kana" headers are StaticTexts: plain labels.
    /// - The second, hidden window (keyboard placeholder) is dropped.
    static let expected = [
        #"button "General" +backButton @0,47,89,44"#,
        #"label "Keyboards" +header @152,58,86,21"#,
        #"tableViewCell "Keyboards" value="3" accessory=disclosureIndicator @0,126,390,44"#,
        #"tableViewCell "Text Replacement" accessory=disclosureIndicator @0,205,390,44"#,
        #"tableViewCell "One-Handed Keyboard" value="Off" accessory=disclosureIndicator @0,249,390,44"#,
        #"view "ALL KEYBOARDS" @0,310,390,39"#,
        #"switch "Auto-Correction" off @0,348,390,45"#,
        #"switch "Smart Punctuation" on @0,392,390,45"#,
        #"switch "Character Preview" on @0,436,390,45"#,
        #"switch "Enable Dictation" off @0,480,390,45"#,
        #"view "About Dictation and Privacy…" +link @20,524,350,33"#,
        #"view "ENGLISH" @0,556,390,39"#,
        #"switch "Auto-Capitalization" on @0,594,390,45"#,
        #"switch "Check Spelling" on @0,638,390,45"#,
        #"switch "Enable Caps Lock" on @0,682,390,45"#,
        #"switch "Predictive" off @0,726,390,45"#,
        #"switch "Slide to Type" on @0,770,390,45"#,
        #"switch "Delete Slide-to-Type by Word" on @0,814,390,45"#,
        #"switch "Period shortcut" on @0,858,390,45"#,
        #"label "Double tapping the space bar will insert a period followed by a space." @0,764,390,46"#,
        #"label "Emoji" @0,948,390,46"#,
        #"switch "Memoji Stickers" on @0,993,390,45"#,
        #"label "Send Memoji and Animoji stickers from your emoji keyboard." @0,993,390,47"#,
        #"label "Kana" @0,1083,390,39"#,
        #"switch "Flick Only" off @0,1121,390,45"#,
        #"switch "Smart Fullwidth Space" on @0,1165,390,45"#,
    ]

    @Test func elements() throws {
        let result = try ImportFixture.importScreen(Self.file)
        expectLines(result.document.elementSummaries(), Self.expected)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func navigationBarKeepsItsItemsInBarOrder() throws {
        let document = try ImportFixture.importScreen(Self.file).document
        let bar = try #require(document.allNodesInOrder.first { $0.id == "Keyboards" && $0.isAccessibilityElement == false })
        let items = try #require(bar.elements)
        #expect(items.map { document.nodes[$0].label } == ["General", "Keyboards"])
        #expect(bar.children.isEmpty)
    }

    @Test func onlyOneWindowRemains() throws {
        let document = try ImportFixture.importScreen(Self.file).document
        let windows = document.nodes[document.root].children
        #expect(windows.count == 1)
        #expect(document.nodes[windows[0]].groupsChildren == true)
    }
}
