import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A store as apps keep it in their `App`: made once, handed to the views below.
final class TallyStore: ObservableObject {
    @Published var count = 0
}

/// An app holding its state, as apps write it: a `@StateObject` given to the content with
/// `.environmentObject`, and a `@State` passed down as a binding.
struct TallyApp: App {
    @StateObject private var store = TallyStore()
    @State private var isCompact = false

    var body: some Scene {
        WindowGroup {
            TallyView(isCompact: $isCompact).environmentObject(store)
        }
    }
}

struct TallyView: View {
    @EnvironmentObject var store: TallyStore
    @Binding var isCompact: Bool

    var body: some View {
        VStack {
            Text(isCompact ? "\(store.count)" : "Count: \(store.count)")
            Button("Add") { store.count += 1 }
            Button("Compact") { isCompact.toggle() }
        }
    }
}

/// State an `App` holds lives as long as the app, as a view's lives as long as the view, and a
/// change to it renders the window again. Sources: Apple's documentation of `StateObject` ("Use
/// a state object as the single source of truth for a reference type that you store in a view
/// hierarchy. Create a state object in an App, Scene, or View") and of `State`.
@Suite("SwiftUI app state")
@MainActor
struct AppStateTests {
    @Test func anAppsStateObjectAndStateLastAndRender() throws {
        let (application, window) = try TallyApp.launch()
        let voiceOver = VoiceOver(window: window)
        #expect(voiceOver.transcript() == ["Count: 0", "Add, Button", "Compact, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Count: 2", "Add, Button", "Compact, Button"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["2", "Add, Button", "Compact, Button"])
        withExtendedLifetime(application) {}
    }
}
