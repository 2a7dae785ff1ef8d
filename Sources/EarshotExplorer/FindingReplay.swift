import AccessibilityAudit
import EarshotUIKit
import VoiceOverSimulator

/// A finding's gestures (`FindingReproduction.gestures`) replayed one at a time on a freshly
/// launched app, as the explorer performs them (`wait:SECONDS` rests the cursor on VoiceOver's
/// clock; after each step speech runs to its end), so a person can watch what VoiceOver focuses
/// and says after each: the inspector's replay (docs/inspector.md, "Replaying a finding").
///
/// Going back relaunches the app and performs the steps before: the app's state cannot be
/// rewound, and a fresh launch is what the reproduction promises. Every step is deterministic, so
/// step `k` shows the same screen whichever way it was reached.
///
/// ```swift
/// let replay = try FindingReplay(gestures: finding.reproduction!.gestures) { SampleApp.launch() }
/// while replay.step < replay.gestures.count { replay.next() }
/// ```
@MainActor
public final class FindingReplay {
    /// A step that is neither a gesture `earshot run` names nor `wait:SECONDS`.
    public struct StepError: Error, CustomStringConvertible, Equatable, Sendable {
        /// The step's position, from 1.
        public let position: Int
        public let step: String

        public var description: String {
            "step \(position) of the reproduction, \(String(reflecting: step)), is neither a gesture `earshot run` names nor wait:SECONDS"
        }
    }

    /// The steps from launch, in order.
    public let gestures: [String]
    /// How many steps have been performed on the app running now (0: just launched).
    public private(set) var step = 0
    private let limits: ExplorerLimits
    private let launch: Explorer.Launch
    private var session: ExplorerSession

    /// Launches the app (`launch`, as `Explorer` takes it) with VoiceOver on it, ready for the
    /// first step.
    /// - Throws: `StepError` for the first step that cannot be performed; nothing is launched then.
    public init(gestures: [String], limits: ExplorerLimits = .init(), launch: @escaping Explorer.Launch) throws(StepError) {
        for (offset, step) in gestures.enumerated() where !ExplorerSession.isStep(step) {
            throw StepError(position: offset + 1, step: step)
        }
        self.gestures = gestures
        self.limits = limits
        self.launch = launch
        session = ExplorerSession(launch: launch, limits: limits)
    }

    /// VoiceOver on the app running now (a new one after `restart()` or a step back).
    public var voiceOver: VoiceOver { session.voiceOver }

    /// Performs the next step and lets speech end; returns what it made VoiceOver say (nil for a
    /// wait, or a gesture that said nothing), or nil with nothing done after the last step.
    @discardableResult
    public func next() -> String? {
        guard step < gestures.count else { return nil }
        let said = session.perform(gestures[step], limits: limits).said
        step += 1
        return said
    }

    /// A freshly launched app with the first `count` steps performed (clamped to the steps
    /// there are): how a step back, or a jump to any step, is shown.
    /// - Complexity: O(count) gestures, on a fresh app.
    public func go(to count: Int) {
        session.end()
        session = ExplorerSession(launch: launch, limits: limits)
        step = 0
        for _ in 0..<min(max(0, count), gestures.count) { next() }
    }

    /// A freshly launched app, no step performed.
    public func restart() { go(to: 0) }

    /// Turns VoiceOver off on the app running now, so it hears nothing more.
    public func end() { session.end() }
}
