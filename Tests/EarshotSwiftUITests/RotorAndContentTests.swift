import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

struct Message: Identifiable {
    let id: Int
    let subject: String
    let isUnread: Bool
}

/// A mailbox with a rotor over its unread messages, as Apple's `accessibilityRotor` documentation
/// describes it.
struct Mailbox: View {
    let messages = [
        Message(id: 1, subject: "Lunch", isUnread: false),
        Message(id: 2, subject: "Invoice", isUnread: true),
        Message(id: 3, subject: "Trip", isUnread: false),
        Message(id: 4, subject: "Party", isUnread: true),
    ]
    var body: some View {
        VStack {
            ForEach(messages) { message in Text(message.subject) }
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor("Unread") {
            for message in messages where message.isUnread {
                AccessibilityRotorEntry(message.subject, id: message.id)
            }
        }
    }
}

/// A photo with custom content, as in Apple's `accessibilityCustomContent` documentation.
struct PhotoCell: View {
    var body: some View {
        Image("beach")
            .accessibilityLabel("Beach at sunset")
            .accessibilityCustomContent("Orientation", "Landscape")
            .accessibilityCustomContent("People", "2", importance: .high)
    }
}

/// Scroll actions, custom content and custom rotors, through VoiceOver's gestures. Sources:
/// docs/swiftui.md (Apple's `accessibilityScrollAction`, `accessibilityCustomContent` and
/// `accessibilityRotor` documentation; "More Content Available" from AccessibilitySnapshot's
/// reference images, docs/voiceover-behaviour.md §4 (What is spoken)).
@Suite("SwiftUI scroll actions, custom content and rotors")
@MainActor
struct RotorAndContentTests {
    @Test("accessibilityScrollAction: a three-finger swipe up scrolls toward the bottom edge, down toward the top")
    func scrollAction() {
        let edges = EdgeLog()
        let voiceOver = HostedScreen {
            VStack {
                Text("Page 1")
            }
            .accessibilityScrollAction { edges.edges.append($0) }
        }.voiceOver()
        voiceOver.threeFingerSwipe(.up)
        voiceOver.threeFingerSwipe(.down)
        voiceOver.threeFingerSwipe(.left)
        #expect(edges.edges == [.bottom, .top, .trailing])
    }

    @Test(
        "Custom content: high importance spoken with the element, \"More Content Available\" after; the More Content rotor reads each entry"
    )
    func customContent() {
        let voiceOver = HostedScreen(PhotoCell()).voiceOver()
        #expect(voiceOver.focusedDescription == "Beach at sunset, Image, People, 2, More Content Available")
        #expect(voiceOver.rotorItems.contains("More Content"))
        while voiceOver.rotorItems.isEmpty == false, voiceOver.rotateRotor(.clockwise) != "More Content" {}
        #expect(voiceOver.swipeDown() == "Orientation, Landscape")
        #expect(voiceOver.swipeDown() == "People, 2")
        #expect(voiceOver.swipeDown() == nil)
        #expect(voiceOver.swipeUp() == "Orientation, Landscape")
    }

    @Test("A second entry with the same label replaces the first")
    func customContentReplaced() {
        let voiceOver = HostedScreen {
            Text("Song")
                .accessibilityCustomContent("Artist", "Unknown")
                .accessibilityCustomContent("Artist", "Nina", importance: .high)
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Song, Artist, Nina, More Content Available")
    }

    @Test("accessibilityRotor: the rotor appears inside the view; swiping down visits its entries in order")
    func rotor() {
        let voiceOver = HostedScreen(Mailbox()).voiceOver()
        #expect(voiceOver.rotorItems.contains("Unread"))
        while voiceOver.rotateRotor(.clockwise) != "Unread" {}
        #expect(voiceOver.swipeDown() == "Invoice")
        #expect(voiceOver.swipeDown() == "Party")
        #expect(voiceOver.swipeDown() == nil)
        #expect(voiceOver.swipeUp() == "Invoice")
    }
}

/// Edges a scroll action received.
@MainActor
final class EdgeLog {
    var edges: [Edge] = []
}
