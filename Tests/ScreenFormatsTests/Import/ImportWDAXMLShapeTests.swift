import EarshotUIKit
import Foundation
import Testing

@testable import ScreenFormats

/// Every shape of WebDriverAgent XML that docs/real-dumps.md §1.1–1.3 describes, with small
/// inline samples.
@Suite struct ImportWDAXMLShapeTests {
    /// An application and window of 390 × 844 around `body`, in modern native attribute order.
    static func app(_ body: String, wrapper: Bool = true) -> String {
        let tree = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0" traits="">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0" traits="">
                \(body)
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + (wrapper ? "<AppiumAUT>\n\(tree)\n</AppiumAUT>" : tree)
    }

    static let button =
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="save_button" label="Save" enabled="true" visible="true" accessible="true" x="16" y="100" width="80" height="44" index="0" traits="Button"/>"#

    @Test func withAndWithoutTheAppiumWrapper() throws {
        let wrapped = try importText(Self.app(Self.button)).document
        let raw = try importText(Self.app(Self.button, wrapper: false)).document
        #expect(wrapped.elementSummaries() == [#"button "Save" @16,100,80,44"#])
        #expect(raw == wrapped)
        #expect(wrapped.nodes[wrapped.root].label == "App", "the application is the root, not the wrapper")
    }

    @Test(arguments: [
        "<AppiumAUT/>", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT></AppiumAUT>", "<AppiumAUT>\n  \n</AppiumAUT>",
    ])
    func emptyAppiumWrapper(text: String) throws {
        let result = try importText(text)
        #expect(result.document.nodes.count == 1)
        #expect(result.document.elementSummaries().isEmpty)
        #expect(result.warnings.map(\.message) == ["the dump holds no element; the screen is empty"])
    }

    /// facebook WebDriverAgent (≤2019) and Appium before 2020: only type value name label enabled
    /// visible x y width height. Elements are inferred from type and label.
    @Test func oldDumpWithoutIndexAccessibleOrTraits() throws {
        let body = """
            <XCUIElementTypeOther type="XCUIElementTypeOther" value="" name="" label="" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Welcome" name="Welcome" label="Welcome" enabled="true" visible="true" x="16" y="60" width="200" height="30"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" value="" name="login_button" label="Log In" enabled="false" visible="true" x="16" y="100" width="120" height="44">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Log In" name="Log In" label="Log In" enabled="true" visible="true" x="20" y="110" width="60" height="20"/>
              </XCUIElementTypeButton>
            </XCUIElementTypeOther>
            """
        let result = try importText(Self.app(body))
        #expect(
            result.document.elementSummaries() == [
                #"label "Welcome" @16,60,200,30"#,
                #"button "Log In" disabled @16,100,120,44"#,
            ])
        #expect(result.warnings.isEmpty)
    }

    /// `excluded_attributes` can strip anything but `type`: enabled/visible default to true,
    /// a missing frame means the parent's frame.
    @Test func excludedAttributes() throws {
        let body = """
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Save"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Note" x="0" y="200" width="100" height="20"/>
            """
        let document = try importText(Self.app(body)).document
        #expect(document.elementSummaries() == [#"button "Save""#, #"label "Note" @0,200,100,20"#])
    }

    /// Appium's js2xmlparser re-serialization (`useJSONSource`): other attribute order, explicit
    /// close tags. Attributes are read as a set, so the result is the same as the native order.
    @Test func reserializedAttributeOrderAndCloseTags() throws {
        let native =
            #"<XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" x="0" y="100" width="390" height="44"/>"#
        let reserialized = """
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" enabled="true" visible="true" accessible="true" focused="false" x="0" y="100" width="390" height="44" name="Wi-Fi" label="Wi-Fi" value="1">
            </XCUIElementTypeSwitch>
            """
        let first = try importText(Self.app(native)).document
        let second = try importText(Self.app(reserialized)).document
        #expect(first.elementSummaries() == [#"switch "Wi-Fi" on @0,100,390,44"#])
        #expect(second.elementSummaries() == first.elementSummaries())
    }

    /// Appium 1.6 (UI Automation era): tags without prefix and `name label value dom enabled valid
    /// visible hint path` attributes.
    @Test func uiAutomationEraDump() throws {
        let text = """
            <AppiumAUT><UIAApplication name="Old" label="Old" x="0" y="0" width="320" height="568">
              <UIAWindow x="0" y="0" width="320" height="568">
                <Table x="0" y="0" width="320" height="568">
                  <UIATableCell name="Row" label="Row" value="" dom="" enabled="true" valid="true" visible="true" hint="Opens the row" path="/0/0/0" x="0" y="64" width="320" height="44"/>
                </Table>
              </UIAWindow>
            </UIAApplication></AppiumAUT>
            """
        let result = try importText(text)
        #expect(result.document.device.width == 320)
        let cell = try #require(result.document.allNodesInOrder.first { $0.isAccessibilityElement == true })
        #expect(cell.importSummary == #"tableViewCell "Row" @0,64,320,44"#)
        #expect(cell.hint == "Opens the row")
        #expect(result.warnings.isEmpty)
    }

    /// Trait order is dictionary order in WebDriverAgent: both orders mean the same set.
    @Test(arguments: ["Selected, Button", "Button, Selected", "Button,Selected", " Selected ,Button "])
    func traitsAreASet(traits: String) throws {
        let body =
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Week" value="1" accessible="true" x="0" y="0" width="90" height="50" traits="\#(traits)"/>"#
        #expect(try importText(Self.app(body)).document.elementSummaries() == [#"button "Week" selected @0,0,90,50"#])
    }

    @Test func unknownTraitNamesAreWarnedOnce() throws {
        let body = """
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="A" accessible="true" traits="Button, Sparkly"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="B" accessible="true" traits="Sparkly, Button"/>
            """
        let result = try importText(Self.app(body))
        #expect(result.document.elementSummaries() == [#"button "A""#, #"button "B""#])
        #expect(result.warnings.map(\.message) == ["unknown trait 'Sparkly' is ignored"])
    }

    @Test func attributeValuesAreUnescaped() throws {
        let body =
            #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Siri &amp; Search&#10;Line 2 &lt;b&gt; &quot;q&quot;"/>"#
        let document = try importText(Self.app(body)).document
        #expect(document.elementSummaries() == ["label \"Siri & Search\nLine 2 <b> \"q\"\""])
    }

    @Test func nativeFrameIsPreferredOverTheRoundedOne() throws {
        let body =
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" x="16" y="119" width="133" height="42" nativeFrame="{{16, 119.7}, {133, 40.7}}"/>"#
        #expect(try importText(Self.app(body)).document.elementSummaries() == [#"button "A" @16,119.7,133,40.7"#])
    }

    @Test func tagNameIsTheTypeWhenTheTypeAttributeIsMissing() throws {
        let body = #"<XCUIElementTypeLink label="Terms" x="0" y="0" width="50" height="20"/>"#
        #expect(try importText(Self.app(body)).document.elementSummaries() == [#"view "Terms" +link @0,0,50,20"#])
    }

    @Test func unreadableAttributeValuesAreWarnedAndIgnored() throws {
        let body = #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="A" enabled="maybe" x="1" y="two" width="3" height="4"/>"#
        let result = try importText(Self.app(body))
        #expect(result.document.elementSummaries() == [#"button "A""#])
        #expect(
            result.warnings.map(\.message) == [
                #"enabled="maybe" is not a boolean; ignored"#,
                "incomplete or unreadable frame (x, y, width, height); the node takes its parent's frame",
            ])
        #expect(result.warnings.allSatisfy { $0.location.line == 5 })
    }
}
