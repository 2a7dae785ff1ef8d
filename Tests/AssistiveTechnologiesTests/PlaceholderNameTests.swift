import AccessibilityTree
import AssistiveTechnologies
import EarshotUIKit
import Testing

/// The Accessibility Programming Guide for iOS, "Making Your iPhone Application Accessible": a
/// text field with placeholder text has the placeholder as its default label. Voice Control and
/// Switch Control name an unlabelled field by it until the user types.
@MainActor
@Suite("A text field named by its placeholder")
struct PlaceholderNameTests {
    static func field(placeholder: String?, text: String? = nil, label: String? = nil) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        field.placeholder = placeholder
        field.text = text
        field.accessibilityLabel = label
        return field
    }

    @Test(
        "Voice Control shows and answers to the name",
        arguments: [
            (placeholder: "Email", text: nil, label: nil, name: "Email"),
            (placeholder: "Email", text: nil, label: "Work email", name: "Work email"),
            (placeholder: "Email", text: "a@b.c", label: nil, name: ""),
        ] as [(placeholder: String?, text: String?, label: String?, name: String)]
    )
    func voiceControlNames(placeholder: String?, text: String?, label: String?, name: String) throws {
        let field = Self.field(placeholder: placeholder, text: text, label: label)
        let voiceControl = VoiceControl(window: Screen(field).window)
        try voiceControl.perform("Show names")
        #expect(voiceControl.overlayLabels.map(\.text) == [name])
    }

    @Test("\"Tap Email\" reaches the field named by its placeholder")
    func tapByPlaceholder() throws {
        let field = Self.field(placeholder: "Email")
        let voiceControl = VoiceControl(window: Screen(field).window)
        #expect(try voiceControl.perform("Tap Email") == .done)
    }

    @Test("Switch Control names the item by the placeholder")
    func switchControlName() {
        let field = Self.field(placeholder: "Email")
        let switchControl = SwitchControl(window: Screen(field).window)
        #expect(switchControl.items.map(\.name) == ["Email"])
    }
}
