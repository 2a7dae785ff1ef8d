import EarshotSwiftUI
import Testing
import VoiceOverSimulator

/// A screen that shows a sheet; the sheet closes itself with `@Environment(\.dismiss)`.
struct ComposeScreen: View {
    @State private var isComposing = false
    @State private var dismissals = 0
    var body: some View {
        VStack {
            Text("Inbox, dismissed \(dismissals)")
            Button("Compose") { isComposing = true }
        }
        .sheet(
            isPresented: $isComposing, onDismiss: { dismissals += 1 },
            content: {
                ComposeSheet()
            })
    }
}

struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("New Message").accessibilityAddTraits(.isHeader)
            Button("Cancel") { dismiss() }
        }
    }
}

struct DeleteScreen: View {
    @State private var isAsking = false
    @State private var deleted = false
    var body: some View {
        VStack {
            Text(deleted ? "Deleted" : "Draft")
            Button("Delete") { isAsking = true }
        }
        .alert("Delete draft?", isPresented: $isAsking) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Keep", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

/// Sheets, alerts and dialogs as SwiftUI presents them: UIKit presentations, so VoiceOver moves
/// into them, reads nothing behind them, and comes back when they close. Sources: docs/swiftui.md,
/// Presentations (Apple's `sheet(isPresented:)`, `alert(_:isPresented:actions:message:)` and
/// `DismissAction` documentation; the alert speaks as UIAlertController, docs/voiceover-behaviour.md).
@Suite("SwiftUI sheets, alerts and dialogs")
@MainActor
struct PresentationTests {
    @Test("A sheet: VoiceOver moves into it and reads only it; dismiss() closes it, onDismiss runs, focus returns")
    func sheet() {
        let voiceOver = HostedScreen(ComposeScreen()).voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["New Message, Heading", "Cancel, Button"])
        #expect(voiceOver.focusedDescription == "New Message, Heading")
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Inbox, dismissed 1", "Compose, Button"])
        #expect(voiceOver.focusedDescription == "Compose, Button")
    }

    @Test("Escape (two-finger scrub) closes a sheet")
    func sheetEscape() {
        let voiceOver = HostedScreen(ComposeScreen()).voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        voiceOver.escape()
        #expect(voiceOver.transcript() == ["Inbox, dismissed 1", "Compose, Button"])
    }

    @Test("An alert: title, message and buttons as UIAlertController; a button closes it and runs its action")
    func alert() {
        let voiceOver = HostedScreen(DeleteScreen()).voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Delete draft?", "This cannot be undone.", "Keep, Button", "Delete, Button"])
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Deleted", "Delete, Button"])
    }

    @Test("Escape on an alert runs its cancel button")
    func alertEscape() {
        let voiceOver = HostedScreen(DeleteScreen()).voiceOver()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        voiceOver.escape()
        #expect(voiceOver.transcript() == ["Draft", "Delete, Button"])
    }

    @Test("An alert without actions has one OK button")
    func alertOK() {
        let isPresented = StoredValue(true)
        let binding = isPresented.binding
        let screen = HostedScreen { Text("Saved").alert("Saved", isPresented: binding) {} }
        #expect(screen.transcript() == ["Saved", "OK, Button"])
    }

    @Test("A confirmation dialog is an action sheet with Cancel added; its title hidden unless .visible")
    func confirmationDialog() {
        let isPresented = StoredValue(true)
        let binding = isPresented.binding
        let hidden = HostedScreen {
            Text("Photo").confirmationDialog("Photo", isPresented: binding) { Button("Share") {} }
        }
        #expect(hidden.transcript() == ["Share, Button", "Cancel, Button"])
        let visible = HostedScreen {
            Text("Photo").confirmationDialog("Change photo", isPresented: binding, titleVisibility: .visible) {
                Button("Remove", role: .destructive) {}
            }
        }
        #expect(visible.transcript() == ["Change photo", "Remove, Button", "Cancel, Button"])
    }
}
