import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The phases a view's body saw, in order.
@MainActor
final class PhaseLog {
    static var phases: [ScenePhase] = []
}

struct PhaseView: View {
    @Environment(\.scenePhase) var scenePhase

    var body: some View {
        PhaseLog.phases.append(scenePhase)
        return Text("Phase \(String(describing: scenePhase))")
    }
}

struct PhaseApp: App {
    @Environment(\.scenePhase) var scenePhase

    var body: some Scene {
        WindowGroup {
            Text("App \(String(describing: scenePhase))")
            PhaseView()
        }
    }
}

/// `@Environment(\.scenePhase)` follows the application's life cycle (Apple's documentation of
/// `ScenePhase`: `.active`, `.inactive`, `.background`; an app moving to the background passes
/// through `.inactive`, and back), in a view and in the app itself.
@MainActor
@Suite(.serialized) struct ScenePhaseTests {
    @Test func aLaunchedAppIsActive() throws {
        let (_, window) = try PhaseApp.launch()
        #expect(VoiceOver(window: window).transcript() == ["App active", "Phase active"])
    }

    @Test func leavingAndComingBackPassesThroughInactive() throws {
        let (application, window) = try PhaseApp.launch()
        PhaseLog.phases = []
        application.sendToBackground()
        #expect(VoiceOver(window: window).transcript() == ["App background", "Phase background"])
        application.bringToForeground()
        #expect(VoiceOver(window: window).transcript() == ["App active", "Phase active"])
        let steps = PhaseLog.phases.reduce(into: [ScenePhase]()) { steps, phase in if steps.last != phase { steps.append(phase) } }
        #expect(steps == [.inactive, .background, .inactive, .active])
    }

    /// A hosting controller in a UIKit app reads its window's application too.
    @Test func aHostedViewReadsItsWindowsApplication() {
        let screen = HostedScreen(PhaseView())
        screen.application.sendToBackground()
        #expect(screen.transcript() == ["Phase background"])
    }

    @Test func phasesAreOrderedAsSwiftUIs() {
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }
}
