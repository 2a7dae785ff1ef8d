/// Foundation's `Timer`, fired by the app clock (docs/app-clock.md, "Foundation's names").
///
/// A subclass named as Foundation's class and re-exported by name (as `NSObject` is, docs/uikit.md
/// "Foundation's NSObject"), so `Timer` in a file importing Earshot, and Foundation too, is this
/// one and its class methods are the ones below; it is a `Foundation.Timer` wherever one is
/// expected. Scheduled on the main actor, a timer goes to the clock of the code scheduling it
/// (`AppClock.current`), which fires it at its fire date and then at each multiple of its interval
/// while it is valid (`invalidate()` stops it, as Foundation's; `fire()` is Foundation's: the
/// block runs at once). Scheduled elsewhere, it goes to the current run loop, as Foundation's.
open class Timer: Foundation.Timer {
    /// Whether it repeats, as made: Foundation keeps 0 as the interval of a timer that does not
    /// repeat, and of one that repeats every 0 seconds.
    private var repeatsAsMade: Bool?

    /// A timer firing `block` at `date`, then every `interval` while `repeats`.
    public override init(
        fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Foundation.Timer) -> Void
    ) {
        repeatsAsMade = repeats
        // Foundation's `fire()` ends a timer whose interval is 0; one that repeats every 0 seconds
        // or less repeats every 0.1 ms, as Foundation documents.
        super.init(fire: date, interval: repeats ? max(interval, 0.0001) : interval, repeats: repeats, block: block)
    }

    /// A timer that first fires `interval` from now, as Foundation on Apple platforms makes it (on
    /// Linux, Foundation's fires at once).
    public convenience init(
        timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Foundation.Timer) -> Void
    ) {
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    /// A timer scheduled on the app clock: it first fires `interval` from now.
    @discardableResult
    open override class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Foundation.Timer) -> Void
    ) -> Timer {
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
        if !timer.scheduleOnAppClock(after: Duration(timeInterval: interval)) {
            RunLoop.current.add(timer as Foundation.Timer, forMode: .default)
        }
        return timer
    }

    /// Hands this timer to the current app clock when called on the main actor (false elsewhere).
    nonisolated func scheduleOnAppClock(after delay: Duration) -> Bool {
        guard MainActor.isOnMainQueue else { return false }
        nonisolated(unsafe) let timer = self
        return MainActor.assumeIsolated {
            timer.schedule(on: AppClock.current, after: delay)
            return true
        }
    }

    /// Fires this timer on `clock` after `delay`, then every interval while it is valid. An
    /// interval of 0 or less repeats every 0.1 ms, as Foundation's.
    @MainActor
    func schedule(on clock: AppClock, after delay: Duration) {
        let repeats = repeatsAsMade ?? (timeInterval > 0)
        let repeating = repeats ? Duration(timeInterval: max(timeInterval, 0.0001)) : nil
        nonisolated(unsafe) let timer = self
        let isValid: @MainActor () -> Bool = { timer.isValid }
        clock.schedule(after: delay, repeating: repeating, site: "a Timer of interval \(timeInterval) s", isValid: isValid) {
            timer.fire()
        }
    }
}

extension RunLoop {
    /// `RunLoop.main.add(timer, forMode: .common)` for a timer made with `Timer(timeInterval:repeats:block:)`
    /// or `Timer(fire:interval:repeats:block:)`: on the main actor the app clock fires it from its
    /// fire date (measured against real time now, rounded to the millisecond). Swift prefers this
    /// to Foundation's, which takes any `Foundation.Timer`; elsewhere it is Foundation's.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        let seconds = max(0, timer.fireDate.timeIntervalSinceNow)
        let delay = Duration.milliseconds(Int64((seconds * 1000).rounded()))
        if !timer.scheduleOnAppClock(after: delay) {
            add(timer as Foundation.Timer, forMode: mode)
        }
    }
}

extension Timer {
    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` as `earshot port`
    /// rewrites it: the selector is a method reference (`ViewController.tick`), and the target is
    /// held until the timer is invalidated, as Foundation holds it. `userInfo` accepts only `nil`:
    /// Foundation on Linux keeps no user info on a timer (docs/app-clock.md).
    @MainActor
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(
        timeInterval interval: TimeInterval, target: Target, selector: @escaping @MainActor (Target) -> @MainActor () -> Void,
        userInfo: Never?, repeats: Bool
    ) -> Timer {
        nonisolated(unsafe) let target = target
        return scheduledOnClock(interval: interval, repeats: repeats) { _ in
            MainActor.assumeIsolated { selector(target)() }
        }
    }

    /// The selector form whose method takes the timer: `@objc func tick(_ timer: Timer)`.
    @MainActor
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(
        timeInterval interval: TimeInterval, target: Target,
        selector: @escaping @MainActor (Target) -> @MainActor (Timer) -> Void, userInfo: Never?, repeats: Bool
    ) -> Timer {
        nonisolated(unsafe) let target = target
        return scheduledOnClock(interval: interval, repeats: repeats) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated {
                guard let timer = timer as? Timer else { return }
                selector(target)(timer)
            }
        }
    }

    @MainActor
    private class func scheduledOnClock(
        interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Foundation.Timer) -> Void
    ) -> Timer {
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
        timer.schedule(on: AppClock.current, after: Duration(timeInterval: interval))
        return timer
    }
}
