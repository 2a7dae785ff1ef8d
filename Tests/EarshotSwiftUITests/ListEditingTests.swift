import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

/// A list whose rows can be deleted, as apps write it.
struct FruitList: View {
    @State private var fruits = ["Apple", "Banana", "Cherry"]
    var body: some View {
        List {
            ForEach(fruits, id: \.self) { Text($0) }
                .onDelete { fruits.remove(atOffsets: $0) }
        }
    }
}

/// A mailbox row with swipe actions.
struct MailRow: View {
    let log: ActionLog
    var body: some View {
        List {
            Text("Message from Anna")
                .swipeActions {
                    Button("Archive") { log.entries.append("archive") }
                    Button("Flag") { log.entries.append("flag") }
                }
        }
    }
}

@MainActor
final class ActionLog {
    var entries: [String] = []
}

/// List editing: `onDelete`, `swipeActions`, and the offsets helpers SwiftUI adds to collections.
/// VoiceOver cannot swipe a row: it offers a row's swipe actions, and the "Delete" `onDelete`
/// gives it, in its Actions rotor (Apple's "Supporting VoiceOver in your app": custom actions
/// stand for gestures such as swipes; docs/voiceover-behaviour.md §5 and §6).
@Suite("SwiftUI list editing")
@MainActor
struct ListEditingTests {
    @Test("onDelete: each row offers Delete; running it removes that row")
    func deleteAction() {
        let voiceOver = HostedScreen(FruitList()).voiceOver()
        #expect(voiceOver.focusedDescription == "Apple, Actions Available")
        #expect(voiceOver.swipeRight() == "Banana, Actions Available")
        #expect(voiceOver.swipeDown() == "Delete")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Apple, Actions Available", "Cherry, Actions Available"])
    }

    @Test("swipeActions: the buttons are the row's actions, by their labels, in order")
    func swipeActions() {
        let log = ActionLog()
        let voiceOver = HostedScreen(MailRow(log: log)).voiceOver()
        #expect(voiceOver.focusedDescription == "Message from Anna, Actions Available")
        #expect(voiceOver.swipeDown() == "Archive")
        #expect(voiceOver.swipeDown() == "Flag")
        voiceOver.doubleTap()
        #expect(log.entries == ["flag"])
    }

    @Test("swipeActions outside a List offer nothing, as SwiftUI shows nothing")
    func swipeActionsOutsideList() {
        let voiceOver = HostedScreen {
            Text("Alone").swipeActions { Button("Archive") {} }
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Alone")
    }

    @Test(
        "remove(atOffsets:) and move(fromOffsets:toOffset:) as SwiftUI defines them",
        arguments: [
            (IndexSet([0, 2]), 4, ["b", "d", "a", "c", "e"]),
            (IndexSet([4]), 0, ["e", "a", "b", "c", "d"]),
            (IndexSet([1]), 5, ["a", "c", "d", "e", "b"]),
            (IndexSet([1, 2]), 1, ["a", "b", "c", "d", "e"]),
        ])
    func moving(source: IndexSet, destination: Int, expected: [String]) {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: source, toOffset: destination)
        #expect(letters == expected)
    }

    @Test("remove(atOffsets:) keeps the order of the rest")
    func removing() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c"])
    }

    @Test("Offsets outside the collection are ignored instead of trapping")
    func badOffsets() {
        var letters = ["a", "b"]
        letters.remove(atOffsets: IndexSet([5]))
        #expect(letters == ["a", "b"])
        letters.move(fromOffsets: IndexSet([0, 9]), toOffset: 7)
        #expect(letters == ["b", "a"])
    }
}

@Suite("SwiftUI list row insets")
@MainActor
struct ListRowInsetsTests {
    @Test("listRowInsets moves the row's content, and so the frame VoiceOver reports for a text in a row of two")
    func insets() {
        let voiceOver = HostedScreen {
            List {
                HStack {
                    Text("Plain")
                    Text("Row")
                }
                HStack {
                    Text("Inset")
                    Text("Row")
                }
                .listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
            }
        }.voiceOver()
        let plain = focusedFrame(voiceOver)
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        let inset = focusedFrame(voiceOver)
        #expect(voiceOver.focusedDescription == "Inset")
        #expect(plain.minX == 20)
        #expect(inset.minX == 60)
    }
}
