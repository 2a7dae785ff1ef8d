import EarshotUIKit

/// How an assistive technology reaches the app it runs on, as iOS does: every call runs inside
/// `application.perform` and the technology's scope, so `UIApplication.shared` is the app and what
/// the app posts reaches this technology (docs/architecture.md, "One application, parallel
/// tests"). VoiceOver, Switch Control and Voice Control each hold one, so activating, tapping,
/// scrolling, Escape and Magic Tap call the app the same way for all three, and each call is
/// recorded in the technology's own log through its `AppCallRecorder`.
@MainActor
package final class AppConnection {
    /// The window the technology reads.
    package let window: UIWindow
    /// The application it runs for.
    package let application: UIApplication
    /// The technology's entry in the registry while it receives the app's notifications (set when
    /// it starts, cleared when it stops): the scope its calls run in, found once instead of at
    /// every call. Nil for a technology the app does not post to (Voice Control).
    /// (`@exclusivity(unchecked)` here and below: docs/architecture.md, "Exclusivity checks on the
    /// gesture path".)
    @exclusivity(unchecked) package var registration: AssistiveTechnologyRegistry.Entry?
    /// Where calls are recorded: the technology, which describes them in its own events.
    package weak var recorder: (any AppCallRecorder)?
    /// How many calls into the app are under way: notifications posted meanwhile wait for the
    /// outermost to return.
    @exclusivity(unchecked) package private(set) var callDepth = 0
    /// App code that may change the app ran since the technology last read its tree (a call into
    /// the app, focus callbacks), so the tree may differ even where no setter noted it yet.
    @exclusivity(unchecked) package var appMayHaveChanged = true

    /// A connection to `window`'s application; a bare window joins `UIApplication.shared`.
    package init(window: UIWindow) {
        self.window = window
        application = window.applicationJoiningIfNeeded
    }

    /// Runs app code that may change the app (an action, a callback), recording it as
    /// `name` on `object` when a name is given.
    @discardableResult
    package func callApp<Result>(_ name: String?, on object: AnyObject?, _ body: () -> Result) -> Result {
        if let name { recorder?.appMethodCalled(name, on: object) }
        appMayHaveChanged = true
        return readApp(body)
    }

    /// Runs app code that answers questions (getters, the walk) inside the application's call.
    package func readApp<Result>(_ body: () -> Result) -> Result {
        callDepth += 1
        defer { callDepth -= 1 }
        return asApp(body)
    }

    /// Runs `body` as the technology's app code: inside `application.perform` and its scope, so
    /// posts with no element reach it and its `UIAccessibility.is…Running` is true there.
    package func asApp<Result>(_ body: () throws -> Result) rethrows -> Result {
        try application.perform(calledBy: registration, body)
    }
}

/// What a technology records of its calls into the app, in its own event log.
@MainActor
package protocol AppCallRecorder: AnyObject {
    /// App method `name` ran on `object` (nil: on no particular object).
    func appMethodCalled(_ name: String, on object: AnyObject?)
    /// A tap was sent at `point` (screen coordinates) and hit `view`.
    func tapSent(at point: CGPoint, hitting view: UIView?)
}
