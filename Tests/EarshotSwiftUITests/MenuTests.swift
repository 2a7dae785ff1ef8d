import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// `Menu`: a button named by its label that opens its content as a modal menu (Apple's
/// documentation of `Menu`: "a control for presenting a menu of actions"; the CVS Health techniques
/// app's Menus page: VoiceOver's focus moves into the menu when it opens). The button reads as the
/// menu-style picker's does, UIKit's plain "Button", a known departure from that page's "Pop up
/// button" (docs/swiftui.md, "Decisions"); choosing an item runs it and closes the menu, Escape
/// closes it, focus returns to the menu's button.
@Suite("SwiftUI Menu")
@MainActor
struct MenuTests {
    struct Document: View {
        @State private var log = "Nothing yet"
        var body: some View {
            VStack {
                Menu("Options") {
                    Button("Duplicate") { log = "Duplicated" }
                    Button("Rename") { log = "Renamed" }
                    Divider()
                    Button("Delete", role: .destructive) { log = "Deleted" }
                }
                Text(log)
            }
        }
    }

    @Test("One button; double tap shows only the menu's items; choosing one runs it and closes the menu")
    func chooseAnItem() {
        let voiceOver = HostedScreen(Document()).voiceOver()
        #expect(voiceOver.transcript() == ["Options, Button", "Nothing yet"])
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Duplicate, Button", "Rename, Button", "Delete, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Options, Button", "Renamed"])
        #expect(voiceOver.focusedDescription == "Options, Button")
    }

    @Test("Escape closes the menu without running anything")
    func escapeCloses() {
        let voiceOver = HostedScreen(Document()).voiceOver()
        voiceOver.doubleTap()
        voiceOver.escape()
        #expect(voiceOver.transcript() == ["Options, Button", "Nothing yet"])
        #expect(voiceOver.focusedDescription == "Options, Button")
    }

    @Test("A menu labelled with a Label reads its title; disabled, it is dimmed and does not open")
    func labelAndDisabled() {
        let voiceOver = HostedScreen {
            VStack {
                Menu("Add", systemImage: "plus") { Button("Photo") {} }
                Menu("Share") { Button("Copy") {} }.disabled(true)
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Add, Button", "Share, Dimmed, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Add, Button", "Share, Dimmed, Button"])
    }

    struct Sorting: View {
        @State private var order = 0
        var body: some View {
            Menu {
                Picker("Sort by", selection: $order) {
                    Text("Best Match").tag(0)
                    Text("Distance").tag(1)
                }
            } label: {
                Text(order == 0 ? "Sort by Best Match" : "Sort by Distance")
            }
        }
    }

    @Test("A picker in a menu shows its options in place, the chosen one Selected; choosing one closes the menu")
    func pickerInAMenu() {
        // The CVS Health techniques app's Menus page: a Picker in a Menu shows the selection's checkmark beside its option.
        let voiceOver = HostedScreen(Sorting()).voiceOver()
        #expect(voiceOver.transcript() == ["Sort by Best Match, Button"])
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Sort by", "Selected, Best Match, Button", "Distance, Button"])
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Sort by Distance, Button"])
    }

    @Test("A section's header in a menu is plain text, not a heading")
    func sectionInAMenu() {
        // The CVS Health techniques app's Menus page: a Menu's Section header has no heading trait on iOS.
        let voiceOver = HostedScreen {
            Menu("Map Options") {
                Section(header: Text("Map")) {
                    Button("Show Map") {}
                }
            }
        }.voiceOver()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Map", "Show Map, Button"])
    }
}
