import Dispatch

/// `DispatchQueue.main.async { }` and `asyncAfter(deadline:)` in app code run on the app clock
/// (docs/app-clock.md, "Foundation's names").
///
/// These are overloads on Dispatch's own type, so `DispatchQueue` stays Dispatch's: with no
/// `group:`, `qos:` or `flags:` argument, Swift prefers them to Dispatch's (whose extra parameters
/// take defaults), also in a file that imports Foundation itself, and `DispatchQueue.main.async`'s
/// closure is the main actor's, as with Dispatch's. Called on the main actor, the work goes to the
/// clock of the code calling (`AppClock.current`), whatever the queue: a global queue's work runs
/// on the main actor at its turn, one piece at a time, so its hop back to the main queue is
/// deterministic too. Called elsewhere (a thread of its own), it goes to Dispatch as written. A
/// `DispatchWorkItem`, `group:`, `qos:` or `flags:`, and `asyncAfter(wallDeadline:)` are
/// Dispatch's and run in real time.
extension DispatchQueue {
    /// Runs `work` at the app clock's next turn: after the app call that scheduled it returns, and
    /// before an assistive technology reports its result (Apple's documentation of
    /// `DispatchQueue.main`: the main queue's work runs on the main run loop).
    public func async(execute work: @escaping @Sendable () -> Void) {
        guard AppClock.scheduleFromAnyContext(after: .zero, site: "\(label).async", work) else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
    }

    /// Runs `work` when the app clock reaches `deadline`: the delay is measured against real time
    /// now and rounded to the millisecond, so `.now() + 1` is one second of virtual time.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        let delay = Duration.milliseconds(until: deadline)
        guard AppClock.scheduleFromAnyContext(after: delay, site: "\(label).asyncAfter", work) else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
    }
}

extension Duration {
    /// The time from now until `deadline`, rounded to the millisecond; zero when it has passed.
    static func milliseconds(until deadline: DispatchTime) -> Duration {
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.uptimeNanoseconds
        guard target > now else { return .zero }
        // `.distantFuture` and the like: never, for a test.
        let nanoseconds = min(target - now, 1_000_000_000 * 1_000_000_000)
        return .milliseconds(Int64((Double(nanoseconds) / 1e6).rounded()))
    }
}
