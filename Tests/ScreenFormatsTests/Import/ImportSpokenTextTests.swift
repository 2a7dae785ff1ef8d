import EarshotUIKit
import Testing

@testable import ScreenFormats
@testable import ScreenImport

/// Which strings VoiceOver would speak (docs/real-dumps.md §5.7–5.8), trait names and type names.
@Suite struct ImportSpokenTextTests {
    @Test(arguments: [
        ("com.apple.settings.general", true), ("chevron.forward", true), ("sun.max.fill", true), ("apple.id", true),
        ("share_week", true), ("APPLE_ACCOUNT", true), ("daily_reminder", true), ("dailyReminder", true),
        ("close-button", true), ("icons/close", true), ("3F2504E0-4F89-11D3-9A0C-0305E82C3301", true),
        ("General", false), ("Enter password.", false), ("CAPTCHA Image", false), ("iCloud", false), ("eBay", false),
        ("Wi-Fi", false), ("9:50", false), ("1.0", false), ("NEWS", false), ("gear", false), ("Mr. Smith", false),
        ("…", false), ("登录", false), ("e.g.", false),
    ])
    func identifiers(name: String, isIdentifier: Bool) {
        #expect(SpokenText.looksLikeIdentifier(name) == isIdentifier)
    }

    @Test(
        arguments: [
            ("Version", "Version", nil), ("Version", "Version, 1.0 (1)", "1.0 (1)"), ("Wi-Fi, Home", "Home", nil),
            ("Volume", "50%", "50%"), (nil, "Lonely", "Lonely"), ("Label", "  ", nil),
        ] as [(String?, String, String?)])
    func duplicatedValues(label: String?, value: String, expected: String?) {
        #expect(SpokenText.value(value, after: label) == expected)
    }

    @Test(
        arguments: [
            ("FLOOR\nFLOOR", "FLOOR"), ("  padded \n", "padded"), ("Line 1\nLine 2", "Line 1\nLine 2"), (" \n ", nil),
        ] as [(String, String?)])
    func normalized(text: String, expected: String?) {
        #expect(SpokenText.normalized(text) == expected)
    }

    @Test(
        arguments: [
            ("Selected, Button", [UIAccessibilityTraits.selected, .button]), ("Button, Selected", [.selected, .button]),
            ("", []), ("None", []), ("NotEnabled, StaticText", [.notEnabled, .staticText]),
            ("KeyboardKey, Button", [.keyboardKey, .button]), ("ToggleButton, Button", [.toggleButton, .button]),
            ("TabBar", [.tabBar]), ("Header, StaticText", [.header, .staticText]), ("notEnabled", [.notEnabled]),
            ("9", [.button, .selected]),
        ] as [(String, UIAccessibilityTraits)])
    func traitNames(text: String, expected: UIAccessibilityTraits) {
        var unknown: [String] = []
        #expect(DumpTraits.parse(text, unknown: &unknown) == expected)
        #expect(unknown.isEmpty)
    }

    @Test func unknownTraitNamesAreReported() {
        var unknown: [String] = []
        #expect(DumpTraits.parse("Button, Glowing", unknown: &unknown) == .button)
        #expect(unknown == ["Glowing"])
    }

    @Test(arguments: [
        ("XCUIElementTypeButton", DumpElementType.button), ("Button", .button), ("9", .button), ("staticText", .staticText),
        ("XCUIElementTypeSwitch", .switch), ("75", .cell), ("UIATableCell", .cell), ("UIAElement", .other), ("Table", .table),
        ("82", .statusItem), ("PopUpButton", .popUpButton),
    ])
    func typeNames(name: String, expected: DumpElementType) {
        #expect(DumpElementType(dumpName: name) == expected)
    }

    @Test(arguments: ["", "83", "-1", "XCUIElementTypeHologram", "RemotePlaceholder"])
    func unknownTypeNames(name: String) {
        #expect(DumpElementType(dumpName: name) == nil)
    }

    @Test func rawValuesAreXCTests() {
        #expect(DumpElementType.allCases.count == 83)
        for type in DumpElementType.allCases {
            #expect(DumpElementType(dumpName: String(type.rawValue)) == type)
            #expect(DumpElementType(dumpName: "XCUIElementType" + type.xcName) == type)
        }
        #expect(DumpElementType.stepper.rawValue == 79 && DumpElementType.staticText.rawValue == 48)
    }
}
