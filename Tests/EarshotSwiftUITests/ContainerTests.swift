import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

struct Fruit: Identifiable {
    let id: String
}

/// A settings screen in a navigation stack, as SwiftUI apps write it.
struct SettingsScreen: View {
    @State private var wifi = true
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Text("Bluetooth")
                } header: {
                    Text("Connections")
                } footer: {
                    Text("Tap an account to view details")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// List, Form, Section and NavigationStack. Sources: AccessibilitySnapshot's
/// testListWithSectionHeaders / …HeadersAndFooters reference images (iOS 17.5, 18.5, 26.2) for
/// sections; UIKit's navigation bar (docs/voiceover-behaviour.md) for the title.
@Suite("SwiftUI lists and navigation")
@MainActor
struct ContainerTests {
    @Test("List rows are elements in row order; a section header is a heading, as written (iOS 26.2)")
    func listWithSections() {
        let fruits = [Fruit(id: "Apple"), Fruit(id: "Banana")]
        let screen = HostedScreen {
            List {
                Section("Fruits") {
                    ForEach(fruits) { Text($0.id) }
                }
                Section(header: Text("Vegetables")) {
                    Text("Carrot")
                }
            }
        }
        #expect(screen.transcript() == ["Fruits, Heading", "Apple", "Banana", "Vegetables, Heading", "Carrot"])
    }

    @Test("NavigationStack's title is a heading in a navigation bar, read first; a footer is plain text")
    func navigationStack() {
        let voiceOver = HostedScreen(SettingsScreen()).voiceOver()
        #expect(
            voiceOver.transcript() == [
                "Settings, Heading",
                "Connections, Heading",
                "Wi-Fi, Switch Button, On, Double tap to toggle setting.",
                "Bluetooth",
                "Tap an account to view details",
            ])
        #expect(voiceOver.focusedDescription == "Settings, Heading")
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight() == "Wi-Fi, Switch Button, On, Double tap to toggle setting.")
        #expect(voiceOver.doubleTap() == "Off")
    }

    @Test("NavigationView with .navigationTitle reads as NavigationStack")
    func navigationView() {
        let screen = HostedScreen {
            NavigationView {
                Text("Inbox is empty").navigationTitle("Mail")
            }
        }
        #expect(screen.transcript() == ["Mail, Heading", "Inbox is empty"])
    }

    @Test("A List of 200 rows keeps every row, in order, as VoiceOver moves through it")
    func longList() {
        let screen = HostedScreen {
            List { ForEach(0..<200) { Text("Row \($0)") } }
        }
        #expect(swipeToEnd(screen.voiceOver()) == (0..<200).map { "Row \($0)" })
    }

    @Test("Setting rootView renders the new hierarchy")
    func replacingRootView() {
        let screen = HostedScreen(Text("Before"))
        #expect(screen.transcript() == ["Before"])
        screen.controller.rootView = Text("After")
        #expect(screen.transcript() == ["After"])
    }
}
