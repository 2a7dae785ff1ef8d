/// `Task.sleep(for:)` and `Task.sleep(nanoseconds:)` in app code sleep on the app clock
/// (docs/app-clock.md, "Swift concurrency").
///
/// Inside code an assistive technology runs — its calls into the app, a synchronous
/// `voiceOver.perform { }`, SwiftUI's `.task`, and the `Task { }`s they start, which inherit the
/// scope — the task sleeps on that technology's clock and wakes when the clock reaches its time;
/// cancelling the task ends the sleep with `CancellationError`, as Swift's does. App code no
/// technology runs (inside `application.perform { }`) sleeps on its application's clock, which a
/// technology started later takes over. Elsewhere (a test's own body) it is Swift's sleep, so a test awaiting it never waits for a clock nobody
/// runs. These shadow the standard library's for files importing Earshot;
/// `Task.sleep(for:tolerance:clock:)` and `Task.sleep(until:tolerance:clock:)` stay Swift's. They
/// are the main actor's, so UI code sleeping in them never leaves it (a hop to another executor
/// and back would make when it resumes depend on threads).
extension Task where Success == Never, Failure == Never {
    @MainActor public static func sleep(for duration: Duration) async throws {
        if let sleeper = ClockSleeper.start(for: duration) {
            try await sleeper.wait()
        } else {
            try await sleep(for: duration, tolerance: nil, clock: ContinuousClock())
        }
    }

    @MainActor public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(for: .nanoseconds(Int64(clamping: duration)))
    }
}

/// One task sleeping on an app clock.
@MainActor
package final class ClockSleeper {
    private var continuation: CheckedContinuation<Void, any Error>?
    private var outcome: Result<Void, any Error>?
    private var work: AppClock.Work?
    private weak var clock: AppClock?

    /// A sleeper on the clock of the technology whose app code runs in this task; nil outside
    /// such code.
    static func start(for duration: Duration) -> ClockSleeper? {
        guard let scope = AppCodeScope.current, scope.sleepsOnAppClock else { return nil }
        // The technology's clock; app code no technology runs sleeps on its application's.
        let clock: AppClock
        if let owner = scope.technology {
            guard owner.isLive else { return nil }
            clock = owner.clock
        } else if let application = scope.application {
            // A test's own application: the technology it started since, else the application's.
            let started =
                application === UIApplication.processApplication
                ? nil : AssistiveTechnologyRegistry.entries(of: application).first
            clock = started?.clock ?? application.clock
        } else {
            return nil
        }
        let sleeper = ClockSleeper()
        sleeper.clock = clock
        sleeper.work = clock.schedule(after: duration, site: "Task.sleep(for: \(duration))") { [weak sleeper] in
            sleeper?.finish(.success(()))
        }
        return sleeper
    }

    /// Waits until the clock wakes it, or the task is cancelled.
    func wait() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if let outcome {
                    continuation.resume(with: outcome)
                } else if Task.isCancelled {
                    finish(.failure(CancellationError()))
                    continuation.resume(throwing: CancellationError())
                } else {
                    self.continuation = continuation
                }
            }
        } onCancel: {
            Task { @MainActor in self.finish(.failure(CancellationError())) }
        }
    }

    private func finish(_ result: Result<Void, any Error>) {
        guard outcome == nil else { return }
        outcome = result
        if let work, case .failure = result { clock?.cancel(work) }
        continuation?.resume(with: result)
        continuation = nil
        ClockSleeper.woken += 1
    }

    /// How many sleepers have woken or been cancelled in this process: `settleTasks()` goes on
    /// while it grows.
    package static var woken = 0
}
