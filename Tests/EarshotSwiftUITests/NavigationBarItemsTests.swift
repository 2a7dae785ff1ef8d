import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// `navigationBarItems(leading:trailing:)` and `navigationBarBackButtonHidden(_:)`. Sources:
/// Apple's documentation of `navigationBarItems(leading:trailing:)` (deprecated for `toolbar` with
/// the leading and trailing placements, which it equals) and of
/// `navigationBarBackButtonHidden(_:)`; the bar speaks as UIKit's UINavigationBar, whose
/// `UINavigationItem.hidesBackButton` hides the back button (docs/voiceover-behaviour.md).
@Suite("SwiftUI navigation bar items and the hidden back button")
@MainActor
struct NavigationBarItemsTests {
    struct Compose: View {
        @State private var drafts = 0
        var body: some View {
            NavigationView {
                Text("Drafts: \(drafts)")
                    .navigationBarTitle("Compose")
                    .navigationBarItems(
                        leading: Button("Cancel") {},
                        trailing: Button("Save") { drafts += 1 })
            }
        }
    }

    @Test func navigationBarItemsAreTheBarsButtons() {
        let voiceOver = HostedScreen(Compose()).voiceOver()
        #expect(voiceOver.transcript() == ["Cancel, Button", "Compose, Heading", "Save, Button", "Drafts: 0"])
        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight() == "Save, Button")
        voiceOver.doubleTap()
        #expect(voiceOver.transcript().last == "Drafts: 1")
    }

    @Test func trailingItemsAlone() {
        let voiceOver = HostedScreen {
            NavigationStack {
                Text("Inbox").navigationTitle("Mail").navigationBarItems(trailing: Button("Edit") {})
            }
        }.voiceOver()
        #expect(voiceOver.transcript() == ["Mail, Heading", "Edit, Button", "Inbox"])
    }

    struct Wizard: View {
        let hidesBack: Bool
        var body: some View {
            NavigationStack {
                NavigationLink("Next") {
                    Text("Step 2").navigationTitle("Step 2").navigationBarBackButtonHidden(hidesBack)
                }
                .navigationTitle("Step 1")
            }
        }
    }

    /// A pushed screen that hides its back button shows no back button to VoiceOver; VoiceOver's
    /// Escape still goes back, as a UIKit navigation controller pops on it.
    @Test func aHiddenBackButtonIsNotRead() {
        let voiceOver = HostedScreen(Wizard(hidesBack: true)).voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Step 2, Heading", "Step 2"])
        voiceOver.escape()
        #expect(voiceOver.transcript() == ["Step 1, Heading", "Next, Button"])
        let shown = HostedScreen(Wizard(hidesBack: false)).voiceOver()
        shown.swipeRight()
        shown.doubleTap()
        #expect(shown.transcript() == ["Step 1, Back Button", "Step 2, Heading", "Step 2"])
    }
}
