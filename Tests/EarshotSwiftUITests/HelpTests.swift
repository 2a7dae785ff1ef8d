import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// `.help` in each of its forms is the view's accessibility hint (Apple's documentation of
/// `help(_:)`: "Adding help to a view configures the view's accessibility hint"); the recorded
/// vectors (`AXSnapshotFidelityTests`, help) give the order of `.help` and `.accessibilityHint`.
@Suite("help")
@MainActor
struct HelpTests {
    enum Form: String, CaseIterable, Sendable {
        case literal, string, text
    }

    @Test("Each form of .help is the hint VoiceOver speaks after the label", arguments: Form.allCases)
    func hint(_ form: Form) {
        let message = "Compose a new message"
        let transcript: [String] =
            switch form {
            case .literal: HostedScreen { Button("Compose") {}.help("Compose a new message") }.transcript()
            case .string: HostedScreen { Button("Compose") {}.help(message) }.transcript()
            case .text: HostedScreen { Button("Compose") {}.help(Text(message)) }.transcript()
            }
        #expect(transcript == ["Compose, Button, Compose a new message"])
    }
}
