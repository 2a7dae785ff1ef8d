import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// Tests running in parallel each drive their own VoiceOver, and never run each other's app work
/// (docs/architecture.md, "One application, parallel tests"; docs/app-clock.md, "Whose clock").
@MainActor
@Suite("App clock: whose clock")
struct AppClockParallelTests {
    /// Work scheduled inside one VoiceOver's `perform` runs on that VoiceOver's clock only.
    @Test func eachVoiceOverRunsOnlyTheWorkOfItsOwnCode() {
        let first = ClockScreen(label: "First")
        let second = ClockScreen(label: "Second")
        let firstVoiceOver = first.screen.voiceOver()
        let secondVoiceOver = second.screen.voiceOver()
        firstVoiceOver.perform {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { first.label.text = "First done" }
        }
        secondVoiceOver.perform {
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                MainActor.assumeIsolated { second.label.text = "Second done" }
            }
        }
        firstVoiceOver.advance(by: .seconds(2))
        #expect(first.label.text == "First done")
        #expect(second.label.text == "Second")
        secondVoiceOver.advance(by: .seconds(1))
        #expect(second.label.text == "Second done")
    }

    /// Parallel tests each with a repeating timer: each counts exactly its own firings however the
    /// others advance meanwhile.
    @Test(arguments: 0..<6)
    func parallelTestsNeverRunEachOthersTimers(_ index: Int) async {
        let app = ClockScreen(label: "Test \(index)")
        var fired = 0
        app.action = {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in MainActor.assumeIsolated { fired += 1 } }
        }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        for _ in 0..<(index + 1) {
            await Task.yield()
            voiceOver.advance(by: .seconds(1))
        }
        #expect(fired == 2 * (index + 1))
    }
}
