import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

struct NotesScreen: View {
    @State private var notes = ["Groceries"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(notes, id: \.self) { Text($0) }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
                ToolbarItem(placement: .primaryAction) { Button("Add") { notes.append("Note \(notes.count + 1)") } }
            }
        }
    }
}

struct ShopTabs: View {
    enum Tab: Hashable { case browse, cart }
    @State private var tab = Tab.cart
    var body: some View {
        TabView(selection: $tab) {
            Text("Browse").tabItem { Label("Browse", systemImage: "magnifyingglass") }.tag(Tab.browse)
            Text("Cart").tabItem { Label("Cart", systemImage: "cart") }.tag(Tab.cart)
        }
    }
}

/// Link, DisclosureGroup, TabView(selection:) and toolbars, driven through VoiceOver. Sources:
/// docs/swiftui.md (Apple's documentation of each view; bar buttons and tabs speak as UIKit's
/// UIBarButtonItem and UITabBar, docs/voiceover-behaviour.md).
@Suite("SwiftUI links, disclosure groups, tab selection and toolbars")
@MainActor
struct NavigationControlTests {
    @Test("Link: \"Apple, Link\"; double tap opens the destination through the environment's openURL")
    func link() throws {
        let url = try #require(URL(string: "https://www.apple.com"))
        let screen = HostedScreen { Link("Apple", destination: url) }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.focusedDescription == "Apple, Link")
        voiceOver.doubleTap()
        #expect(screen.application.openedURLs == [url])
    }

    @Test("Link: an app's own openURL handler receives the URL; the system opens nothing")
    func linkHandler() throws {
        let url = try #require(URL(string: "https://example.com/help"))
        let opened = OpenedURLs()
        let screen = HostedScreen {
            Link("Help", destination: url)
                .environment(
                    \.openURL,
                    OpenURLAction {
                        opened.urls.append($0)
                        return .handled
                    })
        }
        screen.voiceOver().doubleTap()
        #expect(opened.urls == [url])
        #expect(screen.application.openedURLs.isEmpty)
    }

    @Test("DisclosureGroup: a button whose value is its state; double tap shows the content")
    func disclosureGroup() {
        let voiceOver = HostedScreen {
            VStack {
                DisclosureGroup("Details") { Text("Made in Cupertino") }
                Text("End")
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Details, Collapsed, Button", "End"])
        #expect(voiceOver.doubleTap() == "Expanded")
        #expect(voiceOver.transcript() == ["Details, Expanded, Button", "Made in Cupertino", "End"])
    }

    @Test("DisclosureGroup in a List: each content view is its own row; a bound isExpanded is written")
    func disclosureGroupInList() {
        let expanded = StoredValue(true)
        let binding = expanded.binding
        let voiceOver = HostedScreen {
            List {
                DisclosureGroup("Fruit", isExpanded: binding) {
                    Text("Apple")
                    Text("Pear")
                }
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Fruit, Expanded, Button", "Apple", "Pear"])
        voiceOver.doubleTap()
        #expect(expanded.value == false)
        #expect(voiceOver.transcript() == ["Fruit, Collapsed, Button"])
    }

    @Test("TabView(selection:): the tab whose tag is the selection is shown and Selected; choosing a tab writes the binding")
    func tabSelection() {
        let voiceOver = HostedScreen(ShopTabs()).voiceOver()
        #expect(voiceOver.transcript() == ["Cart", "Browse, Tab, 1 of 2", "Selected, Cart, Tab, 2 of 2"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Browse", "Selected, Browse, Tab, 1 of 2", "Cart, Tab, 2 of 2"])
    }

    @Test("Toolbar: items in the navigation bar as UIBarButtonItems, cancellation leading; double tap runs the action")
    func toolbar() {
        let voiceOver = HostedScreen(NotesScreen()).voiceOver()
        #expect(voiceOver.transcript() == ["Close, Button", "Notes, Heading", "Add, Button", "Groceries"])
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        #expect(voiceOver.focusedDescription == "Add, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript().last == "Note 2")
    }
}

/// URLs an app's handler received.
@MainActor
final class OpenedURLs {
    var urls: [URL] = []
}
