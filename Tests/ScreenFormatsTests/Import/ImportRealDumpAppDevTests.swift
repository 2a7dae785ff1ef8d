import EarshotUIKit
import Testing

@testable import ScreenFormats

/// A third-party registration form on an iPhone 8 (shirates, Appium re-serialized XML): text and
/// secure fields, a scroll view taller than the screen, a hidden keyboard window, a status bar.
@Suite struct ImportRealDumpAppDevTests {
    static let file = "real-dumps/wda-xml_shirates_app-dev_iphone8.xml"

    /// Judgement calls:
    /// - The unlabelled navigation Button at x=8 is an element with no label (UIButton always is);
    ///   it is not a back button (a back button has a title and starts at the bar's edge).
    /// - "Text2" is an `Other` in the navigation bar whose label is the bar's name: the title as
    ///   iOS 11–12 snapshots show it, so it gets the header trait. It is a plain view element.
    /// - `TextField label="hoge@example.com"` has no value: label only. `label=""` fields whose
    ///   `value` is "First Name" have no placeholderValue to tell text from placeholder; the value
    ///   is kept as the text (VoiceOver speaks an empty field's placeholder in the value's place
    ///   anyway, so the words are the same).
    /// - SecureTextFields swallow their "common visibility off" button: a text field is an
    ///   element and VoiceOver does not look inside it.
    /// - StaticTexts with only a `name` ("Enter password.", "Enter information as possible as you
    ///   can.", "Enter secure password.") have no `label` attribute; the name reads as words, not
    ///   an identifier, so it is spoken. Images are different: an image's lone `name` is its asset
    ///   name (XCTest reports it as the identifier) and an unlabelled UIImageView is not an
    ///   element, so "CAPTCHA Image" (name only) is not one, while "Dummy Image1" (a label) is.
    /// - Empty, invisible StaticTexts (error placeholders) have nothing to say: not elements.
    /// - Everything from "Phone" (y=699) down is `visible="false"` below the scroll view's
    ///   viewport (64…667): reachable by scrolling. "Register" is also disabled: `isEnabled=false`.
    /// - "debug" is the scroll view's last child: after the content in document order.
    /// - The status bar items are kept under a status-bar view with `elementsHidden`: VoiceOver
    ///   reaches them only by touching the status bar, never by swiping through the app.
    /// - The hidden keyboard window is dropped.
    static let expected = [
        #"button "" @8,20,39,44"#,
        #"view "Text2" +header @140,32,96,21"#,
        #"button "Skip" @303,20,64,44"#,
        #"label "Mail Address" @16,88,83,12"#,
        #"label "(Mandatory)" @104,88,37,12"#,
        #"textField "hoge@example.com" @16,108,343,44"#,
        #"imageView "Dummy Image1" @16,130,103,30"#,
        #"label "Password" @16,176,60,12"#,
        #"label "(Mandatory)" @82,176,36,12"#,
        #"textField "password1" secure @16,196,343,44"#,
        #"label "Confirm Password" @16,264,96,12"#,
        #"label "(Mandatory)" @118,264,36,12"#,
        #"textField "password2" secure @16,284,343,44"#,
        #"label "Enter password." @16,352,343,127"#,
        #"label "Full Name" @16,502,72,13"#,
        #"label "(Mandatory)" @94,502,36,13"#,
        #"textField "" text="First Name" @16,522,164,45"#,
        #"textField "" text="Last Name" @195,522,164,45"#,
        #"label "Enter information as possible as you can." @28,602,319,61"#,
        #"label "Phone" @16,699,144,12"#,
        #"textField "" @16,719,343,44"#,
        #"label "Birth Date" @16,787,48,12"#,
        #"textField "" @16,807,96,44"#,
        #"textField "" @136,807,64,44"#,
        #"textField "" @224,807,64,44"#,
        #"label "Year" @116,839,12,12"#,
        #"label "Month" @204,839,12,12"#,
        #"label "Day" @292,839,12,12"#,
        #"label "CAPTCHA" @16,875,48,12"#,
        #"button "common reload" @252,909,16,16"#,
        #"textField "" @16,939,343,44"#,
        #"button "Register" disabled @16,1007,343,56"#,
        #"label "Attention" @16,1119,72,14"#,
        #"label "Enter secure password." @16,1149,343,58"#,
        #"button "debug" @315,64,44,30"#,
        #"view "3 of 3 Wi-Fi bars" value="SSID" @68,0,15,20 (elementsHidden above)"#,
        #"view "9:50" @175,0,28,20 (elementsHidden above)"#,
        #"view "100% battery power" @343,0,27,20 (elementsHidden above)"#,
    ]

    @Test func elements() throws {
        let result = try ImportFixture.importScreen(Self.file)
        expectLines(result.document.elementSummaries(), Self.expected)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func windowsAndScrollView() throws {
        let document = try ImportFixture.importScreen(Self.file).document
        #expect(document.device.width == 375 && document.device.height == 667)
        let windows = document.nodes[document.root].children.map { document.nodes[$0] }
        #expect(windows.count == 2, "the hidden keyboard window is dropped")
        #expect(windows.allSatisfy { $0.groupsChildren == true })
        let statusBar = try #require(document.allNodesInOrder.first { $0.elementsHidden == true })
        #expect(statusBar.frame == CGRect(x: 0, y: 0, width: 375, height: 20))
        let scroll = try #require(document.allNodesInOrder.first { $0.type == .scrollView })
        // Content from y=64 to the last reachable element's bottom (1149 + 58).
        #expect(scroll.contentSize == CGSize(width: 375, height: 1143))
        #expect(scroll.contentOffset == .zero)
    }
}
