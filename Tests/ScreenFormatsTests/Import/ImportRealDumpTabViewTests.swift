import EarshotUIKit
import Testing

@testable import ScreenFormats

/// A SwiftUI TabView on iOS 26 with the second tab selected (mobster, WebDriverAgent XML with
/// traits but `accessible` and `index` excluded).
@Suite struct ImportRealDumpTabViewTests {
    static let file = "real-dumps/wda-xml-2026_mobster_swiftui-tabview_iphone17pro-ios26.xml"

    /// Judgement calls:
    /// - `name="share_week"` is an identifier (snake_case); the button speaks its label "Share week".
    /// - Tab buttons are named with SF Symbols (`sun.max`, `calendar`, `gear`): identifiers, not
    ///   spoken; their images ("brightness higher") are inside the buttons and swallowed.
    /// - "Week" has `traits="Selected, Button"` and `value="1"`: selected, and the "1" is
    ///   WebDriverAgent's selected marker, not a value.
    /// - The TabBar becomes a view with the `tabBar` trait around the three buttons: the walk gives
    ///   them "Tab" and "i of n" ("Selected, Week, Tab, 2 of 3"). The tab bar's ten nested empty
    ///   Others (the selection highlight) have nothing to say and are dropped.
    static let expected = [
        #"label "Weekly summary" @97,391,208,35"#,
        #"button "Share week" @157,441,89,21"#,
        #"button "Today" @68,795,94,54"#,
        #"button "Week" selected @154,795,94,54"#,
        #"button "Settings" @240,795,94,54"#,
    ]

    @Test func elements() throws {
        let result = try ImportFixture.importScreen(Self.file)
        expectLines(result.document.elementSummaries(), Self.expected)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func tabsSitUnderATabBarTraitContainer() throws {
        let document = try ImportFixture.importScreen(Self.file).document
        let order = document.documentOrder().map(\.index)
        let bar = try #require(order.first { document.nodes[$0].addTraits == ["tabBar"] })
        #expect(document.nodes[bar].isAccessibilityElement == false)
        #expect(document.nodes[bar].label == "Tab Bar")
        // Every tab is a descendant of the bar; nothing else is.
        var below: Set<Int> = []
        var stack = [bar]
        while let index = stack.popLast() {
            below.insert(index)
            stack += document.nodes[index].children
        }
        let tabs = order.filter { below.contains($0) && document.nodes[$0].isAccessibilityElement == true }
        #expect(tabs.map { document.nodes[$0].label } == ["Today", "Week", "Settings"])
        #expect(tabs.map { document.nodes[$0].id } == ["sun.max", "calendar", "gear"])
    }
}
