import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

struct GreetingForm: View {
    @State private var name = ""
    @State private var password = "secret"
    var body: some View {
        VStack(spacing: 20) {
            TextField("SwiftUI Text Field", text: $name)
            SecureField("Password", text: $password)
            Text(name.isEmpty ? "Hello, stranger" : "Hello, \(name)")
        }
    }
}

/// TextField and SecureField. Source: AccessibilitySnapshot's testSwiftUITextEntry reference images
/// (iOS 17.5, 18.5, 26.2): empty, the placeholder is spoken; with text, only the text; a secure
/// field, one bullet per character.
@Suite("SwiftUI text fields")
@MainActor
struct TextFieldTests {
    @Test("Empty field speaks its placeholder; secure text is bullets; typing writes the binding and re-renders")
    func textEntry() throws {
        let voiceOver = HostedScreen(GreetingForm()).voiceOver()
        #expect(
            voiceOver.transcript() == [
                "SwiftUI Text Field, Text Field, Double tap to edit.",
                "••••••, Secure Text Field, Double tap to edit.",
                "Hello, stranger",
            ])
        let field = try #require(voiceOver.focusedElement as? UITextField)
        voiceOver.doubleTap()
        field.insertText("Ann")
        #expect(voiceOver.transcript().last == "Hello, Ann")
        #expect(voiceOver.transcript().first?.hasPrefix("Ann, Text Field") == true)
    }
}

@Suite("SwiftUI modifiers on hosted UIKit views")
@MainActor
struct HostedUIKitModifierTests {
    @Test("An accessibility label on a TextField names the UIKit field")
    func labelledField() {
        let text = StoredValue("")
        let binding = text.binding
        let screen = HostedScreen {
            TextField("Your name", text: binding)
                .accessibilityLabel("Name")
                .accessibilityIdentifier("name-field")
        }
        #expect(screen.transcript() == ["Name, Your name, Text Field, Double tap to edit."])
        #expect(screen.voiceOver().focusedElement?.accessibilityIdentifier == "name-field")
    }
}
