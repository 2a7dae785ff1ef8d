/// The virtual clock app code's scheduled work runs on: what `DispatchQueue.main.async`,
/// `asyncAfter`, a `Timer`, `perform(_:with:afterDelay:)` and `Task.sleep` in app code wait for
/// (docs/app-clock.md).
///
/// On an iPhone the main run loop runs that work when its time comes. Here nothing sleeps: each
/// running assistive technology has a clock of its own (its entry in `AssistiveTechnologyRegistry`
/// holds it), which the technology runs — VoiceOver at the end of each gesture for zero-delay work,
/// and in `advance(by:)` and `settle()` for the rest — so tests running in parallel never run each
/// other's work. Code no technology owns schedules on its application's clock
/// (`UIApplication.clock`), which a test runs with `advance(by:)`.
///
/// Work runs in time order, and work due at the same moment in the order it was scheduled, as the
/// main run loop runs it (Apple's documentation of `RunLoop` and `DispatchQueue.main`).
@MainActor
public final class AppClock {
    /// Where the clock stands: virtual time since it started. (`@exclusivity(unchecked)` on the
    /// clock's scalars: docs/architecture.md, "Exclusivity checks on the gesture path".)
    @exclusivity(unchecked) public private(set) var now: Duration = .zero
    /// How many pieces of work one run (a gesture's settling, one `advance`, one `settle`) runs at
    /// most: an app that schedules work forever cannot hang a test.
    public static let workLimit = 100_000
    /// Set when a run stopped at `workLimit`: where the runaway work was scheduled. The work stays
    /// scheduled; the next run goes on with it.
    public private(set) var overrun: String?

    /// The work waiting, ordered by time, then by the order it was scheduled.
    private var queue: [Work] = []
    @exclusivity(unchecked) private var scheduledCount = 0
    /// Work run since the current run began (`beginRun()`).
    @exclusivity(unchecked) private var runCount = 0
    /// A run is under way; nested runs share its count.
    @exclusivity(unchecked) private var runDepth = 0

    public init() {}

    /// One piece of scheduled work.
    @MainActor
    package final class Work {
        /// When it is due.
        var due: Duration
        /// Its place among work due at the same moment.
        var order: Int
        /// A repeating timer's interval; nil for work that runs once.
        let interval: Duration?
        /// False once the work is cancelled (an invalidated timer, a cancelled delayed perform).
        let isValid: @MainActor () -> Bool
        let body: @MainActor () -> Void
        /// The file and line that scheduled it, for the runaway-work message.
        let site: String
        /// Cancelled through `cancel(_:)`.
        var isCancelled = false
        /// What cancels it by target (`cancelPreviousPerformRequests(withTarget:)`).
        weak var target: AnyObject?
        /// The Swift task that scheduled it (`AssistiveTechnologyRegistry.currentTask`).
        var task: Int?

        init(
            due: Duration, order: Int, interval: Duration?, site: String, isValid: @escaping @MainActor () -> Bool,
            body: @escaping @MainActor () -> Void
        ) {
            self.due = due
            self.order = order
            self.interval = interval
            self.site = site
            self.isValid = isValid
            self.body = body
        }

        var isLive: Bool { !isCancelled && isValid() }
    }

    /// Schedules `body` to run `delay` from now (zero or less: at the next turn), then every
    /// `interval` when one is given, while `isValid` answers true.
    @discardableResult
    package func schedule(
        after delay: Duration, repeating interval: Duration? = nil, site: String, target: AnyObject? = nil,
        isValid: @escaping @MainActor () -> Bool = { true }, _ body: @escaping @MainActor () -> Void
    ) -> Work {
        scheduledCount += 1
        let work = Work(
            due: now + max(.zero, delay), order: scheduledCount, interval: interval, site: site, isValid: isValid, body: body)
        work.target = target
        work.task = AssistiveTechnologyRegistry.currentTask
        insert(work)
        return work
    }

    /// Takes over the work waiting on `other` (an application's clock) that `task` scheduled
    /// (every piece when `task` is nil), each due as long from now as it was there: work a test's
    /// app scheduled before the test started its VoiceOver (a view's `.onAppear` at the first
    /// render) runs on that VoiceOver's clock.
    package func adoptWork(from other: AppClock, scheduledBy task: Int?) {
        let moving = other.queue.filter { $0.isLive && (task == nil || $0.task == task) }
        guard !moving.isEmpty else { return }
        other.queue.removeAll { work in moving.contains { $0 === work } }
        for work in moving {
            work.due = now + max(.zero, work.due - other.now)
            scheduledCount += 1
            work.order = scheduledCount
            insert(work)
        }
    }

    /// Cancels `work`: it will not run.
    package func cancel(_ work: Work) {
        work.isCancelled = true
        queue.removeAll { $0 === work }
    }

    /// Cancels every piece of work scheduled for `target` (delayed performs).
    package func cancelWork(for target: AnyObject) {
        for work in queue where work.target === target { work.isCancelled = true }
        queue.removeAll { $0.isCancelled }
    }

    /// When the next piece of live work is due; nil when none waits.
    /// - Complexity: O(k), k the cancelled work at the front, dropped on the way.
    /// Nil too while the current run has reached `workLimit`, so a runner stops waiting for it.
    public var nextDue: Duration? {
        guard !isOverLimit else { return nil }
        dropDeadWork()
        return queue.first?.due
    }

    /// The current run has run `workLimit` pieces of work: nothing more runs until it ends.
    private var isOverLimit: Bool { runDepth > 0 && runCount >= Self.workLimit }

    /// When the next piece of live work that runs once is due (repeating timers never finish, so
    /// `settle()` does not wait for them); nil when none waits.
    /// - Complexity: O(n), n the work waiting.
    public var nextOneShotDue: Duration? {
        guard !isOverLimit else { return nil }
        dropDeadWork()
        for work in queue where work.interval == nil && work.isLive { return work.due }
        return nil
    }

    /// Whether work is due at or before `time`. Asked several times a gesture, so an empty
    /// clock answers before anything else is looked at.
    public func hasWorkDue(atOrBefore time: Duration) -> Bool {
        guard !queue.isEmpty, let due = nextDue else { return false }
        return due <= time
    }

    /// Starts a run: `workLimit` counts the work run from here until `endRun()`. Runs nest (a
    /// gesture's settling inside an advance): the outermost counts.
    package func beginRun() {
        if runDepth == 0 { runCount = 0 }
        runDepth += 1
    }

    package func endRun() {
        runDepth = max(0, runDepth - 1)
    }

    /// Takes the next piece of work due at or before `time`, moving the clock to its time (and a
    /// repeating timer to its next firing); nil when none is due, or when this run has reached
    /// `workLimit` (then `overrun` names the work, and standard error says so once).
    package func takeDue(atOrBefore time: Duration) -> (@MainActor () -> Void)? {
        dropDeadWork()
        guard let work = queue.first, work.due <= time else { return nil }
        guard runCount < Self.workLimit else { return nil }
        runCount += 1
        if runCount == Self.workLimit { reportOverrun(of: work) }
        queue.removeFirst()
        now = max(now, work.due)
        if let interval = work.interval {
            // Once at each multiple of the interval, never twice at one moment; late, it keeps its
            // schedule (Apple's documentation of Timer, "Repeating Versus Nonrepeating Timers").
            var next = work.due + interval
            if next <= now {
                let missed = Int64(((now - work.due) / interval).rounded(.down)) + 1
                next = work.due + interval * missed
                if next <= now { next = now + interval }
            }
            work.due = next
            scheduledCount += 1
            work.order = scheduledCount
            insert(work)
        }
        return work.body
    }

    /// Moves the clock to `time` (never back).
    package func move(to time: Duration) {
        now = max(now, time)
    }

    /// Runs the work due up to `now + duration` in order, each piece inside `application.perform`
    /// (so what it posts reaches the application's technologies), then stands at that time: for
    /// code no assistive technology owns, whose clock is its application's.
    public func advance(by duration: Duration, in application: UIApplication = .shared) {
        let target = now + max(.zero, duration)
        beginRun()
        defer { endRun() }
        while let body = takeDue(atOrBefore: target) {
            application.perform(body)
        }
        move(to: target)
    }

    // MARK: The queue

    /// - Complexity: O(n): a binary search, then an insertion.
    private func insert(_ work: Work) {
        var low = 0
        var high = queue.count
        while low < high {
            let middle = (low + high) / 2
            let other = queue[middle]
            if other.due < work.due || (other.due == work.due && other.order < work.order) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        queue.insert(work, at: low)
    }

    private func dropDeadWork() {
        while let first = queue.first, !first.isLive { queue.removeFirst() }
    }

    private func reportOverrun(of work: Work) {
        let message =
            "Earshot: the app clock ran \(Self.workLimit) pieces of app work in one run and stopped there; "
            + "work scheduled at \(work.site) keeps scheduling more (a repeating timer of a tiny interval, "
            + "or work that schedules itself at once). It stays scheduled.\n"
        FileHandle.standardError.write(Data(message.utf8))
        overrun = work.site
    }
}

extension Duration {
    /// A time interval in seconds, as a duration (Foundation's delays are in seconds).
    package init(timeInterval seconds: TimeInterval) {
        // Beyond a billion seconds (31 years) is never, for a test.
        guard seconds.isFinite, seconds < 1e9 else {
            self = seconds > 0 ? .seconds(1_000_000_000) : .zero
            return
        }
        self = .nanoseconds(Int64((max(0, seconds) * 1e9).rounded()))
    }
}
