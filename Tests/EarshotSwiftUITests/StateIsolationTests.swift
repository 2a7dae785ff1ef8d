import EarshotSwiftUI
import Foundation
import Testing
import VoiceOverSimulator

struct TickerScreen: View {
    @State var ticks = 0
    var body: some View {
        Text("Ticks \(ticks)")
    }

    /// What a `Timer` or a background task does in an app: sets the state from outside the main
    /// actor, through the state itself (a `Sendable` value when its value is).
    nonisolated func tickInBackground() async {
        let state = _ticks
        await Task.detached { state.wrappedValue += 1 }.value
    }
}

/// `State` and `Binding` are nonisolated and `Sendable` where their value is, as in the SDK:
/// Apple's documentation of `State` ("You can safely mutate state properties from any thread")
/// and of `Binding` ("A binding conforms to Sendable only if its wrapped value type also conforms
/// to Sendable") (docs/swiftui.md, "State").
@Suite("SwiftUI state across isolation")
@MainActor
struct StateIsolationTests {
    @Test("Setting @State from a detached task re-renders on the main actor")
    func stateFromBackground() async {
        let view = TickerScreen()
        let voiceOver = HostedScreen(view).voiceOver()
        #expect(voiceOver.transcript() == ["Ticks 0"])
        await view.tickInBackground()
        await Task.yield()
        #expect(voiceOver.transcript() == ["Ticks 1"])
    }

    @Test("A binding to state is Sendable and writes from another task")
    func bindingFromBackground() async {
        let view = TickerScreen()
        let voiceOver = HostedScreen(view).voiceOver()
        let binding = view.$ticks
        await Task.detached { binding.wrappedValue = 9 }.value
        await Task.yield()
        #expect(binding.wrappedValue == 9)
        #expect(voiceOver.transcript() == ["Ticks 9"])
    }
}
