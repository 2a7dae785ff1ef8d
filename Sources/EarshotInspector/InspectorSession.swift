import AccessibilityAudit
import AccessibilityTree
import EarshotExplorer
import EarshotSnapshot
import EarshotUIKit
import Foundation
import VoiceOverSimulator

/// The inspector's one VoiceOver session: the real simulator on the screen, driven by the
/// browser's gestures. Every answer is the state the page draws, as JSON.
///
/// Replaying a finding (`init(replaying:replay:)`), the app is the explorer's, freshly launched,
/// and the page steps through the finding's gestures (`replay(_:)`); gestures sent meanwhile act
/// on the same app, as a user trying something between steps.
@MainActor
public final class InspectorSession {
    /// The VoiceOver the page shows: the screen's, or the replayed app's running now.
    public var voiceOver: VoiceOver { replay?.voiceOver ?? fixedVoiceOver! }
    private let fixedVoiceOver: VoiceOver?
    private let replay: FindingReplay?
    private let replayedFinding: ReportedFinding?

    /// Starts VoiceOver on `window` (it focuses and speaks the first element) and lets speech end.
    public init(window: UIWindow, settings: VoiceOverSettings = .init()) {
        fixedVoiceOver = VoiceOver(window: window, settings: settings)
        replay = nil
        replayedFinding = nil
        voiceOver.settle()
    }

    /// Replays `finding` step by step on the app `replay` launches (its gestures are the
    /// finding's), starting just after launch.
    public init(replaying finding: ReportedFinding, replay: FindingReplay) {
        fixedVoiceOver = nil
        self.replay = replay
        replayedFinding = finding
    }

    /// What the page shows now; `spokenFrom` is where in the spoken log this answer's speech starts.
    /// `launched` says the app was launched afresh for this answer (a replay's step back).
    public func state(spokenFrom start: Int = 0, launched: Bool = false) -> InspectorState {
        // Asking for the focused element first brings VoiceOver's kept tree up to date with the
        // app (`KeptTree`), so the page draws the tree VoiceOver holds, read once.
        let focusedElement = voiceOver.focusedElement
        let tree = voiceOver.tree
        let transcript = Transcript(tree: tree, settings: voiceOver.settings)
        let findings = Auditor().audit(tree).findings
        let snapshot = AccessibilitySnapshotSVG(window: voiceOver.window, transcript: transcript, findings: findings)
        let focused = focusedElement.flatMap { tree.index(of: $0) }
        let log = voiceOver.spokenLog
        return InspectorState(
            focused: focused,
            spoken: Array(log[min(max(0, start), log.count)...]),
            lastSpoken: voiceOver.lastSpoken,
            properties: focused.map { InspectorState.Properties(tree.elements[$0], line: transcript.lines[$0]) },
            rotor: voiceOver.rotor,
            rotorItems: voiceOver.rotorItems,
            findings: findings.map { finding in
                InspectorState.FindingLine(
                    element: finding.element.map { $0.index + 1 }, rule: finding.ruleID,
                    severity: String(describing: finding.severity), message: finding.message)
            },
            svg: snapshot.svg,
            legend: AccessibilitySnapshotHTML.legendTable(snapshot.content),
            replay: replay.flatMap { replay in
                replayedFinding.map { finding in
                    InspectorState.Replay(
                        screen: finding.screen, rule: finding.ruleID, severity: finding.severity, message: finding.message,
                        element: finding.element, gestures: replay.gestures, step: replay.step, launched: launched)
                }
            }
        )
    }

    /// A replay command from the page: `next` performs the next step of the finding's gestures;
    /// `previous` relaunches the app and performs the steps before the last one performed;
    /// `restart` relaunches it; `step:N` relaunches it and performs the first N steps. The answer
    /// is the new state, with what the last step performed made VoiceOver say.
    /// - Throws: `ReplayCommandError` for another command, or when no finding is replayed.
    public func replay(_ command: String) throws(ReplayCommandError) -> InspectorState {
        guard let replay else { throw ReplayCommandError(command: command, reason: "no finding is being replayed") }
        switch command {
        case "next":
            let before = voiceOver.spokenLog.count
            replay.next()
            return state(spokenFrom: before)
        case "previous":
            return relaunch(replay, at: replay.step - 1)
        case "restart":
            return relaunch(replay, at: 0)
        default:
            guard command.hasPrefix("step:"), let count = Int(command.dropFirst("step:".count)), (0...replay.gestures.count).contains(count)
            else {
                throw ReplayCommandError(
                    command: command, reason: "expected next, previous, restart or step:N with N from 0 to \(replay.gestures.count)")
            }
            return relaunch(replay, at: count)
        }
    }

    /// A fresh app with the first `count` steps performed; the answer's speech is what the last of
    /// them made VoiceOver say (what launching said, for none).
    private func relaunch(_ replay: FindingReplay, at count: Int) -> InspectorState {
        let count = max(0, count)
        replay.go(to: count - 1)
        guard count > 0 else { return state(spokenFrom: 0, launched: true) }
        let before = voiceOver.spokenLog.count
        replay.next()
        return state(spokenFrom: before, launched: true)
    }

    /// Performs `argument` (a gesture as `earshot run` names it), lets speech run to its end, and
    /// returns the new state with only what this gesture made VoiceOver say.
    public func perform(_ argument: String) throws(VoiceOverGesture.ParseError) -> InspectorState {
        let gesture = try VoiceOverGesture(parsing: argument)
        let before = voiceOver.spokenLog.count
        voiceOver.perform(gesture)
        voiceOver.settle()
        return state(spokenFrom: before)
    }
}

/// The state the inspector page draws, sent as JSON.
public struct InspectorState: Codable, Sendable, Equatable {
    public struct Properties: Codable, Sendable, Equatable {
        public var description: String
        public var label: String?
        public var value: String?
        public var hint: String?
        public var traits: [String]
        public var identifier: String?
        public var language: String?
        public var frame: [Double]
        public var activationPoint: [Double]
        public var customActions: [String]

        @MainActor
        init(_ node: AccessibilityNode, line: Transcript.Line) {
            description = line.speech.description
            label = node.label
            value = node.value
            hint = line.speech.hint
            traits = node.traits.names
            identifier = node.identifier
            language = node.language
            let frame = node.frame.finiteOrZero
            self.frame = [frame.minX, frame.minY, frame.width, frame.height].map { (Double($0) * 100).rounded() / 100 }
            let point = node.activationPoint
            activationPoint = [point.x, point.y].map { $0.isFinite ? (Double($0) * 100).rounded() / 100 : 0 }
            customActions = node.customActions.map(\.name)
        }
    }

    public struct FindingLine: Codable, Sendable, Equatable {
        /// The element's number in reading order (from 1), nil for the whole screen.
        public var element: Int?
        public var rule: String
        public var severity: String
        public var message: String
    }

    /// The focused element's index in reading order (from 0).
    public var focused: Int?
    /// What the last gesture made VoiceOver say, one utterance per entry.
    public var spoken: [String]
    public var lastSpoken: String?
    public var properties: Properties?
    public var rotor: String
    public var rotorItems: [String]
    public var findings: [FindingLine]
    /// The screen drawn as the snapshot draws it (escaped SVG).
    public var svg: String
    /// The legend as an HTML table (escaped).
    public var legend: String
    /// The finding being replayed and how far; nil when the inspector shows a screen.
    public var replay: Replay?

    /// A finding replayed step by step (docs/inspector.md, "Replaying a finding").
    public struct Replay: Codable, Sendable, Equatable {
        /// The report's name for the screen explored.
        public var screen: String
        public var rule: String
        public var severity: String
        public var message: String
        /// What VoiceOver says on the finding's element; nil for a screen-wide finding.
        public var element: String?
        /// The steps from launch.
        public var gestures: [String]
        /// How many of them the app running now has performed.
        public var step: Int
        /// Whether this answer comes from a freshly launched app (the page clears its log).
        public var launched: Bool
    }

    /// The JSON the page reads.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// A replay command the inspector does not know, or sent with no finding replayed.
public struct ReplayCommandError: Error, CustomStringConvertible, Equatable, Sendable {
    public let command: String
    public let reason: String

    public var description: String { "replay command \(String(reflecting: command)): \(reason)" }
}
