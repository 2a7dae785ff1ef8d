import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// A settings row owning its state, as SwiftUI apps write it.
struct WiFiRow: View {
    @State private var isOn = false
    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
    }
}

/// A counter whose button changes `@State` shown by a Text.
struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

struct VolumeControl: View {
    @State private var volume = 5.0
    var body: some View {
        Slider(value: $volume, in: 0...10) { Text("Volume") }
    }
}

struct QuantityControl: View {
    @State private var quantity = 0
    var body: some View {
        Stepper("Quantity: \(quantity)", value: $quantity, in: 0...2)
    }
}

/// Controls, `@State` and `@Binding`, driven through VoiceOver. Sources: docs/swiftui.md (Apple's
/// SwiftUI documentation for each control; AccessibilitySnapshot's SwiftUI reference images where
/// named).
@Suite("SwiftUI controls and state")
@MainActor
struct ControlTests {
    @Test("Toggle speaks as UISwitch; double tap flips @State and VoiceOver hears the new state (AccessibilitySnapshot #181)")
    func toggle() {
        let voiceOver = HostedScreen(WiFiRow()).voiceOver()
        #expect(voiceOver.focusedDescription == "Wi-Fi, Switch Button, Off, Double tap to toggle setting.")
        #expect(voiceOver.doubleTap() == "On")
        #expect(voiceOver.focusedDescription == "Wi-Fi, Switch Button, On, Double tap to toggle setting.")
        #expect(voiceOver.doubleTap() == "Off")
    }

    @Test("Toggle bound to an outside @Binding writes through it; a custom value is ignored as on UISwitch")
    func toggleBinding() {
        let stored = StoredValue(true)
        let binding = stored.binding
        let voiceOver = HostedScreen {
            Toggle(isOn: binding) { Text("Airplane Mode") }
                .accessibilityValue("Custom")
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Airplane Mode, Switch Button, On, Double tap to toggle setting.")
        #expect(voiceOver.doubleTap() == "Off")
        #expect(stored.value == false)
    }

    @Test("A Button that changes @State re-renders the Text that shows it")
    func buttonChangesState() {
        let voiceOver = HostedScreen(Counter()).voiceOver()
        #expect(voiceOver.transcript() == ["Count: 0", "Add, Button"])
        #expect(voiceOver.swipeRight() == "Add, Button")
        voiceOver.doubleTap()
        voiceOver.doubleTap()
        #expect(voiceOver.swipeLeft() == "Count: 2")
    }

    @Test("Slider: percentage of the range, adjustable; swipe up moves 10 % and speaks the new value")
    func slider() {
        let voiceOver = HostedScreen(VolumeControl()).voiceOver()
        #expect(voiceOver.focusedDescription == "Volume, 50%, Adjustable, Swipe up or down with one finger to adjust the value.")
        #expect(voiceOver.swipeUp() == "60%")
        #expect(voiceOver.swipeDown() == "50%")
    }

    @Test("Stepper: its label, then Decrement and Increment; the button at a bound is not dimmed (iOS 26.2)")
    func stepper() {
        let voiceOver = HostedScreen(QuantityControl()).voiceOver()
        #expect(voiceOver.transcript() == ["Quantity: 0", "Decrement, Button", "Increment, Button"])
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight() == "Increment, Button")
        voiceOver.doubleTap()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Quantity: 2", "Decrement, Button", "Increment, Button"])
    }

    @Test("Label speaks its title; in a Button it names the button")
    func label() {
        let screen = HostedScreen {
            VStack {
                Label("Settings", systemImage: "gear")
                Button {
                } label: {
                    Label("Add", systemImage: "plus")
                }
            }
        }
        #expect(screen.transcript() == ["Settings", "Add, Button"])
    }

    @Test("Image: a named image says its name, a decorative one is hidden, a labelled symbol button says its label")
    func images() {
        let screen = HostedScreen {
            VStack {
                Image("person.bicycle")
                Image(decorative: "background")
                Button {
                } label: {
                    Image(systemName: "mic.fill")
                }
                .accessibilityLabel("Microphone")
                .accessibilityInputLabels(["Mic", "Record"])
            }
        }
        #expect(screen.transcript() == ["person bicycle, Image", "Microphone, Button"])
    }

    @Test(".disabled(true) dims the button and its double tap does nothing")
    func disabled() {
        var saved = false
        let voiceOver = HostedScreen {
            Button("Save") { saved = true }.disabled(true)
        }.voiceOver()
        #expect(voiceOver.focusedDescription == "Save, Dimmed, Button")
        voiceOver.doubleTap()
        #expect(!saved)
    }
}
