import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The `isEnabled:` modifiers and AccessibilityNotification. Sources: Apple's documentation of
/// `accessibilityLabel(_:isEnabled:)` and of the Accessibility framework's
/// `AccessibilityNotification` (each posts UIKit's notification of that name).
@Suite("Accessibility API: isEnabled variants and notifications")
@MainActor
struct AccessibilityAPITests {
    @Test("isEnabled: true sets the property, false leaves the view as it was")
    func isEnabledVariants() {
        let screen = HostedScreen {
            VStack {
                Text("Plain").accessibilityLabel("Renamed", isEnabled: true).accessibilityHint("Hinted", isEnabled: true)
                Text("Kept").accessibilityLabel("Ignored", isEnabled: false).accessibilityValue("Ignored", isEnabled: false)
                Text("Header").accessibilityAddTraits(.isHeader, isEnabled: true)
                Text("Not header").accessibilityAddTraits(.isHeader, isEnabled: false)
                Circle().frame(width: 10, height: 10).accessibilityLabel("Dot", isEnabled: false)
                Text("Visual").accessibilityShowsLargeContentViewer().accessibilityIgnoresInvertColors()
            }
        }
        #expect(screen.transcript() == ["Renamed, Hinted", "Kept", "Header, Heading", "Not header", "Visual"])
    }

    @Test("AccessibilityNotification.Announcement is spoken; the others post UIKit's notifications")
    func notifications() {
        let screen = HostedScreen { Text("Saved list") }
        let voiceOver = screen.voiceOver()
        screen.application.perform { AccessibilityNotification.Announcement("Item saved").post() }
        #expect(voiceOver.lastSpoken == "Item saved")
        screen.application.perform { AccessibilityNotification.LayoutChanged().post() }
        screen.application.perform { AccessibilityNotification.ScreenChanged().post() }
        #expect(voiceOver.focusedDescription == "Saved list")
    }
}
