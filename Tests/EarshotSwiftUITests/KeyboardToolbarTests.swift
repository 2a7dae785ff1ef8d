import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A quantity field with a Done button for the keyboard, as apps write it.
private struct QuantityForm: View {
    @State private var quantity = ""
    @FocusState private var editing: Bool
    @State private var saved = 0

    var body: some View {
        NavigationStack {
            VStack {
                TextField("Quantity", text: $quantity).focused($editing)
                Text("Saved \(saved) times")
            }
            .navigationTitle("Order")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        saved += 1
                        editing = false
                    }
                }
            }
        }
    }
}

/// `ToolbarItemPlacement.keyboard`. Apple's documentation: "On iOS, keyboard items are above the
/// software keyboard when present, or at the bottom of the screen when a hardware keyboard is
/// attached." Earshot draws no software keyboard, so the items are at the bottom while a field is
/// edited, and read after the content.
@Suite("SwiftUI keyboard toolbar")
@MainActor
struct KeyboardToolbarTests {
    @Test("Keyboard items are there only while a field is edited, last and at the bottom, and never in the navigation bar")
    func shownWhileEditing() throws {
        let screen = HostedScreen(QuantityForm())
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Order, Heading", "Quantity, Text Field, Double tap to edit.", "Saved 0 times"])
        #expect(voiceOver.focus(startingWith: "Quantity") != nil)
        voiceOver.doubleTap()
        let transcript = voiceOver.transcript()
        #expect(transcript.last == "Done, Button")
        #expect(transcript.count == 4)
        #expect(voiceOver.focus(startingWith: "Done") != nil)
        let done = try #require(voiceOver.focusedElement)
        let frame = done.accessibilityFrame
        #expect(frame.maxY > 700 && frame.maxX > 300, "at the trailing end of the bottom bar, after the Spacer: \(frame)")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Order, Heading", "Quantity, Text Field, Double tap to edit.", "Saved 1 times"])
    }

    @Test("Return ends editing and takes the bar away")
    func returnHidesTheBar() throws {
        let voiceOver = HostedScreen(QuantityForm()).voiceOver()
        #expect(voiceOver.focus(startingWith: "Quantity") != nil)
        let field = try #require(voiceOver.focusedElement as? UITextField)
        voiceOver.doubleTap()
        #expect(voiceOver.transcript().last == "Done, Button")
        field.insertText("\n")
        #expect(voiceOver.transcript().last == "Saved 0 times")
    }
}
