/// Whose code is running in this task: the application inside whose `perform` it runs
/// (`UIApplication.shared`), and the assistive technology whose call into the app it is
/// (`AssistiveTechnologyRegistry`, rule 2).
///
/// Both are one task-local value, so an assistive technology's call into the app pushes one value,
/// not two: VoiceOver calls the app at every focus move, and a push costs about as much as the
/// rest of the move's bookkeeping (docs/architecture.md, "One application, parallel tests").
@MainActor
package struct AppCodeScope: Sendable {
    /// The application whose code runs (inside its `perform`).
    package let application: UIApplication?
    /// The technology whose call into the app this is; nil for the app's own code.
    package let technology: AssistiveTechnologyRegistry.Entry?

    /// Whether `Task.sleep` here sleeps on the technology's app clock: true in the technology's
    /// calls into the app and the tasks they start; false in a test's asynchronous
    /// `voiceOver.perform { }`, which awaits in real time (docs/app-clock.md, "Swift concurrency").
    package let sleepsOnAppClock: Bool

    package init(
        application: UIApplication?, technology: AssistiveTechnologyRegistry.Entry?, sleepsOnAppClock: Bool = true
    ) {
        self.application = application
        self.technology = technology
        self.sleepsOnAppClock = sleepsOnAppClock
    }

    /// The scope of the code running in this task; nil outside any `perform`.
    @TaskLocal package static var current: AppCodeScope?
}
