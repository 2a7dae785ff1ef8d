import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A sign-in form whose Return key submits, as Apple's documentation of `onSubmit(of:_:)` and
/// `submitScope(_:)` write it: the action on the form serves both fields, the tags field is
/// scoped out, and the username's own action moves the keyboard to the password.
private struct SubmittingSignInForm: View {
    enum Field { case username, password }
    @State private var username = ""
    @State private var password = ""
    @State private var tags = ""
    @State private var status = "Not signed in"
    @FocusState private var focused: Field?

    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .focused($focused, equals: .username)
                .onSubmit { focused = .password }
            SecureField("Password", text: $password)
                .focused($focused, equals: .password)
            TextField("Tags", text: $tags)
                .submitScope()
            Text(status)
        }
        .onSubmit { status = username.isEmpty || password.isEmpty ? "Incomplete" : "Signed in as \(username)" }
    }
}

/// `onSubmit`: the Return key (UIKit's `insertText("\n")` on the field, which sends
/// `.editingDidEndOnExit`) runs the actions above the field. Sources: Apple's documentation of
/// `onSubmit(of:_:)` ("A TextField, or SecureField will trigger this action when the user hits the
/// hardware or software return key"), of `submitScope(_:)` and of `SubmitTriggers.search`.
@Suite("SwiftUI onSubmit")
@MainActor
struct SubmitTests {
    @Test("Return runs the nearest action and the form's, then the focus state moves to the next field")
    func returnSubmits() throws {
        let screen = HostedScreen(SubmittingSignInForm())
        let voiceOver = screen.voiceOver()
        let username = try #require(voiceOver.focusedElement as? UITextField)
        voiceOver.doubleTap()
        username.insertText("ann")
        username.insertText("\n")
        #expect(voiceOver.transcript().last == "Incomplete")
        let password = try #require(username.window?.firstResponder as? UITextField)
        #expect(password.isSecureTextEntry)
        #expect(!username.isFirstResponder)
        password.insertText("pw")
        password.insertText("\n")
        #expect(voiceOver.transcript().last == "Signed in as ann")
        #expect(!password.isFirstResponder, "Return ends editing, as SwiftUI's single-line field does")
    }

    @Test("A field inside submitScope() runs no action set above the scope")
    func scopeBlocks() throws {
        let voiceOver = HostedScreen(SubmittingSignInForm()).voiceOver()
        #expect(voiceOver.focus(startingWith: "Tags") != nil)
        let tags = try #require(voiceOver.focusedElement as? UITextField)
        voiceOver.doubleTap()
        tags.insertText("swift")
        tags.insertText("\n")
        #expect(voiceOver.transcript().last == "Not signed in")
    }

    @Test("Typing without Return submits nothing")
    func typingAloneDoesNotSubmit() throws {
        let voiceOver = HostedScreen(SubmittingSignInForm()).voiceOver()
        let username = try #require(voiceOver.focusedElement as? UITextField)
        voiceOver.doubleTap()
        username.insertText("ann")
        #expect(voiceOver.transcript().last == "Not signed in")
    }

    @Test("onSubmit(of: .search) runs for the search field and not for a text field; .text does the reverse")
    func searchTrigger() throws {
        let searched = StoredValue(0)
        let typed = StoredValue(0)
        let query = StoredValue("")
        let note = StoredValue("")
        let (queryBinding, noteBinding) = (query.binding, note.binding)
        let screen = HostedScreen {
            NavigationStack {
                TextField("Note", text: noteBinding)
                    .navigationTitle("Resorts")
                    .searchable(text: queryBinding)
                    .onSubmit(of: .search) { searched.value += 1 }
                    .onSubmit { typed.value += 1 }
            }
        }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.focus(startingWith: "Search") != nil)
        let search = try #require(voiceOver.focusedElement as? UITextField)
        voiceOver.doubleTap()
        search.insertText("Aspen")
        search.insertText("\n")
        #expect((searched.value, typed.value) == (1, 0))
        #expect(voiceOver.focus(startingWith: "Note") != nil)
        let field = try #require(voiceOver.focusedElement as? UITextField)
        voiceOver.doubleTap()
        field.insertText("\n")
        #expect((searched.value, typed.value) == (1, 1))
    }
}
