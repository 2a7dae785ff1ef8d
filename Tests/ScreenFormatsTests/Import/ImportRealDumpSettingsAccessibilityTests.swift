import EarshotUIKit
import Testing

@testable import ScreenFormats

@Suite struct ImportRealDumpSettingsAccessibilityTests {
    static let file = "real-dumps/wda-xml_shirates_settings-accessibility_iphone8.xml"

    static let expected = [
        #"button "Settings" +backButton @0,20,92,44"#,
        #"label "Accessibility" +header @137,32,101,21"#,
        #"view "Accessibility features help you customize your iPhone for your individual needs." @0,99,375,46"#,
        #"view "VISION" @0,145,375,38"#,
        #"tableViewCell "Display & Text Size" accessory=disclosureIndicator @0,183,375,44"#,
        #"tableViewCell "Motion" accessory=disclosureIndicator @0,227,375,44"#,
        #"tableViewCell "Spoken Content" accessory=disclosureIndicator @0,271,375,44"#,
        #"view "PHYSICAL AND MOTOR" @0,332,375,39"#,
        #"tableViewCell "Touch" accessory=disclosureIndicator @0,370,375,45"#,
        #"tableViewCell "Keyboards" accessory=disclosureIndicator @0,414,375,45"#,
        #"view "HEARING" @0,476,375,38"#,
        #"tableViewCell "Subtitles & Captioning" accessory=disclosureIndicator @0,514,375,44"#,
    ]

    @Test func elements() throws {
        let result = try ImportFixture.importScreen(Self.file)
        expectLines(result.document.elementSummaries(), Self.expected)
    }
}
