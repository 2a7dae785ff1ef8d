import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// `TextField(_:value:format:)`, `TextField(_:value:formatter:)`, `prompt:` and the text input
/// traits. Sources: Apple's documentation of TextField ("the text field updates the value when
/// the user commits their edits, such as by pressing the Return key or moving focus"), of
/// keyboardType(_:), textContentType(_:), textInputAutocapitalization(_:),
/// autocorrectionDisabled(_:) and submitLabel(_:); the field speaks as UIKit's (AccessibilitySnapshot's
/// testSwiftUITextEntry reference images).
@Suite("SwiftUI formatted text fields and input traits")
@MainActor
struct FormattedTextFieldTests {
    @Test("A value field shows the formatted value and commits parsed text when editing ends")
    func formatStyle() throws {
        let amount = StoredValue(12.5)
        let binding = amount.binding
        let voiceOver = HostedScreen {
            TextField("Amount", value: binding, format: .number)
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "12.5, Text Field, Double tap to edit.")
        let field = try #require(voiceOver.focusedElement as? UITextField)
        voiceOver.doubleTap()
        field.text = ""
        field.insertText("40")
        #expect(amount.value == 12.5)
        field.resignFirstResponder()
        #expect(amount.value == 40)
        #expect(voiceOver.transcript() == ["40, Text Field, Double tap to edit."])
    }

    @Test("Text that does not parse leaves the value, and the field shows it again")
    func unparsable() throws {
        let count = StoredValue(3)
        let binding = count.binding
        let voiceOver = HostedScreen { TextField("Count", value: binding, format: .number) }.voiceOver()
        let field = try #require(voiceOver.focusedElement as? UITextField)
        voiceOver.doubleTap()
        field.text = ""
        field.insertText("many")
        field.resignFirstResponder()
        #expect(count.value == 3)
        #expect(field.text == "3")
    }

    @Test("A NumberFormatter field parses numbers into the binding")
    func formatter() throws {
        let speed = StoredValue(5)
        let binding = speed.binding
        let voiceOver = HostedScreen { TextField("", value: binding, formatter: NumberFormatter()) }.voiceOver()
        let field = try #require(voiceOver.focusedElement as? UITextField)
        #expect(field.text == "5")
        voiceOver.doubleTap()
        field.text = ""
        field.insertText("9")
        field.resignFirstResponder()
        #expect(speed.value == 9)
    }

    @Test("prompt: is what the empty field shows and speaks")
    func prompt() {
        let name = StoredValue("")
        let binding = name.binding
        #expect(
            HostedScreen { TextField("Name", text: binding, prompt: Text("Required")) }.transcript() == [
                "Required, Text Field, Double tap to edit."
            ])
    }

    @Test("Input traits reach the hosted UITextField and change nothing spoken")
    func traits() throws {
        let name = StoredValue("")
        let binding = name.binding
        let voiceOver = HostedScreen {
            TextField("Username", text: binding)
                .textContentType(.username)
                .keyboardType(.asciiCapable)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.search)
        }.voiceOver()
        let field = try #require(voiceOver.focusedElement as? UITextField)
        #expect(field.keyboardType == .asciiCapable)
        #expect(field.textContentType == .username)
        #expect(field.autocapitalizationType == UITextAutocapitalizationType.none)
        #expect(field.autocorrectionType == .no)
        #expect(field.returnKeyType == .search)
        #expect(voiceOver.focusedDescription == "Username, Text Field, Double tap to edit.")
    }
}
