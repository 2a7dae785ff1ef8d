import Foundation
import Testing

@testable import ScreenFormats

/// Each XCUIElementType maps to the node type, state and traits that give VoiceOver's words
/// (docs/real-dumps.md §4), on small WebDriverAgent XML samples without `accessible` unless said.
@Suite struct ImportElementTypeMappingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let body: String
        let expected: [String]
        var testDescription: String { name }
    }

    static func element(_ type: String, _ attributes: String, children: String = "") -> String {
        let tag = "XCUIElementType" + type
        return children.isEmpty
            ? #"<\#(tag) type="\#(tag)" \#(attributes)/>"#
            : #"<\#(tag) type="\#(tag)" \#(attributes)>\#(children)</\#(tag)>"#
    }

    static let frame = #"x="10" y="100" width="300" height="44""#

    static let cases: [Case] = [
        Case(
            name: "Switch 0 is off", body: element("Switch", #"label="Wi-Fi" value="0" \#(frame)"#),
            expected: [#"switch "Wi-Fi" off @10,100,300,44"#]),
        Case(
            name: "Switch 1 with iOS 26 traits is on",
            body: element("Switch", #"label="Wi-Fi" value="1" traits="ToggleButton, Button" \#(frame)"#),
            expected: [#"switch "Wi-Fi" on @10,100,300,44"#]),
        Case(
            name: "SwiftUI Toggle: labelled Switch around an unlabelled inner Switch",
            body: element(
                "Switch", #"label="Dark Mode" value="1" \#(frame)"#,
                children: element("StaticText", #"label="Dark Mode""#) + element("Switch", #"value="1""#)),
            expected: [#"switch "Dark Mode" on @10,100,300,44"#]),
        Case(
            name: "disabled Switch", body: element("Switch", #"label="Wi-Fi" value="1" enabled="false" \#(frame)"#),
            expected: [#"switch "Wi-Fi" on disabled @10,100,300,44"#]),
        Case(
            name: "Button selected by traits, value 1 is the marker",
            body: element("Button", #"label="Week" value="1" traits="Selected, Button" \#(frame)"#),
            expected: [#"button "Week" selected @10,100,300,44"#]),
        Case(
            name: "Button value 1 without traits (old dump) is selected", body: element("Button", #"label="Week" value="1" \#(frame)"#),
            expected: [#"button "Week" selected @10,100,300,44"#]),
        Case(
            name: "Button value 1 with traits but not Selected is a value",
            body: element("Button", #"label="Count" value="1" traits="Button" \#(frame)"#),
            expected: [#"button "Count" value="1" @10,100,300,44"#]),
        Case(
            name: "disabled Button", body: element("Button", #"label="Send" enabled="false" traits="Button, NotEnabled" \#(frame)"#),
            expected: [#"button "Send" disabled @10,100,300,44"#]),
        Case(
            name: "Button without Button trait", body: element("Button", #"label="Row" traits="StaticText" \#(frame)"#),
            expected: [#"button "Row" +staticText -button @10,100,300,44"#]),
        Case(
            name: "header StaticText",
            body: element("StaticText", #"label="Account" value="Account" traits="Header, StaticText" \#(frame)"#),
            expected: [#"label "Account" +header @10,100,300,44"#]),
        Case(
            name: "header without StaticText trait", body: element("StaticText", #"label="Account" traits="Header" \#(frame)"#),
            expected: [#"label "Account" +header -staticText @10,100,300,44"#]),
        Case(
            name: "dimmed StaticText", body: element("StaticText", #"label="Unavailable" traits="NotEnabled, StaticText" \#(frame)"#),
            expected: [#"label "Unavailable" +notEnabled @10,100,300,44"#]),
        Case(
            name: "StaticText with a different value", body: element("StaticText", #"label="Version" value="Version, 1.0 (1)" \#(frame)"#),
            expected: [#"label "Version" value="1.0 (1)" @10,100,300,44"#]),
        Case(
            name: "Flutter double label", body: element("StaticText", #"label="FLOOR&#10;FLOOR" \#(frame)"#),
            expected: [#"label "FLOOR" @10,100,300,44"#]),
        Case(
            name: "StaticText without text is not an element", body: element("StaticText", #"name="error_label" \#(frame)"#),
            expected: []),
        Case(
            name: "empty TextField shows its placeholder as value",
            body: element("TextField", #"label="" value="Email" placeholderValue="Email" \#(frame)"#),
            expected: [#"textField "" placeholder="Email" @10,100,300,44"#]),
        Case(
            name: "TextField with text and placeholder",
            body: element("TextField", #"label="Email" value="a@b.c" placeholderValue="name@example.com" \#(frame)"#),
            expected: [#"textField "Email" text="a@b.c" placeholder="name@example.com" @10,100,300,44"#]),
        Case(
            name: "SecureTextField",
            body: element("SecureTextField", #"label="Password" value="••••••" placeholderValue="Required" \#(frame)"#),
            expected: [#"textField "Password" text="••••••" placeholder="Required" secure @10,100,300,44"#]),
        Case(
            name: "disabled TextField", body: element("TextField", #"label="Name" enabled="false" \#(frame)"#),
            expected: [#"textField "Name" disabled @10,100,300,44"#]),
        Case(
            name: "SearchField with placeholder equal to label",
            body: element("SearchField", #"label="Search" value="Search" placeholderValue="Search" traits="SearchField" \#(frame)"#),
            expected: [#"searchField "Search" @10,100,300,44"#]),
        Case(
            name: "TextView", body: element("TextView", #"label="Notes" value="Buy milk" \#(frame)"#),
            expected: [#"textView "Notes" text="Buy milk" @10,100,300,44"#]),
        Case(
            name: "Slider with a percentage", body: element("Slider", #"label="Volume" value="50%" traits="Adjustable" \#(frame)"#),
            expected: [#"slider "Volume" current=0.5 @10,100,300,44"#]),
        Case(
            name: "Slider with words", body: element("Slider", #"label="Rating" value="3 stars" \#(frame)"#),
            expected: [#"slider "Rating" value="3 stars" @10,100,300,44"#]),
        Case(
            name: "UIStepper: its two buttons",
            body: element(
                "Stepper", frame,
                children: element("Button", #"label="Decrement" x="10" y="100" width="47" height="44""#)
                    + element("Button", #"label="Increment" enabled="false" x="57" y="100" width="47" height="44""#)),
            expected: [#"button "Decrement" @10,100,47,44"#, #"button "Increment" disabled @57,100,47,44"#]),
        Case(
            name: "Stepper without its buttons", body: element("Stepper", #"label="Guests" \#(frame)"#),
            expected: [#"stepper "Guests" @10,100,300,44"#]),
        Case(
            name: "SwiftUI Stepper: one adjustable element",
            body: element(
                "Stepper", #"label="Guests" value="3" accessible="true" traits="Adjustable" \#(frame)"#,
                children: element("Button", #"label="Increment""#)),
            expected: [#"view "Guests" value="3" +adjustable @10,100,300,44"#]),
        Case(
            name: "SegmentedControl",
            body: element(
                "SegmentedControl", frame,
                children: element("Button", #"label="Day""#) + element("Button", #"label="Week" value="1""#)
                    + element("Button", #"label="Month""#)),
            expected: [#"segmentedControl "" segments=["Day", "Week", "Month"] selectedIndex=1 @10,100,300,44"#]),
        Case(
            name: "Picker wheels",
            body: element(
                "Picker", frame,
                children: element("PickerWheel", #"value="June" traits="Adjustable" x="10" y="100" width="150" height="44""#)
                    + element("PickerWheel", #"value="2024" x="160" y="100" width="150" height="44""#)),
            expected: [#"view "" value="June" +adjustable @10,100,150,44"#, #"view "" value="2024" +adjustable @160,100,150,44"#]),
        Case(
            name: "Link", body: element("Link", #"label="Privacy Policy" traits="Link" \#(frame)"#),
            expected: [#"view "Privacy Policy" +link @10,100,300,44"#]),
        Case(
            name: "Image with a label", body: element("Image", #"label="Profile photo" traits="Image" \#(frame)"#),
            expected: [#"imageView "Profile photo" @10,100,300,44"#]),
        Case(
            name: "Image with only an SF Symbol name", body: element("Image", #"name="chevron.forward" \#(frame)"#),
            expected: []),
        Case(
            name: "Cell with label and value",
            body: element(
                "Cell", #"label="Wi-Fi" value="Home" \#(frame)"#,
                children: element("StaticText", #"label="Wi-Fi""#) + element("StaticText", #"label="Home""#)),
            expected: [#"tableViewCell "Wi-Fi" value="Home" @10,100,300,44"#]),
        Case(
            name: "Cell without label speaks its texts",
            body: element(
                "Cell", frame,
                children: element("StaticText", #"label="Title""#) + element("StaticText", #"label="Subtitle""#)),
            expected: [#"tableViewCell "Title, Subtitle" @10,100,300,44"#]),
        Case(
            name: "Cell without label around a button: the button is the element",
            body: element(
                "Cell", frame,
                children: element("Button", #"label="Book, Author" \#(frame)"#)),
            expected: [#"button "Book, Author" @10,100,300,44"#]),
        Case(
            name: "Cell holding a switch is a switch row",
            body: element(
                "Cell", #"label="Airplane Mode" value="0" \#(frame)"#,
                children: element("StaticText", #"label="Airplane Mode""#) + element("Switch", #"label="Airplane Mode" value="0""#)),
            expected: [#"switch "Airplane Mode" off @10,100,300,44"#]),
        Case(
            name: "selected Cell", body: element("Cell", #"label="English" traits="Selected" \#(frame)"#),
            expected: [#"tableViewCell "English" selected @10,100,300,44"#]),
        Case(
            name: "navigation bar: back button, title, right button",
            body: element(
                "NavigationBar", #"name="Detail" x="0" y="47" width="390" height="44""#,
                children: element("Button", #"label="Back" x="0" y="47" width="80" height="44""#)
                    + element("StaticText", #"label="Detail" x="160" y="58" width="70" height="21""#)
                    + element("Button", #"label="Edit" x="330" y="47" width="52" height="44""#)),
            expected: [
                #"button "Back" +backButton @0,47,80,44"#, #"label "Detail" +header @160,58,70,21"#, #"button "Edit" @330,47,52,44"#,
            ]),
        Case(
            name: "modern navigation title without Header trait stays plain",
            body: element(
                "NavigationBar", #"name="Detail" x="0" y="47" width="390" height="44""#,
                children: element("StaticText", #"label="Detail" traits="StaticText" x="160" y="58" width="70" height="21""#)),
            expected: [#"label "Detail" @160,58,70,21"#]),
        Case(
            name: "Alert with title, message and actions",
            body: element(
                "Alert", #"label="Delete?" x="50" y="300" width="290" height="200""#,
                children: element("StaticText", #"label="Delete?""#) + element("StaticText", #"label="This cannot be undone.""#)
                    + element("Button", #"label="Cancel""#) + element("Button", #"label="Delete""#)),
            expected: [#"alert "" title="Delete?" message="This cannot be undone." actions=["Cancel", "Delete"] @50,300,290,200"#]),
        Case(
            name: "Alert with a text field stays a modal view",
            body: element(
                "Alert", #"x="50" y="300" width="290" height="200""#,
                children: element("StaticText", #"label="Name?" x="60" y="310" width="200" height="20""#)
                    + element("TextField", #"label="" x="60" y="340" width="200" height="30""#)
                    + element("Button", #"label="OK" x="60" y="380" width="200" height="44""#)),
            expected: [#"label "Name?" @60,310,200,20"#, #"textField "" @60,340,200,30"#, #"button "OK" @60,380,200,44"#]),
        Case(
            name: "PageIndicator", body: element("PageIndicator", #"value="page 2 of 3" \#(frame)"#),
            expected: [#"pageControl "" page=2/3 @10,100,300,44"#]),
        Case(
            name: "ProgressIndicator", body: element("ProgressIndicator", #"label="Download" value="40%" \#(frame)"#),
            expected: [#"progressView "Download" progress=0.4 @10,100,300,44"#]),
        Case(
            name: "ActivityIndicator", body: element("ActivityIndicator", #"label="In progress" value="1" \#(frame)"#),
            expected: [#"activityIndicator "In progress" animating @10,100,300,44"#]),
        Case(
            name: "keyboard Key", body: element("Key", #"label="q" \#(frame)"#),
            expected: [#"button "q" +keyboardKey @10,100,300,44"#]),
        Case(
            name: "labelled Other with nothing inside is an element", body: element("Other", #"label="Map pin" \#(frame)"#),
            expected: [#"view "Map pin" @10,100,300,44"#]),
        Case(
            name: "labelled Other around a Button is a container",
            body: element(
                "Other", #"label="Add" \#(frame)"#,
                children: element("Button", #"label="Add" \#(frame)"#)),
            expected: [#"button "Add" @10,100,300,44"#]),
        // A SwiftUI LabeledContent row is one combined element; the dump also lists the
        // texts it was made of (docs/real-dumps.md, "duplicated strings"). Read once, not twice.
        Case(
            name: "combined row listing the texts it repeats is one element (LabeledContent)",
            body: element(
                "Other", #"label="Version" value="1.2" \#(frame)"#,
                children: element("StaticText", #"label="Version" x="30" y="110" width="60" height="22""#)
                    + element("StaticText", #"label="1.2" x="280" y="110" width="20" height="22""#)),
            expected: [#"view "Version" value="1.2" @10,100,300,44"#]),
        Case(
            name: "labelled Other around a text it does not repeat is a container",
            body: element(
                "Other", #"label="Profile" \#(frame)"#,
                children: element("StaticText", #"label="Alice" x="30" y="110" width="60" height="22""#)),
            expected: [#"label "Alice" @30,110,60,22"#]),
        Case(
            name: "scroll indicator is not in the swipe order",
            body: element(
                "ScrollView", #"x="0" y="0" width="390" height="844""#,
                children: element("Other", #"label="Vertical scroll bar, 2 pages" value="0%" x="380" y="0" width="10" height="844""#)
                    + element("StaticText", #"label="Body" x="0" y="0" width="390" height="40""#)),
            expected: [#"label "Body" @0,0,390,40"#]),
        Case(
            name: "name with an identifier is never spoken", body: element("Button", #"name="close_button" \#(frame)"#),
            expected: [#"button "" @10,100,300,44"#]),
        Case(
            name: "name with words is spoken when there is no label attribute", body: element("Button", #"name="Close" \#(frame)"#),
            expected: [#"button "Close" @10,100,300,44"#]),
        Case(
            name: "name is never spoken when label is present but empty", body: element("TextField", #"name="Close" label="" \#(frame)"#),
            expected: [#"textField "" @10,100,300,44"#]),
        Case(
            name: "custom actions and hint",
            body: element("Cell", #"label="Message" customActions="Delete,Archive" hint="Opens" \#(frame)"#),
            expected: [#"tableViewCell "Message" @10,100,300,44"#]),
    ]

    @Test(arguments: cases)
    func maps(_ testCase: Case) throws {
        let document = try importText(ImportWDAXMLShapeTests.app(testCase.body)).document
        #expect(document.elementSummaries() == testCase.expected)
    }

    @Test func customActionsAndHintAreKept() throws {
        let body = Self.element("Cell", #"label="Message" customActions="Delete,Archive" hint="Opens" \#(Self.frame)"#)
        let cell = try #require(
            try importText(ImportWDAXMLShapeTests.app(body)).document.allNodesInOrder.first { $0.isAccessibilityElement == true })
        #expect(cell.customActions == ["Delete", "Archive"])
        #expect(cell.hint == "Opens")
    }

    @Test func identifierIsKeptAsID() throws {
        let body = Self.element("Button", #"name="close_button" label="Close" \#(Self.frame)"#)
        let button = try #require(
            try importText(ImportWDAXMLShapeTests.app(body)).document.allNodesInOrder.first { $0.isAccessibilityElement == true })
        #expect(button.id == "close_button")
        #expect(button.label == "Close")
    }

    @Test func unknownTypeIsAGenericViewWithAWarning() throws {
        let body = #"<XCUIElementTypeHologram type="XCUIElementTypeHologram" label="Beam" x="0" y="0" width="10" height="10"/>"#
        let result = try importText(ImportWDAXMLShapeTests.app(body))
        #expect(result.document.elementSummaries() == [#"view "Beam" @0,0,10,10"#])
        #expect(result.warnings.map(\.message) == ["unknown element type 'XCUIElementTypeHologram' is kept as a generic view (Other)"])
    }

    @Test func tabBarGivesItsButtonsATabBarContainer() throws {
        let body = Self.element(
            "TabBar", #"name="Tab Bar" label="Tab Bar" x="0" y="790" width="390" height="54""#,
            children: Self.element("Button", #"label="Home" x="0" y="790" width="130" height="54""#)
                + Self.element("Button", #"label="Search" value="1" x="130" y="790" width="130" height="54""#)
                + Self.element("Button", #"label="Profile" x="260" y="790" width="130" height="54""#))
        let document = try importText(ImportWDAXMLShapeTests.app(body)).document
        #expect(
            document.elementSummaries() == [
                #"button "Home" @0,790,130,54"#, #"button "Search" selected @130,790,130,54"#, #"button "Profile" @260,790,130,54"#,
            ])
        let bar = try #require(document.allNodesInOrder.first { $0.addTraits == ["tabBar"] })
        #expect(bar.isAccessibilityElement == false)
        #expect(bar.children.count == 3)
    }
}
