extension AppClock {
    /// The clock of the code running now (docs/app-clock.md, "Whose clock"): the clock of the
    /// assistive technology whose call into the app is running, else of the one the test's task
    /// started, else of the one running technology; else the application's.
    package static var current: AppClock {
        AssistiveTechnologyRegistry.clockOwner()?.clock ?? UIApplication.shared.clock
    }

    /// Schedules `body` on the current clock when called on the main actor, and answers true;
    /// answers false elsewhere (a thread of its own cannot tell whose clock it belongs to), where
    /// the caller hands the work to Foundation as written.
    ///
    /// Main-ness is the main actor's, not the thread's: on Linux, Swift Testing runs `@MainActor`
    /// tests where `Thread.isMainThread` is false, but always on the main queue
    /// (`MainActor.isOnMainQueue`).
    nonisolated package static func scheduleFromAnyContext(
        after delay: Duration, site: String, _ body: @escaping @Sendable () -> Void
    ) -> Bool {
        guard MainActor.isOnMainQueue else { return false }
        return MainActor.assumeIsolated {
            current.schedule(after: delay, site: site) { body() }
            return true
        }
    }
}
