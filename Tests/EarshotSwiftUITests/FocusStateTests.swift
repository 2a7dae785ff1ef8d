import EarshotSwiftUI
import Testing
import VoiceOverSimulator

struct SignUpForm: View {
    @AccessibilityFocusState private var errorFocused: Bool
    var body: some View {
        VStack(spacing: 20) {
            Button("Submit") { errorFocused = true }
            Text("Name is required").accessibilityFocused($errorFocused)
            Text(errorFocused ? "Error focused" : "Error not focused")
        }
    }
}

enum Field: Hashable { case name, email }

struct FieldsForm: View {
    @AccessibilityFocusState private var field: Field?
    var body: some View {
        VStack(spacing: 20) {
            Button("Go to email") { field = .email }
            Text("Name").accessibilityFocused($field, equals: .name)
            Text("Email").accessibilityFocused($field, equals: .email)
            Text("Focus: \(field.map { "\($0)" } ?? "none")")
        }
    }
}

/// `@AccessibilityFocusState` and `.accessibilityFocused` (Apple's documentation: setting the state
/// moves VoiceOver's focus; VoiceOver's focus sets the state).
@Suite("SwiftUI accessibility focus state")
@MainActor
struct FocusStateTests {
    @Test("Setting a Bool focus state moves VoiceOver there; moving away clears it")
    func boolFocus() {
        let voiceOver = HostedScreen(SignUpForm()).voiceOver()
        #expect(voiceOver.focusedDescription == "Submit, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription == "Name is required")
        #expect(voiceOver.transcript().last == "Error focused")
        #expect(voiceOver.swipeRight() == "Error not focused")
    }

    @Test("A Hashable focus state: setting it focuses the matching view; VoiceOver's focus sets it")
    func hashableFocus() {
        let voiceOver = HostedScreen(FieldsForm()).voiceOver()
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription == "Email")
        #expect(voiceOver.transcript().last == "Focus: email")
        #expect(voiceOver.swipeRight() == "Focus: none")
        #expect(voiceOver.swipeLeft() == "Email")
        #expect(voiceOver.swipeLeft() == "Name")
        #expect(voiceOver.transcript().last == "Focus: name")
    }
}
