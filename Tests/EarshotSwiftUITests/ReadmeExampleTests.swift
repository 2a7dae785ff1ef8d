import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The README's SwiftUI example, as written there (only the imports differ).
struct WiFiSettings: View {
    @State private var isOn = false
    var body: some View {
        NavigationStack {
            Form {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Button("Other Networks") {}
                        .accessibilityHint("Shows networks nearby.")
                }
            }
            .navigationTitle("Wi-Fi")
        }
    }
}

@MainActor @Test func wifiToggles() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UIHostingController(rootView: WiFiSettings())
    let voiceOver = VoiceOver(window: window)
    #expect(
        voiceOver.transcript() == [
            "Wi-Fi, Heading",
            "Network, Heading",
            "Wi-Fi, Switch Button, Off, Double tap to toggle setting.",
            "Other Networks, Button, Shows networks nearby.",
        ])
    voiceOver.swipeRight()
    voiceOver.swipeRight()
    #expect(voiceOver.doubleTap() == "On")
}
