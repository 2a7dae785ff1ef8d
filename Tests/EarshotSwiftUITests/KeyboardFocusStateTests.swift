import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

enum SignInField: Hashable { case user, password }

struct SignInForm: View {
    @State private var user = ""
    @State private var password = ""
    @FocusState private var focused: SignInField?
    var body: some View {
        VStack(spacing: 20) {
            TextField("User", text: $user).focused($focused, equals: .user)
            SecureField("Password", text: $password).focused($focused, equals: .password)
            Button("Next") { focused = .password }
            Text("Focus: \(focused.map { "\($0)" } ?? "none")")
        }
    }
}

struct SearchForm: View {
    @State private var query = ""
    @FocusState private var searching: Bool
    var body: some View {
        VStack(spacing: 20) {
            TextField("Search", text: $query).focused($searching)
            Button("Start") { searching = true }
            Text(searching ? "Searching" : "Idle")
        }
    }
}

/// `@FocusState` with `.focused(_:)` and `.focused(_:equals:)`: Apple's documentation of
/// `FocusState` (setting it moves keyboard focus; a field's focus sets it); VoiceOver moves to the
/// field that takes keyboard focus (docs/swiftui.md, "State").
@Suite("SwiftUI keyboard focus state")
@MainActor
struct KeyboardFocusStateTests {
    @Test("Setting an optional focus state makes that field first responder; VoiceOver moves to it")
    func hashableFocus() {
        let screen = HostedScreen(SignInForm())
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.swipeRight() == "Password, Secure Text Field, Double tap to edit.")
        #expect(voiceOver.swipeRight() == "Next, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription?.hasPrefix("Password, Secure Text Field, Is editing") == true)
        #expect((screen.window.firstResponder as? UITextField)?.isSecureTextEntry == true)
        #expect(voiceOver.transcript().last == "Focus: password")
    }

    @Test("A Bool focus state: true focuses the field; the field's editing ending clears it")
    func boolFocus() {
        let screen = HostedScreen(SearchForm())
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.swipeRight() == "Start, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription?.hasPrefix("Search, Text Field, Is editing") == true)
        #expect(voiceOver.transcript().last == "Searching")
        _ = screen.window.firstResponder?.resignFirstResponder()
        #expect(voiceOver.transcript().last == "Idle")
    }
}
