import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// `ContentUnavailableView` lays out its parts, each read as it is: the title (a `Label`, whose
/// icon is decorative), the description, the actions. `.search` uses the words iOS shows (Apple's
/// documentation of `ContentUnavailableView.search` and `search(text:)`). Whether iOS marks the
/// title a heading is unverified (docs/swiftui.md, "Decisions").
@Suite("SwiftUI ContentUnavailableView")
@MainActor
struct ContentUnavailableViewTests {
    @Test("Title, description and actions, in order")
    func parts() {
        let voiceOver = HostedScreen {
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray.fill")
            } description: {
                Text("New mails you receive will appear here.")
            } actions: {
                Button("Refresh") {}
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["No Mail", "New mails you receive will appear here.", "Refresh, Button"])
    }

    @Test("The title and optional description spelling")
    func titleAndDescription() {
        let plain = HostedScreen { ContentUnavailableView("No Favorites", systemImage: "star") }.voiceOver()
        #expect(plain.transcript() == ["No Favorites"])
        let described = HostedScreen {
            ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Tap the star to add one."))
        }.voiceOver()
        #expect(described.transcript() == ["No Favorites", "Tap the star to add one."])
    }

    @Test("Search results that found nothing")
    func search() {
        #expect(HostedScreen { ContentUnavailableView.search }.transcript() == ["No Results", "Check the spelling or try a new search."])
        #expect(
            HostedScreen { ContentUnavailableView.search(text: "kiwi") }.transcript() == [
                "No Results for “kiwi”", "Check the spelling or try a new search.",
            ])
    }
}
