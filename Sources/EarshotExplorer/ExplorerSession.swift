import EarshotUIKit
import VoiceOverSimulator

/// One freshly launched app with VoiceOver running on it, and the gestures performed on it since
/// launch: every path the explorer follows starts from one, so a path is a reproduction.
@MainActor
final class ExplorerSession {
    /// Kept alive here: a window holds its application weakly, as in UIKit.
    let application: UIApplication
    let voiceOver: VoiceOver
    /// The gestures performed since launch, as `earshot run` names them, and `wait:SECONDS`
    /// where the cursor rested.
    private(set) var gestures: [String] = []
    /// The edges (actions) taken since launch; the depth of the screen the session is on.
    var depth = 0

    /// Launches the app, starts VoiceOver and lets its first words finish.
    init(launch: Explorer.Launch, limits: ExplorerLimits) {
        let app = launch()
        application = app.application
        voiceOver = VoiceOver(window: app.window)
        voiceOver.settle(timeout: limits.settleTimeout)
    }

    /// Performs one gesture (an argument `VoiceOverGesture(argument:)` reads) and waits, on the
    /// virtual clock, until VoiceOver is silent or `settleTimeout` passed; returns what the
    /// gesture made VoiceOver say and whether speech ended in time. `wait:SECONDS` makes no
    /// gesture: it runs VoiceOver's clock that long (the cursor resting), then lets speech end.
    @discardableResult
    func perform(_ argument: String, limits: ExplorerLimits) -> (said: String?, settled: Bool) {
        gestures.append(argument)
        if let seconds = Self.waitSeconds(argument) {
            voiceOver.advance(by: .milliseconds(Int64((seconds * 1000).rounded())))
            return (nil, voiceOver.settle(timeout: limits.settleTimeout))
        }
        guard let gesture = VoiceOverGesture(argument: argument) else { return (nil, true) }
        let said = voiceOver.perform(gesture)
        let settled = voiceOver.settle(timeout: limits.settleTimeout)
        return (said, settled)
    }

    /// The seconds of a `wait:SECONDS` step (finite, not negative, at most a day); nil for
    /// anything else.
    static func waitSeconds(_ argument: String) -> Double? {
        guard argument.hasPrefix("wait:"), let seconds = Double(argument.dropFirst("wait:".count)),
            seconds.isFinite, seconds >= 0, seconds <= 86_400
        else { return nil }
        return seconds
    }

    /// Whether `argument` is a step `perform(_:limits:)` performs: a gesture `earshot run` names,
    /// or `wait:SECONDS`.
    static func isStep(_ argument: String) -> Bool {
        waitSeconds(argument) != nil || VoiceOverGesture(argument: argument) != nil
    }

    /// Turns VoiceOver off when the explorer is done with this app, so only the app being
    /// explored has a VoiceOver running (app code that posts with no element reaches the one
    /// running VoiceOver, docs/architecture.md, "One application, parallel tests").
    func end() {
        voiceOver.stop()
    }

    /// Whether the session has run out of virtual time.
    func isOutOfTime(_ limits: ExplorerLimits) -> Bool {
        voiceOver.now > limits.virtualTime
    }
}
