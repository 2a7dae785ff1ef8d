import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

struct GreetingReader: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text(greeting) }
}

struct SettingsReader: View {
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.legibilityWeight) private var weight
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.horizontalSizeClass) private var horizontal
    var body: some View {
        VStack {
            Text(voiceOverEnabled ? "VoiceOver on" : "VoiceOver off")
            Text(reduceMotion ? "Still" : "Animated")
            Text(weight == .bold ? "Bold" : "Regular")
            Text(contrast == .increased ? "High contrast" : "Standard contrast")
            Text(horizontal == .compact ? "Compact width" : "Other width")
        }
    }
}

/// Flashzilla's answer buttons (HackingWithSwift project 17): shown only to users who cannot rely
/// on colour or cannot drag, as the app writes it.
struct AnswerButtons: View {
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    var body: some View {
        VStack {
            Text("Card")
            if differentiateWithoutColor {
                Button("Wrong") {}
                Button("Correct") {}
            }
        }
    }
}

/// Custom environment keys and the accessibility environment values: Apple's documentation of
/// `EnvironmentKey`, `EnvironmentValues.accessibilityVoiceOverEnabled`,
/// `accessibilityReduceMotion`, `legibilityWeight` and `colorSchemeContrast` (docs/swiftui.md,
/// "State").
@Suite("SwiftUI environment values")
@MainActor
struct EnvironmentValuesTests {
    @Test("A custom EnvironmentKey: its default, and the value an ancestor set")
    func customKey() {
        #expect(HostedScreen(GreetingReader()).transcript() == ["Hello"])
        #expect(HostedScreen(GreetingReader().environment(\.greeting, "Bonjour")).transcript() == ["Bonjour"])
    }

    @Test("The accessibility values answer from the device's settings, and a change re-renders")
    func accessibilityValues() {
        let voiceOver = HostedScreen(SettingsReader()).voiceOver()
        #expect(
            voiceOver.transcript() == [
                "VoiceOver on", "Animated", "Regular", "Standard contrast", "Compact width",
            ])
        voiceOver.accessibilitySettings.isReduceMotionEnabled = true
        voiceOver.accessibilitySettings.isBoldTextEnabled = true
        voiceOver.accessibilitySettings.isDarkerSystemColorsEnabled = true
        #expect(
            voiceOver.transcript() == [
                "VoiceOver on", "Still", "Bold", "High contrast", "Compact width",
            ])
    }

    @Test("Differentiate Without Color answers from the device's settings, and turning it on re-renders")
    func differentiateWithoutColor() {
        // Apple's documentation of `accessibilityDifferentiateWithoutColor` and of UIKit's
        // `shouldDifferentiateWithoutColor` (Settings › Accessibility › Display & Text Size).
        let voiceOver = HostedScreen(AnswerButtons()).voiceOver()
        #expect(voiceOver.transcript() == ["Card"])
        voiceOver.accessibilitySettings.shouldDifferentiateWithoutColor = true
        #expect(voiceOver.transcript() == ["Card", "Wrong, Button", "Correct, Button"])
    }
}
