import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// `ControlGroup` (Apple's documentation: "a container view that displays semantically-related
/// controls in a visually-appropriate manner for the context") groups controls visually; each
/// control stays its own element, read left to right.
@Suite("SwiftUI ControlGroup")
@MainActor
struct ControlGroupTests {
    @Test("Each control is its own element; the label is not read")
    func controls() {
        let voiceOver = HostedScreen {
            ControlGroup {
                Button("Bold") {}
                Button("Italic") {}
            } label: {
                Text("Style")
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Bold, Button", "Italic, Button"])
    }
}
