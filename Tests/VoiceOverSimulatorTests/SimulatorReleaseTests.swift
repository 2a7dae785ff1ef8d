import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Earshot keeps no screen alive once the test lets it go: VoiceOver, the application a window
/// joins and the layout engines hold what they read weakly or only while they need it, so a
/// suite that builds thousands of screens does not grow.
@MainActor
@Suite("Screens are freed")
struct SimulatorReleaseTests {
    @Test func aScreenReadByVoiceOverIsFreed() {
        weak var freedWindow: UIWindow?
        weak var freedButton: UIButton?
        weak var freedVoiceOver: VoiceOver?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let button = UIButton(type: .system)
            button.setTitle("Save", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(button)
            NSLayoutConstraint.activate([
                button.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                button.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            ])
            window.makeKeyAndVisible()
            let voiceOver = VoiceOver(window: window)
            voiceOver.swipeRight()
            #expect(voiceOver.lastSpoken == "Save, Button")
            voiceOver.doubleTap()
            freedWindow = window
            freedButton = button
            freedVoiceOver = voiceOver
        }
        #expect(freedVoiceOver == nil)
        #expect(freedWindow == nil)
        #expect(freedButton == nil)
    }

    @Test func aSwiftUIScreenIsFreedAfterAStateChange() {
        weak var freedWindow: UIWindow?
        weak var freedController: UIViewController?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let controller = UIHostingController(rootView: ReleaseToggle())
            window.rootViewController = controller
            let voiceOver = VoiceOver(window: window)
            voiceOver.swipeRight()
            voiceOver.doubleTap()
            #expect(voiceOver.focusedDescription == "Alarm, Switch Button, On, Double tap to toggle setting.")
            freedWindow = window
            freedController = controller
        }
        #expect(freedController == nil)
        #expect(freedWindow == nil)
    }
}

private struct ReleaseToggle: View {
    @State private var isOn = false
    var body: some View {
        Toggle("Alarm", isOn: $isOn)
    }
}
