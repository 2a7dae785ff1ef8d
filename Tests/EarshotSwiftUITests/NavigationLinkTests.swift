import EarshotSwiftUI
import Testing
import VoiceOverSimulator

struct MailApp: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Inbox") {
                    Text("No new mail").navigationTitle("Inbox")
                }
            }
            .navigationTitle("Mailboxes")
        }
    }
}

/// NavigationLink pushes onto the NavigationStack; the bar is UIKit's, so the pushed screen has a
/// back button named by the previous title (docs/voiceover-behaviour.md, UINavigationBar), and
/// VoiceOver hears a screen change.
@Suite("SwiftUI NavigationLink")
@MainActor
struct NavigationLinkTests {
    @Test("A link is a button; double tap pushes, the back button pops")
    func pushAndPop() {
        let voiceOver = HostedScreen(MailApp()).voiceOver()
        #expect(voiceOver.transcript() == ["Mailboxes, Heading", "Inbox, Button"])
        #expect(voiceOver.swipeRight() == "Inbox, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Mailboxes, Back Button", "Inbox, Heading", "No new mail"])
        #expect(voiceOver.focusedDescription == "Mailboxes, Back Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Mailboxes, Heading", "Inbox, Button"])
    }

    /// docs/voiceover-behaviour.md: Escape (the two-finger scrub) pops a navigation controller,
    /// which a SwiftUI NavigationStack is on iOS; at the root it does nothing.
    @Test("VoiceOver's Escape goes back from a pushed screen, and does nothing at the root")
    func escapeGoesBack() {
        let voiceOver = HostedScreen(MailApp()).voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        voiceOver.swipeRight()
        #expect(voiceOver.focusedDescription == "Inbox, Heading")
        voiceOver.escape()
        #expect(voiceOver.transcript() == ["Mailboxes, Heading", "Inbox, Button"])
        voiceOver.escape()
        #expect(voiceOver.transcript() == ["Mailboxes, Heading", "Inbox, Button"])
    }

    @Test("Outside a NavigationStack a link is dimmed and does nothing")
    func outsideAStack() {
        let voiceOver = HostedScreen {
            NavigationLink("Details") { Text("Never shown") }
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Details, Dimmed, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Details, Dimmed, Button"])
    }
}
