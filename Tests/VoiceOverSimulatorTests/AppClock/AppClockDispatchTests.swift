import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// Work app code schedules on the main queue runs on the clock of the VoiceOver driving the app
/// (docs/app-clock.md). Apple's documentation of `DispatchQueue.main` ("the dispatch queue
/// associated with the main thread", whose work the main run loop runs) and of
/// `asyncAfter(deadline:execute:)` ("schedules a work item for execution at the specified time").
@MainActor
@Suite("App clock: DispatchQueue.main")
struct AppClockDispatchTests {
    /// An app that changes its screen a moment after a tap is heard doing so once the clock has
    /// reached that moment, not before.
    @Test func aLabelChangedOneSecondAfterATapIsReadAfterTheClockAdvances() {
        let app = ClockScreen()
        app.action = { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { app.label.text = "Loaded" } }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript().first == "Loading")
        voiceOver.advance(by: .milliseconds(999))
        #expect(app.label.text == "Loading")
        voiceOver.advance(by: .milliseconds(1))
        #expect(app.label.text == "Loaded")
        #expect(voiceOver.swipeLeft() == "Loaded")
    }

    /// Zero-delay work runs on the main run loop's next turn, after the handler returns, and
    /// VoiceOver speaks what it posts at the end of the gesture.
    @Test func workDispatchedAtOnceRunsBeforeTheGestureEnds() {
        let app = ClockScreen()
        var ran = false
        var ranInsideAction = false
        app.action = {
            DispatchQueue.main.async {
                ran = true
                UIAccessibility.post(notification: .announcement, argument: "Saved")
            }
            ranInsideAction = ran
        }
        let voiceOver = app.voiceOverOnButton()
        #expect(voiceOver.doubleTap() == "Saved")
        #expect(ran)
        #expect(!ranInsideAction)
        #expect(voiceOver.spokenLog.last == "Saved")
    }

    /// The posted announcement is heard when the delayed work runs, in the middle of an advance.
    @Test func anAnnouncementPostedByDelayedWorkIsSpokenWhenItRuns() {
        let app = ClockScreen()
        app.action = {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                UIAccessibility.post(notification: .announcement, argument: "Upload finished")
            }
        }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        voiceOver.settle()
        #expect(voiceOver.spokenLog.last == "Upload finished")
        #expect(voiceOver.now >= .seconds(2))
    }

    /// Work due at the same moment runs in the order it was scheduled, as the main run loop runs
    /// it; later work after earlier work, whatever the order it was scheduled in.
    @Test func workRunsInTimeOrderThenInTheOrderScheduled() {
        let app = ClockScreen()
        var order: [String] = []
        app.action = {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { order.append("half a second") }
            DispatchQueue.main.async { order.append("first at once") }
            Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in
                MainActor.assumeIsolated { order.append("timer at once") }
            }
            DispatchQueue.main.async {
                order.append("second at once")
                DispatchQueue.main.async { order.append("scheduled by work") }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { order.append("a fifth of a second") }
        }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        #expect(order == ["first at once", "timer at once", "second at once", "scheduled by work"])
        voiceOver.advance(by: .seconds(1))
        #expect(
            order == [
                "first at once", "timer at once", "second at once", "scheduled by work", "a fifth of a second",
                "half a second",
            ])
    }

    /// Work a global queue is given from the main actor runs on the clock too, so its hop back to
    /// the main queue is deterministic.
    @Test func aGlobalQueuesWorkAndItsHopBackRunOnTheClock() {
        let app = ClockScreen()
        app.action = {
            DispatchQueue.global().async {
                let loaded = "3 messages"
                DispatchQueue.main.async { app.label.text = loaded }
            }
        }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        #expect(app.label.text == "3 messages")
    }

    /// Work scheduled by the test's own body belongs to the VoiceOver the test started and runs at
    /// its next gesture (docs/app-clock.md, "When work runs").
    @Test func workTheTestSchedulesRunsAtTheNextGesture() {
        let app = ClockScreen()
        let voiceOver = app.voiceOverOnButton()
        DispatchQueue.main.async { app.label.text = "Offline" }
        #expect(app.label.text == "Loading")
        #expect(voiceOver.swipeLeft() == "Offline")
    }

    /// Code no assistive technology owns schedules on its application's clock, which the test runs.
    @Test func codeNoTechnologyOwnsRunsOnItsApplicationsClock() {
        let application = UIApplication()
        var ran = false
        application.perform {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ran = true }
        }
        application.clock.advance(by: .milliseconds(500), in: application)
        #expect(!ran)
        application.clock.advance(by: .milliseconds(500), in: application)
        #expect(ran)
    }
}
