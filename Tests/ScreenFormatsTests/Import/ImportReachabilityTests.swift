import EarshotUIKit
import Foundation
import Testing

@testable import ScreenFormats

/// What VoiceOver can reach: `visible` is per node, content scrolled out stays reachable,
/// content invisible where it stands is hidden, extra windows are handled as VoiceOver does.
@Suite struct ImportReachabilityTests {
    static func app(_ body: String) -> String { ImportWDAXMLShapeTests.app(body) }

    static func text(_ label: String, y: Int, visible: Bool = true) -> String {
        #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="\#(label)" visible="\#(visible)" x="0" y="\#(y)" width="100" height="20"/>"#
    }

    @Test func visibleIsNotInherited() throws {
        // iOS 26 Settings: an invisible container with visible children.
        let body =
            #"<XCUIElementTypeOther type="XCUIElementTypeOther" visible="false" x="0" y="100" width="390" height="300">"#
            + Self.text("Shown", y: 120) + "</XCUIElementTypeOther>"
        #expect(try importText(Self.app(body)).document.elementSummaries() == [#"label "Shown" @0,120,100,20"#])
    }

    @Test func invisibleWhereItStandsIsHidden() throws {
        let document = try importText(Self.app(Self.text("Faded", y: 120, visible: false))).document
        #expect(document.elementSummaries() == [#"label "Faded" @0,120,100,20 hidden"#])
    }

    @Test func belowTheFoldOfAScrollViewIsReachable() throws {
        let body =
            #"<XCUIElementTypeScrollView type="XCUIElementTypeScrollView" x="0" y="100" width="390" height="500">"#
            + Self.text("Top", y: 120) + Self.text("On screen but invisible", y: 300, visible: false)
            + Self.text("Below", y: 700, visible: false) + Self.text("Stale frame after the fold", y: 400, visible: false)
            + "</XCUIElementTypeScrollView>"
        let document = try importText(Self.app(body)).document
        #expect(
            document.elementSummaries() == [
                #"label "Top" @0,120,100,20"#,
                #"label "On screen but invisible" @0,300,100,20 hidden"#,
                #"label "Below" @0,700,100,20"#,
                #"label "Stale frame after the fold" @0,400,100,20"#,
            ])
        let scroll = try #require(document.allNodesInOrder.first { $0.type == .scrollView })
        #expect(scroll.contentSize == CGSize(width: 390, height: 620))
    }

    @Test func underTheKeyboardIsReachable() throws {
        let text = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="390" height="844">
                  \(Self.text("Covered row", y: 700, visible: false))
                </XCUIElementTypeTable>
              </XCUIElementTypeWindow>
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="550" width="390" height="294">
                  <XCUIElementTypeKey type="XCUIElementTypeKey" label="q" x="0" y="560" width="39" height="50"/>
                </XCUIElementTypeKeyboard>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        #expect(
            try importText(text).document.elementSummaries() == [
                #"label "Covered row" @0,700,100,20"#,
                #"button "q" +keyboardKey @0,560,39,50"#,
            ])
    }

    @Test func hiddenWindowsAreDroppedUnlessSomethingInThemIsVisible() throws {
        let text = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="false" x="0" y="0" width="390" height="844">
                \(Self.text("In a hidden window", y: 100, visible: false))
              </XCUIElementTypeWindow>
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="false" x="0" y="0" width="390" height="844">
                \(Self.text("Visible in an invisible window", y: 200))
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        let document = try importText(text).document
        #expect(document.elementSummaries() == [#"label "Visible in an invisible window" @0,200,100,20"#])
        #expect(document.nodes[document.root].children.count == 1)
    }

    @Test func statusBarItemsAreKeptOutOfTheSwipeOrder() throws {
        let body =
            #"<XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" x="0" y="0" width="390" height="20">"#
            + #"<XCUIElementTypeOther type="XCUIElementTypeOther" label="9:41" x="170" y="0" width="50" height="20"/></XCUIElementTypeStatusBar>"#
        let document = try importText(Self.app(body)).document
        #expect(document.elementSummaries() == [#"view "9:41" @170,0,50,20 (elementsHidden above)"#])
    }

    @Test func wrappersAddNothingAndEmptyContainersAreDropped() throws {
        let body = """
            <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="390" height="844">
              <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="0" width="390" height="844">
                <XCUIElementTypeOther type="XCUIElementTypeOther" x="20" y="100" width="200" height="100">
                  \(Self.text("Kept", y: 110))
                </XCUIElementTypeOther>
                <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="300" width="390" height="1"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" x="0" y="400" width="390" height="100">
                  <XCUIElementTypeImage type="XCUIElementTypeImage" name="decoration" x="0" y="400" width="10" height="10"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="error_text" visible="false" x="0" y="420" width="10" height="10"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeOther>
            </XCUIElementTypeOther>
            """
        let document = try importText(Self.app(body)).document
        // root (application) › window › the framed Other › the text.
        #expect(
            document.allNodesInOrder.map(\.importSummary) == [
                #"view "App" @0,0,390,844"#, #"view "" @0,0,390,844"#, #"view "" @20,100,200,100"#, #"label "Kept" @0,110,100,20"#,
            ])
    }

    @Test func theOnlyTextInputIsBeingEditedWhenTheKeyboardIsUp() throws {
        let keyboard =
            #"<XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" x="0" y="550" width="390" height="294"><XCUIElementTypeKey type="XCUIElementTypeKey" label="q" x="0" y="560" width="39" height="50"/></XCUIElementTypeKeyboard>"#
        let field = #"<XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Name" x="0" y="100" width="300" height="40"/>"#
        let other = #"<XCUIElementTypeTextField type="XCUIElementTypeTextField" label="City" x="0" y="200" width="300" height="40"/>"#
        #expect(try importText(Self.app(field + keyboard)).document.elementSummaries().first == #"textField "Name" editing @0,100,300,40"#)
        #expect(try importText(Self.app(field)).document.elementSummaries().first == #"textField "Name" @0,100,300,40"#)
        // Two fields: which one has focus is unknown without `focused`, so neither is marked.
        #expect(
            try importText(Self.app(field + other + keyboard)).document.elementSummaries().prefix(2) == [
                #"textField "Name" @0,100,300,40"#, #"textField "City" @0,200,300,40"#,
            ])
        let focused =
            #"<XCUIElementTypeTextField type="XCUIElementTypeTextField" label="City" focused="true" x="0" y="200" width="300" height="40"/>"#
        #expect(
            try importText(Self.app(field + focused)).document.elementSummaries() == [
                #"textField "Name" @0,100,300,40"#, #"textField "City" editing @0,200,300,40"#,
            ])
    }
}
