import EarshotUIKit
import Foundation
import OpenCombine
import OpenCombineFoundation

/// Combine's `Timer.publish(every:tolerance:on:in:options:)`, fired by the app clock as
/// `Timer.scheduledTimer` is (docs/app-clock.md, "Combine's timer publisher").
///
/// It lives in EarshotSwiftUI rather than beside `Timer` in EarshotUIKit because OpenCombine, whose
/// `ConnectablePublisher` it is, is a dependency of EarshotSwiftUI only. OpenCombineFoundation,
/// which Earshot re-exports as Combine, declares the same method on `Foundation.Timer`, running on
/// the real run loop; these overloads take no default arguments, so Swift prefers them for every
/// spelling apps write. The one spelling left to OpenCombine's is `tolerance: nil` together with
/// `options:`, which names neither a tolerance nor options (Combine's `RunLoop.SchedulerOptions`
/// has no public initializer, so `options:` can only be `nil`).
extension Timer {
    /// A publisher of the current date every `interval` seconds once connected.
    public static func publish(every interval: TimeInterval, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }

    /// As `publish(every:on:in:)`; the tolerance is kept, and the clock fires on time regardless.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval?, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// As `publish(every:on:in:)`, with the scheduler options kept on the publisher.
    public static func publish(
        every interval: TimeInterval, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.OCombine.SchedulerOptions?
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode, options: options)
    }

    /// As `publish(every:on:in:)`, with a tolerance and scheduler options.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.OCombine.SchedulerOptions?
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Combine's `Timer.TimerPublisher`: a connectable publisher of the current date (`Date()`,
    /// the wall clock's: Earshot moves no dates) each time its timer fires.
    ///
    /// `connect()` makes a repeating `Timer` and adds it to `runLoop` in `mode`; on the main actor
    /// `RunLoop.add(_:forMode:)` hands it to the app clock, which fires it at each multiple of
    /// `interval` and holds it, and through it this publisher, until the connection is cancelled
    /// (docs/app-clock.md, "Whose clock"). A publisher has one connection at a time: `connect()`
    /// while connected returns the live one, so `timer.upstream.connect().cancel()`, as apps stop
    /// an autoconnected timer, stops it. Each date goes to every subscriber with demand left;
    /// nothing is sent before `connect()`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.OCombine.SchedulerOptions?

        private let lock = NSLock()
        /// Guarded by `lock`: what each subscription does with a date.
        private var receivers: [CombineIdentifier: (Date) -> Void] = [:]
        /// Guarded by `lock`: the live connection, if any.
        private var connection: Connection?

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.OCombine.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Date, Downstream.Failure == Never {
            let subscription = DateSubscription(downstream: subscriber, publisher: self)
            lock.withLock { receivers[subscription.combineIdentifier] = subscription.send }
            subscriber.receive(subscription: subscription)
        }

        public func connect() -> any Cancellable {
            let (live, isNew): (Connection, Bool) = lock.withLock {
                if let connection { return (connection, false) }
                let timer = Timer(timeInterval: interval, repeats: true) { [self] _ in fire(at: Date()) }
                let made = Connection(timer: timer, publisher: self)
                connection = made
                return (made, true)
            }
            if isNew {
                live.timer.tolerance = tolerance ?? 0
                runLoop.add(live.timer, forMode: mode)
            }
            return live
        }

        private func fire(at date: Date) {
            let targets = lock.withLock { Array(receivers.values) }
            for send in targets { send(date) }
        }

        fileprivate func remove(_ subscription: CombineIdentifier) {
            lock.withLock { receivers[subscription] = nil }
        }

        fileprivate func disconnect(_ ended: Connection) {
            lock.withLock {
                if connection === ended { connection = nil }
            }
        }
    }
}

/// A connection of a `Timer.TimerPublisher`: cancelling it invalidates its timer.
private final class Connection: Cancellable, @unchecked Sendable {
    let timer: Timer
    weak var publisher: Timer.TimerPublisher?

    init(timer: Timer, publisher: Timer.TimerPublisher) {
        self.timer = timer
        self.publisher = publisher
    }

    func cancel() {
        timer.invalidate()
        publisher?.disconnect(self)
    }
}

/// One subscriber's subscription to a `Timer.TimerPublisher`: dates go to it while it has demand.
private final class DateSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == Date, Downstream.Failure == Never {
    private let lock = NSLock()
    /// Guarded by `lock`; nil once cancelled.
    private var downstream: Downstream?
    /// Guarded by `lock`.
    private var demand = Subscribers.Demand.none
    private weak var publisher: Timer.TimerPublisher?

    init(downstream: Downstream, publisher: Timer.TimerPublisher) {
        self.downstream = downstream
        self.publisher = publisher
    }

    func send(_ date: Date) {
        let receiver: Downstream? = lock.withLock {
            guard let downstream, demand != .none else { return nil }
            demand -= 1
            return downstream
        }
        guard let receiver else { return }
        let more = receiver.receive(date)
        guard more != .none else { return }
        lock.withLock {
            if downstream != nil { demand += more }
        }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock {
            if downstream != nil { demand += more }
        }
    }

    func cancel() {
        let wasLive = lock.withLock { downstream.take() != nil }
        if wasLive { publisher?.remove(combineIdentifier) }
    }
}
