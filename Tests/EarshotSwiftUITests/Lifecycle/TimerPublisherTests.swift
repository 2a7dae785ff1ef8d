import EarshotSwiftUI
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// Combine's `Timer.publish(every:tolerance:on:in:options:)` on the app clock, heard through
/// VoiceOver (docs/app-clock.md, "Foundation's names"; docs/swiftui.md, "Lifecycle and time").
/// Sources: Apple's documentation of `Timer.TimerPublisher` and of `ConnectablePublisher`
/// ("won't produce elements until you explicitly connect to it"; `autoconnect()` connects when the
/// first subscriber attaches), of `onReceive(_:perform:)`, and of `Timer` ("Repeating Versus
/// Nonrepeating Timers": a repeating timer fires at each multiple of its interval).
@MainActor
@Suite("SwiftUI Timer.publish on the app clock")
struct TimerPublisherTests {
    /// A clock as apps write it: the publisher made in the body, autoconnected by `.onReceive`.
    struct Ticker: View {
        @State private var count = 0
        var body: some View {
            Text("Count \(count)")
                .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in count += 1 }
        }
    }

    /// The timer fires once at each whole second the clock passes, and VoiceOver reads the count it
    /// leaves.
    @Test(arguments: [(500, 0), (1000, 1), (2500, 2), (3000, 3), (10_000, 10)])
    func anAutoconnectedTimerFiresAtEachInterval(milliseconds: Int, count: Int) {
        let voiceOver = HostedScreen(Ticker()).voiceOver()
        #expect(voiceOver.lastSpoken == "Count 0")
        voiceOver.advance(by: .milliseconds(milliseconds))
        #expect(voiceOver.focusedDescription == "Count \(count)")
    }

    /// A countdown that stops itself as apps do, with `timer.upstream.connect().cancel()` (the
    /// pattern of Hacking with Swift, "Triggering events repeatedly using a timer"): `connect()` on
    /// a connected publisher returns its live connection, so cancelling it stops the timer.
    struct Countdown: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var remaining = 3
        var body: some View {
            Text(remaining == 0 ? "Time's up" : "\(remaining) left")
                .onReceive(timer) { _ in
                    remaining -= 1
                    if remaining == 0 { timer.upstream.connect().cancel() }
                }
        }
    }

    @Test func aCountdownCancelsItsTimerAtZero() {
        let voiceOver = HostedScreen(Countdown()).voiceOver()
        #expect(voiceOver.lastSpoken == "3 left")
        voiceOver.advance(by: .seconds(2))
        #expect(voiceOver.focusedDescription == "1 left")
        voiceOver.advance(by: .seconds(1))
        #expect(voiceOver.focusedDescription == "Time's up")
        #expect(voiceOver.appClock?.nextDue == nil)
        voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.focusedDescription == "Time's up")
    }

    final class Log: @unchecked Sendable {
        var ticks = 0
    }

    struct Hideable: View {
        let log: Log
        @State private var showsClock = true
        var body: some View {
            VStack {
                if showsClock {
                    Text("Clock")
                        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in log.ticks += 1 }
                }
                Button("Hide") { showsClock = false }
            }
        }
    }

    /// A view that disappears cancels its subscription (Apple's documentation of
    /// `onReceive(_:perform:)`), and the autoconnected timer with it: nothing is left on the clock.
    @Test func aViewThatDisappearsStopsItsTimer() {
        let log = Log()
        let voiceOver = HostedScreen(Hideable(log: log)).voiceOver()
        voiceOver.advance(by: .seconds(2))
        #expect(log.ticks == 2)
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Hide, Button"])
        voiceOver.advance(by: .seconds(3))
        #expect(log.ticks == 2)
        #expect(voiceOver.appClock?.nextDue == nil)
    }

    struct Receiver: View {
        let publisher: Timer.TimerPublisher
        @State private var count = 0
        var body: some View {
            Text("Count \(count)").onReceive(publisher) { _ in count += 1 }
        }
    }

    /// A publisher nobody connects never fires; `connect()` starts its timer on the clock of the
    /// VoiceOver the test started, and cancelling the connection stops it (Apple's documentation of
    /// `ConnectablePublisher.connect()`: "returns an instance with which to cancel publishing").
    @Test func aPublisherFiresOnlyWhileConnected() {
        let publisher = Timer.publish(every: 1, on: .main, in: .common)
        let voiceOver = HostedScreen(Receiver(publisher: publisher)).voiceOver()
        voiceOver.advance(by: .seconds(3))
        #expect(voiceOver.focusedDescription == "Count 0")
        #expect(voiceOver.appClock?.nextDue == nil)

        let connection = publisher.connect()
        voiceOver.advance(by: .seconds(2))
        #expect(voiceOver.focusedDescription == "Count 2")
        connection.cancel()
        voiceOver.advance(by: .seconds(3))
        #expect(voiceOver.focusedDescription == "Count 2")
        #expect(voiceOver.appClock?.nextDue == nil)

        let again = publisher.connect()
        voiceOver.advance(by: .seconds(1))
        #expect(voiceOver.focusedDescription == "Count 3")
        again.cancel()
    }

    /// A stopwatch model as the ObservableObject era writes it: the autoconnected publisher's
    /// `sink` kept in an `AnyCancellable`, its type written out.
    @MainActor
    final class Stopwatch: ObservableObject {
        @Published var seconds = 0
        private var ticking: AnyCancellable?
        let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()

        func start() {
            ticking = timer.sink { [weak self] _ in self?.seconds += 1 }
        }

        func stop() {
            ticking?.cancel()
            ticking = nil
        }
    }

    struct StopwatchScreen: View {
        @StateObject private var stopwatch = Stopwatch()
        var body: some View {
            VStack {
                Text("\(stopwatch.seconds) seconds")
                Button("Start") { stopwatch.start() }
                Button("Stop") { stopwatch.stop() }
            }
        }
    }

    /// Cancelling the `AnyCancellable` of an autoconnected publisher's `sink` ends its last
    /// subscription, which cancels the connection and the timer (Apple's documentation of
    /// `autoconnect()` and of `AnyCancellable`): the count VoiceOver reads stops.
    @Test func cancellingTheSubscriptionStopsTheTimer() {
        let voiceOver = HostedScreen(StopwatchScreen()).voiceOver()
        #expect(voiceOver.appClock?.nextDue == nil)
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        voiceOver.advance(by: .seconds(3))
        voiceOver.swipeLeft()
        #expect(voiceOver.lastSpoken == "3 seconds")
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.appClock?.nextDue == nil)
        voiceOver.advance(by: .seconds(3))
        voiceOver.swipeLeft()
        voiceOver.swipeLeft()
        #expect(voiceOver.lastSpoken == "3 seconds")
    }

    /// Each spelling of `Timer.publish` apps write is Earshot's, on the app clock, rather than
    /// OpenCombine's own, which runs on the real run loop.
    @Test(arguments: ["every:on:in:", "every:tolerance:on:in:", "every:on:in:options:", "every:tolerance:on:in:options:"])
    func everySpellingFiresOnTheAppClock(spelling: String) {
        let publisher: Timer.TimerPublisher
        switch spelling {
        case "every:on:in:": publisher = Timer.publish(every: 0.5, on: .main, in: .default)
        case "every:tolerance:on:in:": publisher = Timer.publish(every: 0.5, tolerance: 0.1, on: .main, in: .default)
        case "every:on:in:options:": publisher = Timer.publish(every: 0.5, on: .main, in: .default, options: nil)
        default: publisher = Timer.publish(every: 0.5, tolerance: 0.1, on: .main, in: .default, options: nil)
        }
        let voiceOver = HostedScreen(Receiver(publisher: publisher)).voiceOver()
        let connection = publisher.connect()
        voiceOver.advance(by: .seconds(2))
        #expect(voiceOver.focusedDescription == "Count 4")
        connection.cancel()
    }
}
