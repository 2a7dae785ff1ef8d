import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// Timers on the app clock. Apple's documentation of `Timer`: a repeating timer "fires once at
/// each multiple of the interval" ("Repeating Versus Nonrepeating Timers"), `invalidate()` "stops
/// the timer from ever firing again", a timer must be added to a run loop to fire
/// (`RunLoop.add(_:forMode:)`), and "if seconds is less than or equal to 0.0, this method chooses
/// the nonnegative value of 0.1 milliseconds instead" (`scheduledTimer(withTimeInterval:repeats:block:)`).
@MainActor
@Suite("App clock: Timer, RunLoop, delayed performs")
struct AppClockTimerTests {
    /// A repeating timer updating a label is heard with its latest value; `settle()` does not wait
    /// for a timer that never finishes, and returns.
    @Test func aRepeatingTimerUpdatesALabelAndSettleStillReturns() {
        let app = ClockScreen(label: "0 seconds")
        var timer: Timer?
        var seconds = 0
        app.action = {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                MainActor.assumeIsolated {
                    seconds += 1
                    app.label.text = "\(seconds) seconds"
                }
            }
        }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        #expect(voiceOver.settle())
        voiceOver.advance(by: .seconds(3))
        #expect(voiceOver.swipeLeft() == "3 seconds")
        #expect(timer?.isValid == true)
        timer?.invalidate()
        voiceOver.advance(by: .seconds(5))
        #expect(seconds == 3)
    }

    /// A one-shot timer holds `settle()` until it has fired; then it is no longer valid.
    @Test func settleWaitsForATimerThatFiresOnce() {
        let app = ClockScreen()
        var timer: Timer?
        app.action = {
            timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in
                MainActor.assumeIsolated { app.label.text = "Done" }
            }
        }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        #expect(voiceOver.settle())
        #expect(app.label.text == "Done")
        #expect(voiceOver.now >= .seconds(5))
        #expect(timer?.isValid == false)
    }

    /// A timer of interval 0 that repeats fires every 0.1 ms: an advance runs at most
    /// `AppClock.workLimit` pieces of work, and says where the runaway work came from.
    @Test func aRunawayTimerIsStoppedAtTheWorkLimit() {
        let app = ClockScreen()
        var fired = 0
        app.action = {
            Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in MainActor.assumeIsolated { fired += 1 } }
        }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        voiceOver.advance(by: .seconds(60))
        // One firing in the double tap's settling, then the advance's limit.
        #expect(fired == AppClock.workLimit + 1)
        #expect(voiceOver.now == .seconds(60))
        #expect(voiceOver.appClock?.overrun?.contains("Timer") == true)
        #expect(voiceOver.swipeLeft() == "Loading")
    }

    /// `Timer(timeInterval:repeats:block:)` added to the main run loop fires from its fire date.
    @Test func aTimerAddedToTheMainRunLoopFires() {
        let app = ClockScreen()
        app.action = {
            let timer = Timer(timeInterval: 2, repeats: false) { _ in MainActor.assumeIsolated { app.label.text = "Ready" } }
            RunLoop.main.add(timer, forMode: .common)
        }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        // The fire date is measured against real time when the timer is added: a busy machine
        // may take a few milliseconds between making and adding it.
        voiceOver.advance(by: .milliseconds(1900))
        #expect(app.label.text == "Loading")
        voiceOver.advance(by: .milliseconds(100))
        #expect(app.label.text == "Ready")
    }

    /// The selector forms as `earshot port` writes them (docs/port.md): a method reference and its
    /// target, held until the timer is invalidated.
    @Test func thePortedSelectorTimerCallsTheMethodOnItsTarget() {
        let app = ClockScreen()
        let ticker = Ticker(label: app.label)
        app.action = { ticker.start() }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        voiceOver.advance(by: .seconds(2))
        #expect(app.label.text == "Tick 2")
        ticker.timer?.invalidate()
        voiceOver.advance(by: .seconds(2))
        #expect(app.label.text == "Tick 2")
    }

    /// `perform(_:with:afterDelay:)` as ported runs the method once after the delay;
    /// `cancelPreviousPerformRequests(withTarget:)` cancels what is waiting.
    @Test func delayedPerformsRunOnceAndCanBeCancelled() {
        let app = ClockScreen()
        let ticker = Ticker(label: app.label)
        app.action = {
            ticker.perform(Ticker.show, with: "Shown", afterDelay: 1)
            ticker.perform(Ticker.tick, with: nil, afterDelay: 3)
        }
        let voiceOver = app.voiceOverOnButton()
        voiceOver.doubleTap()
        voiceOver.advance(by: .seconds(1))
        #expect(app.label.text == "Shown")
        voiceOver.perform { NSObject.cancelPreviousPerformRequests(withTarget: ticker) }
        voiceOver.advance(by: .seconds(5))
        #expect(app.label.text == "Shown")
        #expect(ticker.ticks == 0)
    }
}

/// An app object using the selector forms `earshot port` writes.
@MainActor
final class Ticker: NSObject {
    let label: UILabel
    var timer: Timer?
    var ticks = 0

    init(label: UILabel) {
        self.label = label
    }

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Ticker.tick(_:), userInfo: nil, repeats: true)
    }

    func tick(_ timer: Timer) {
        tick()
    }

    func tick() {
        ticks += 1
        label.text = "Tick \(ticks)"
    }

    func show(_ text: String) {
        label.text = text
    }
}
