import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// Button roles, lazy stacks, background and overlay, foreground style and
/// `.accessibilityRespondsToUserInteraction`. Sources: Apple's SwiftUI documentation;
/// AccessibilitySnapshot's SwiftUI reference images ("Delete, Button" for a destructive button).
@Suite("SwiftUI roles, lazy stacks, background and overlay")
@MainActor
struct DecorationTests {
    @Test("A destructive or cancel role changes nothing VoiceOver says")
    func roles() {
        let screen = HostedScreen {
            VStack {
                Button("Delete", role: .destructive) {}
                Button(role: .cancel) {
                } label: {
                    Text("Cancel")
                }
            }
        }
        #expect(screen.transcript() == ["Delete, Button", "Cancel, Button"])
    }

    @Test("LazyVStack and LazyHStack read as their stacks: every row, in order")
    func lazyStacks() {
        let screen = HostedScreen {
            LazyVStack(alignment: .leading) {
                ForEach(0..<3) { Text("Row \($0)") }
                LazyHStack {
                    Text("Left")
                    Text("Right")
                }
            }
        }
        #expect(screen.transcript() == ["Row 0", "Row 1", "Row 2", "Left", "Right"])
    }

    @Test("A background colour is no element; an overlay's text is read after the view it covers")
    func backgroundAndOverlay() {
        let screen = HostedScreen {
            VStack {
                Text("Inbox")
                    .padding()
                    .background(Color.blue)
                    .foregroundStyle(Color.white)
                Image(systemName: "bell")
                    .frame(width: 60, height: 60)
                    .overlay(alignment: .bottomTrailing) { Text("3").accessibilityLabel("3 unread") }
                Text("Footer").background { RoundedRectangle(cornerRadius: 4) }
            }
        }
        #expect(screen.transcript() == ["Inbox", "bell, Image", "3 unread", "Footer"])
    }

    @Test(".accessibilityRespondsToUserInteraction sets the element's flag and is never spoken")
    func respondsToUserInteraction() {
        let voiceOver = HostedScreen {
            VStack {
                Text("Status").accessibilityRespondsToUserInteraction()
                Text("Plain")
            }
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Status")
        #expect(voiceOver.focusedElement?.accessibilityRespondsToUserInteraction == true)
        voiceOver.swipeRight()
        #expect(voiceOver.focusedElement?.accessibilityRespondsToUserInteraction == false)
    }
}
