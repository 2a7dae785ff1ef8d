import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// An accordion drawn by a style of its own, as cvs-health's AccordionsView writes it.
private struct PlusMinusStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isExpanded ? "minus" : "plus")
            configuration.label
        }
        .accessibilityElement(children: .combine)
        .onTapGesture { configuration.isExpanded.toggle() }
        if configuration.isExpanded {
            configuration.content
        }
    }
}

/// `DisclosureGroupStyle`: a custom style draws; VoiceOver reads the disclosure group. Source:
/// cvs-health/ios-swiftui-accessibility-techniques, AccordionsView ("The second good accordion
/// example uses a custom `DisclosureGroupStyle`. VoiceOver speaks the same "Collapsed…" and
/// "Expanded…" state" as the native group); Apple's documentation of `DisclosureGroupStyle`.
@Suite("SwiftUI disclosure group styles")
@MainActor
struct DisclosureGroupStyleTests {
    @Test("A custom style's group reads as the native one: its label, Collapsed, Button; a double tap expands it")
    func customStyle() {
        let voiceOver = HostedScreen {
            DisclosureGroup("Terms") { Text("Be kind.") }.disclosureGroupStyle(PlusMinusStyle())
        }.voiceOver()
        let native = HostedScreen { DisclosureGroup("Terms") { Text("Be kind.") } }.voiceOver()
        #expect(voiceOver.transcript() == native.transcript())
        #expect(voiceOver.transcript() == ["Terms, Collapsed, Button"])
        #expect(voiceOver.doubleTap() == "Expanded")
        #expect(voiceOver.transcript() == ["Terms, Expanded, Button", "Be kind."])
    }

    @Test("The automatic style is the native group; the style reaches the groups inside a view")
    func automaticAndInherited() {
        let screen = HostedScreen {
            VStack {
                DisclosureGroup("One") { Text("1") }
                DisclosureGroup("Two") { Text("2") }.disclosureGroupStyle(.automatic)
            }
            .disclosureGroupStyle(PlusMinusStyle())
        }
        #expect(screen.transcript() == ["One, Collapsed, Button", "Two, Collapsed, Button"])
    }
}
