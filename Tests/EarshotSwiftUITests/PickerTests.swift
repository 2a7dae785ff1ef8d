import EarshotSwiftUI
import Testing
import VoiceOverSimulator

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla = "Vanilla"
    case chocolate = "Chocolate"
    case strawberry = "Strawberry"
    var id: Self { self }
}

/// A picker owning its selection, in a given style, as apps write it.
struct FlavorPicker<Style: PickerStyle>: View {
    let style: Style
    @State private var flavor = Flavor.chocolate
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue)
                }
            }
            .pickerStyle(style)
            Text("Chosen: \(flavor.rawValue)")
        }
    }
}

/// Picker in each style, driven through VoiceOver. Sources: docs/swiftui.md, Picker (Apple's
/// `Picker` and `PickerStyle` documentation; segmented and wheel styles speak as the UIKit controls
/// SwiftUI draws them with, docs/voiceover-behaviour.md §3 (Context)).
@Suite("SwiftUI Picker")
@MainActor
struct PickerTests {
    @Test("Segmented: a UISegmentedControl, \"i of n\", the chosen segment Selected; double tap chooses")
    func segmented() {
        let voiceOver = HostedScreen(FlavorPicker(style: .segmented)).voiceOver()
        #expect(
            voiceOver.transcript() == [
                "Vanilla, Button, 1 of 3", "Selected, Chocolate, Button, 2 of 3", "Strawberry, Button, 3 of 3", "Chosen: Chocolate",
            ])
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript().last == "Chosen: Strawberry")
    }

    @Test("Menu (the default): one button with the chosen option as its value; double tap opens the menu, choosing closes it")
    func menu() {
        let voiceOver = HostedScreen(FlavorPicker(style: .automatic)).voiceOver()
        #expect(voiceOver.transcript() == ["Flavor, Chocolate, Button", "Chosen: Chocolate"])
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Vanilla, Button", "Selected, Chocolate, Button", "Strawberry, Button"])
        #expect(voiceOver.focusedDescription == "Vanilla, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Flavor, Vanilla, Button", "Chosen: Vanilla"])
        #expect(voiceOver.focusedDescription == "Flavor, Vanilla, Button")
    }

    @Test("Menu: Escape closes the menu without choosing")
    func menuEscape() {
        let voiceOver = HostedScreen(FlavorPicker(style: .menu)).voiceOver()
        voiceOver.doubleTap()
        voiceOver.escape()
        #expect(voiceOver.transcript() == ["Flavor, Chocolate, Button", "Chosen: Chocolate"])
    }

    @Test("Wheel: a UIPickerView wheel named by the label; swipe up chooses the next option")
    func wheel() {
        let voiceOver = HostedScreen(FlavorPicker(style: .wheel)).voiceOver()
        #expect(
            voiceOver.focusedDescription == "Flavor, Chocolate, Adjustable, 2 of 3, Swipe up or down with one finger to adjust the value.")
        #expect(voiceOver.swipeUp() == "Strawberry")
        #expect(voiceOver.transcript().last == "Chosen: Strawberry")
    }

    @Test("Inline: the label, then every option as a button, the chosen one Selected")
    func inline() {
        let voiceOver = HostedScreen(FlavorPicker(style: .inline)).voiceOver()
        #expect(
            voiceOver.transcript() == [
                "Flavor", "Vanilla, Button", "Selected, Chocolate, Button", "Strawberry, Button", "Chosen: Chocolate",
            ])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript().last == "Chosen: Vanilla")
    }

    @Test("Explicit .tag values choose the option; a selection with no tag logs SwiftUI's warning and crashes nothing")
    func tags() {
        let stored = StoredValue(2)
        let binding = stored.binding
        let voiceOver = HostedScreen {
            Picker("Size", selection: binding) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Small, Button, 1 of 2")
        voiceOver.doubleTap()
        #expect(stored.value == 1)

        let orphan = StoredValue(7)
        let unmatched = orphan.binding
        let screen = HostedScreen { Picker("Size", selection: unmatched) { Text("Small").tag(1) } }
        #expect(screen.transcript() == ["Size, Button"])
        #expect(SwiftUIWarnings.logged.contains { $0.contains("does not have an associated tag") })
    }
}
