import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// A custom button style that adds words to what the button shows.
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: "star.fill")
            configuration.label
            Text("recommended")
        }
        .padding(8)
        .background(Capsule().fill(configuration.isPressed ? .gray : .blue))
    }
}

/// A primitive style that decides itself when the action runs.
struct TapOnlyButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

/// A primitive style whose body is the configuration's button, restyled.
struct OutlinedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(4).overlay { RoundedRectangle(cornerRadius: 4).stroke(.blue) }
    }
}

/// A checkbox, as apps write toggle styles: a button that flips the binding.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }
}

/// A label style stacking the icon over the title.
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title
        }
    }
}

struct TogglesScreen: View {
    @State private var wifi = false
    @State private var remember = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.button)
            Toggle("Remember me", isOn: $remember).toggleStyle(CheckboxToggleStyle())
            Text(remember ? "Remembered" : "Not remembered")
            Toggle("Bluetooth", isOn: .constant(true)).toggleStyle(.switch)
        }
    }
}

/// Final class so the actions' effects can be read after a double tap.
@MainActor
final class Taps {
    var names: [String] = []
}

/// Styles draw controls; VoiceOver hears what the style's body shows, with the control's role
/// (docs/swiftui.md, "Styles"). Sources: Apple's documentation of ButtonStyle,
/// PrimitiveButtonStyle, ToggleStyle and LabelStyle; the toggle button's "Switch Button"
/// docs/swiftui.md records from device recordings.
@Suite("Styles: buttons, toggles and labels")
@MainActor
struct StyleTests {
    @Test("Built-in and custom button styles keep one button; a custom style's words are part of its label")
    func buttonStyles() {
        let taps = Taps()
        let voiceOver = HostedScreen {
            VStack {
                Button("Save") { taps.names.append("Save") }.buttonStyle(PillButtonStyle())
                Button("Delete", role: .destructive) { taps.names.append("Delete") }.buttonStyle(.borderedProminent)
                Button("Plain") {}.buttonStyle(.plain)
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Tap") { taps.names.append("Tap") }.buttonStyle(TapOnlyButtonStyle())
                Button("Outlined") { taps.names.append("Outlined") }.buttonStyle(OutlinedButtonStyle())
            }
        }.voiceOver()
        // The style's "star.fill" has a recorded name, "Favorite" (docs/uikit.md, "Images"), which
        // joins the button's label as any labelled content does; a name-only symbol would not.
        #expect(
            voiceOver.transcript() == [
                "Favorite, Save, recommended, Button", "Delete, Button", "Plain, Button", "Bordered, Button", "Borderless, Button",
                "Tap, Button", "Outlined, Button",
            ])
        _ = voiceOver.doubleTap()
        voiceOver.swipeRight()
        _ = voiceOver.doubleTap()
        for _ in 0..<4 { voiceOver.swipeRight() }
        _ = voiceOver.doubleTap()
        voiceOver.swipeRight()
        _ = voiceOver.doubleTap()
        #expect(taps.names == ["Save", "Delete", "Tap", "Outlined"])
    }

    /// A custom style draws; the toggle keeps its element, label, traits and state (WWDC24 session
    /// 10073, "Catch up on accessibility in SwiftUI", 4:04).
    @Test(".button, .switch and custom toggle styles all speak as switches")
    func toggleStyles() {
        let voiceOver = HostedScreen { TogglesScreen() }.voiceOver()
        #expect(
            voiceOver.transcript() == [
                "Wi-Fi, Switch Button, Off, Double tap to toggle setting.",
                "Remember me, Switch Button, Off, Double tap to toggle setting.", "Not remembered",
                "Bluetooth, Switch Button, On, Double tap to toggle setting.",
            ])
        #expect(voiceOver.doubleTap() == "On")
        voiceOver.swipeRight()
        #expect(voiceOver.doubleTap() == "On")
        #expect(voiceOver.transcript()[2] == "Remembered")
    }

    @Test("A label speaks its title in every style; .iconOnly draws the icon alone")
    func labelStyles() {
        let voiceOver = HostedScreen {
            VStack {
                Label("Settings", systemImage: "gear").labelStyle(.iconOnly)
                Label("Profile", systemImage: "person").labelStyle(.titleOnly)
                Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon)
                Label("Photos", systemImage: "photo").labelStyle(StackedLabelStyle())
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Settings", "Profile", "Inbox", "Photos"])
        let frames = FlexibleLayoutTests.frames(voiceOver)
        // The icon alone is the symbol's size (17 pt × 1.2, docs/layout.md); the title is wider.
        #expect(frames[0].width == 20)
        #expect(frames[1].width > 20)
    }
}
