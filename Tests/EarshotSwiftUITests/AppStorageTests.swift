import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

enum Theme: String { case light, dark }

struct PreferencesScreen: View {
    @AppStorage("soundOn") private var soundOn = true
    @AppStorage("theme") private var theme = Theme.light
    @AppStorage("nickname") private var nickname: String?
    var body: some View {
        VStack {
            Toggle("Sound", isOn: $soundOn)
            Text("Theme \(theme.rawValue)")
            Text("Nickname \(nickname ?? "none")")
        }
    }
}

/// `@AppStorage`: Apple's documentation of `AppStorage` (a value in UserDefaults, read back by
/// every view using the key; writing re-renders) and of `defaultAppStorage(_:)`; each test's
/// application has its own store (docs/swiftui.md, "State").
@Suite("SwiftUI app storage")
@MainActor
struct AppStorageTests {
    @Test("A Toggle over @AppStorage writes UserDefaults and re-renders; another screen of the app reads it")
    func toggleWritesDefaults() {
        let first = HostedScreen(PreferencesScreen())
        let voiceOver = first.voiceOver()
        #expect(voiceOver.focusedDescription == "Sound, Switch Button, On, Double tap to toggle setting.")
        voiceOver.doubleTap()
        #expect(voiceOver.focusedDescription == "Sound, Switch Button, Off, Double tap to toggle setting.")
        // Another window of the same application reads the same store.
        let second = UIWindow(frame: first.window.frame)
        first.application.addWindow(second)
        second.rootViewController = UIHostingController(rootView: PreferencesScreen())
        #expect(VoiceOver(window: second).transcript().first == "Sound, Switch Button, Off, Double tap to toggle setting.")
        // Another application (another test) has a store of its own.
        #expect(HostedScreen(PreferencesScreen()).transcript().first == "Sound, Switch Button, On, Double tap to toggle setting.")
    }

    @Test("Values in the store are read back: raw values and optionals; .defaultAppStorage picks the store")
    func readsStore() throws {
        let store = try #require(UserDefaults(suiteName: "Earshot.AppStorageTests.\(UUID().uuidString)"))
        store.set("dark", forKey: "theme")
        store.set("Ada", forKey: "nickname")
        let screen = HostedScreen(PreferencesScreen().defaultAppStorage(store))
        #expect(screen.transcript() == ["Sound, Switch Button, On, Double tap to toggle setting.", "Theme dark", "Nickname Ada"])
    }
}
