import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// `TextEditor` is UIKit's `UITextView` on iOS and speaks as one: "Text Field" with the text area's
/// hint, the text as its value, "Is editing" while the keyboard is up (AccessibilitySnapshot's
/// `TextEditor` reference; docs/swiftui.md). What the keyboard types reaches the binding.
@Suite("SwiftUI TextEditor")
@MainActor
struct TextEditorTests {
    struct Notes: View {
        @State private var text = ""
        var body: some View {
            VStack {
                TextEditor(text: $text)
                Text("\(text.count) characters")
            }
        }
    }

    @Test("Empty, then typed into: the binding follows the keyboard")
    func typing() throws {
        let voiceOver = HostedScreen(Notes()).voiceOver()
        #expect(
            voiceOver.transcript() == ["Text Field, Double tap to edit., Use the rotor to access Misspelled Words", "0 characters"])
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription == "Text Field, Is editing, Use the rotor to access Misspelled Words")
        let view = try #require(voiceOver.focusedElement as? UITextView)
        view.insertText("Buy milk")
        #expect(
            voiceOver.transcript() == ["Buy milk, Text Field, Is editing, Use the rotor to access Misspelled Words", "8 characters"])
        view.deleteBackward()
        #expect(voiceOver.transcript().last == "7 characters")
        view.resignFirstResponder()
        #expect(
            voiceOver.transcript() == [
                "Buy mil, Text Field, Double tap to edit., Use the rotor to access Misspelled Words", "7 characters",
            ])
    }

    @Test("It fills the space the stack leaves")
    func fills() throws {
        let voiceOver = HostedScreen(Notes()).voiceOver()
        let view = try #require(voiceOver.focusedElement as? UITextView)
        #expect(view.frame.width == 390)
        #expect(view.frame.height > 600)
    }
}
