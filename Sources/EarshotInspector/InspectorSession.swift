import AccessibilityAudit
import AccessibilityTree
import EarshotSnapshot
import EarshotUIKit
import Foundation
import VoiceOverSimulator

/// The inspector's one VoiceOver session: the real simulator on the screen, driven by the
/// browser's gestures. Every answer is the state the page draws, as JSON.
@MainActor
public final class InspectorSession {
    public let voiceOver: VoiceOver
    private let showsHints: Bool

    /// Starts VoiceOver on `window` (it focuses and speaks the first element) and lets speech end.
    public init(window: UIWindow, settings: VoiceOverSettings = .init()) {
        voiceOver = VoiceOver(window: window, settings: settings)
        showsHints = settings.speaksHints
        voiceOver.settle()
    }

    /// What the page shows now; `spokenFrom` is where in the spoken log this answer's speech starts.
    public func state(spokenFrom start: Int = 0) -> InspectorState {
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
            legend: AccessibilitySnapshotHTML.legendTable(snapshot.content)
        )
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

    /// The JSON the page reads.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
