import EarshotSwiftUI
import Testing
import VoiceOverSimulator

struct AppTabs: View {
    var body: some View {
        TabView {
            Text("Home screen")
                .tabItem { Label("Home", systemImage: "house") }
            Text("Settings screen")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// TabView with `.tabItem`: the bar is UIKit's tab bar, so it speaks as UITabBar does
/// (docs/voiceover-behaviour.md: "Home, Tab, 1 of 2", "Selected" first on the selected tab).
@Suite("SwiftUI TabView")
@MainActor
struct TabViewTests {
    @Test("The selected tab's content, then the tabs; a double tap on a tab switches the content")
    func tabs() {
        let voiceOver = HostedScreen(AppTabs()).voiceOver()
        #expect(voiceOver.transcript() == ["Home screen", "Selected, Home, Tab, 1 of 2", "Settings, Tab, 2 of 2"])
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight() == "Settings, Tab, 2 of 2")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Settings screen", "Home, Tab, 1 of 2", "Selected, Settings, Tab, 2 of 2"])
    }
}
