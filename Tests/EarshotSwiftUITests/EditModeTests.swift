import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

/// A list with an Edit button, as Apple's documentation of `EditButton` writes it.
private struct EditableFruits: View {
    @State private var fruits = ["Apple", "Banana"]

    var body: some View {
        VStack {
            EditButton()
            List {
                ForEach(fruits, id: \.self) { Text($0) }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}

/// Edit mode: `EditButton`, `\.editMode`, and what a List row shows while editing. The controls
/// and their words are UIKit's table view's in editing mode (docs/voiceover-behaviour.md, table
/// editing: the delete control "Delete ⟨row⟩", then the row, then the confirmation "Delete";
/// `editButtonItem` "Edit" / "Done"); realm/realm-swift's SwiftUI UI test
/// (`Realm/Tests/SwiftUITestHostUITests/SwiftUITestHostUITests.swift`) finds the same controls in
/// a SwiftUI list: "Delete " then "Delete", and "Reorder"; UI tests of lists find
/// "Reorder ⟨row text⟩".
@Suite("SwiftUI edit mode")
@MainActor
struct EditModeTests {
    @Test("EditButton says Edit, then Done once its double tap turns edit mode on, and Edit again")
    func editButtonTitles() {
        let voiceOver = HostedScreen(EditableFruits()).voiceOver()
        #expect(voiceOver.focusedDescription == "Edit, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription == "Done, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription == "Edit, Button")
    }

    @Test("In edit mode each row shows its delete control before it and its reorder control after it")
    func rowsInEditMode() {
        let voiceOver = HostedScreen(EditableFruits()).voiceOver()
        #expect(
            voiceOver.transcript() == ["Edit, Button", "Apple, Actions Available", "Banana, Actions Available"])
        voiceOver.doubleTap()
        #expect(
            voiceOver.transcript() == [
                "Done, Button", "Delete Apple, Button", "Apple, Actions Available", "Reorder Apple, Button",
                "Delete Banana, Button", "Banana, Actions Available", "Reorder Banana, Button",
            ])
    }

    @Test("The delete control reveals the confirmation after the row; its double tap deletes the row")
    func deleteThroughTheControls() {
        let voiceOver = HostedScreen(EditableFruits()).voiceOver()
        voiceOver.doubleTap()
        #expect(voiceOver.swipeRight() == "Delete Apple, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.swipeRight() == "Apple, Actions Available")
        #expect(voiceOver.swipeRight() == "Delete, Button")
        voiceOver.doubleTap()
        #expect(
            voiceOver.transcript() == ["Done, Button", "Delete Banana, Button", "Banana, Actions Available", "Reorder Banana, Button"])
    }

    @Test("A second double tap on the delete control hides the confirmation again")
    func deleteControlToggles() {
        let voiceOver = HostedScreen(EditableFruits()).voiceOver()
        voiceOver.doubleTap()
        #expect(voiceOver.swipeRight() == "Delete Apple, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript().contains("Delete, Button"))
        voiceOver.doubleTap()
        #expect(!voiceOver.transcript().contains("Delete, Button"))
        #expect(voiceOver.transcript().contains("Reorder Apple, Button"))
    }

    /// The pattern Apple's documentation of `EditButton` shows: the button in the navigation bar,
    /// where it is a bar button item, and the list below it.
    @Test("EditButton in a toolbar turns the list's edit mode on")
    func editButtonInToolbar() {
        struct Fruits: View {
            @State private var fruits = ["Apple"]
            var body: some View {
                NavigationStack {
                    List { ForEach(fruits, id: \.self) { Text($0) }.onDelete { fruits.remove(atOffsets: $0) } }
                        .navigationTitle("Fruits")
                        .toolbar { EditButton() }
                }
            }
        }
        let voiceOver = HostedScreen(Fruits()).voiceOver()
        #expect(voiceOver.transcript() == ["Fruits, Heading", "Edit, Button", "Apple, Actions Available"])
        #expect(voiceOver.focus(startingWith: "Edit") != nil)
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Fruits, Heading", "Done, Button", "Delete Apple, Button", "Apple, Actions Available"])
    }

    enum Editing: String, CaseIterable, Sendable {
        case deleteOnly, moveOnly, inactive, outsideList
    }

    @Test("Controls follow the actions given, in a List, in edit mode only", arguments: Editing.allCases)
    func controlsFollowTheActions(_ editing: Editing) {
        let transcript: [String]
        let expected: [String]
        switch editing {
        case .deleteOnly:
            transcript = HostedScreen {
                List { ForEach(["Apple"], id: \.self) { Text($0) }.onDelete { _ in } }.environment(\.editMode, .constant(.active))
            }.transcript()
            expected = ["Delete Apple, Button", "Apple, Actions Available"]
        case .moveOnly:
            transcript = HostedScreen {
                List { ForEach(["Apple"], id: \.self) { Text($0) }.onMove { _, _ in } }.environment(\.editMode, .constant(.active))
            }.transcript()
            expected = ["Apple", "Reorder Apple, Button"]
        case .inactive:
            transcript = HostedScreen {
                List { ForEach(["Apple"], id: \.self) { Text($0) }.onMove { _, _ in } }.environment(\.editMode, .constant(.inactive))
            }.transcript()
            expected = ["Apple"]
        case .outsideList:
            transcript = HostedScreen {
                VStack { ForEach(["Apple"], id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } }
                    .environment(\.editMode, .constant(.active))
            }.transcript()
            expected = ["Apple"]
        }
        #expect(transcript == expected)
    }

    /// Apple's documentation of `EditButton`: it "toggles the edit mode environment value" — the
    /// binding a view puts there is the one it changes.
    @Test("EditButton toggles the edit mode binding a view gives the environment")
    func editButtonWritesTheBinding() {
        let mode = StoredValue(EditMode.inactive)
        let voiceOver = HostedScreen {
            EditButton().environment(\.editMode, mode.binding)
        }.voiceOver()
        voiceOver.doubleTap()
        #expect(mode.value == .active)
        #expect(voiceOver.focusedDescription == "Done, Button")
    }
}
