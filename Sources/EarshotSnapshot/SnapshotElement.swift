import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

/// One element as a snapshot shows it: where it is, what VoiceOver says, and what else a
/// reviewer needs (actions, rotors, the containers around it, findings). Built from the tree's
/// walk and the transcript, never from the views.
@MainActor
public struct SnapshotElement: Sendable {
    /// Position in reading order, from 0 (the legend numbers from 1).
    public let index: Int
    public let frame: CGRect
    /// `accessibilityPath`'s commands, when the element has one.
    public let path: [UIBezierPath.Element]?
    public let activationPoint: CGPoint
    /// What VoiceOver says on focus, without the hint.
    public let description: String
    public let hint: String?
    public let customActions: [String]
    public let customRotors: [String]
    /// The containers around the element, outermost first, as "List", "Table “Prices”", ….
    public let containers: [String]
    /// Audit findings on this element, as "rule.id: message".
    public let findings: [String]
    /// The element's language (its own, else the screen's).
    public let language: String

    /// Whether the activation point is somewhere other than the frame's centre (drawn then).
    public var activationPointIsOffCentre: Bool {
        abs(activationPoint.x - frame.midX) > 0.5 || abs(activationPoint.y - frame.midY) > 0.5
    }
}

/// What a snapshot draws: the elements in reading order and the screen-wide findings.
@MainActor
public struct SnapshotContent: Sendable {
    public let elements: [SnapshotElement]
    public let screenFindings: [String]
    public let layoutDirection: UIUserInterfaceLayoutDirection
    public let language: String

    /// Reads `transcript` (and so its tree) into snapshot elements; `findings` nil leaves them out.
    /// - Complexity: O(n · d + f), n elements, d container depth, f findings.
    public init(transcript: Transcript, findings: [Finding]? = nil) {
        let tree = transcript.tree
        var byElement: [Int: [String]] = [:]
        var screenWide: [String] = []
        for finding in findings ?? [] {
            let text = "\(finding.ruleID): \(finding.message)"
            if let element = finding.element { byElement[element.index, default: []].append(text) } else { screenWide.append(text) }
        }
        elements = transcript.lines.map { line in
            let node = line.node
            return SnapshotElement(
                index: node.index,
                frame: node.frame.finiteOrZero,
                path: node.path.map(\.elements),
                activationPoint: node.activationPoint,
                description: line.speech.description,
                hint: line.speech.hint,
                customActions: node.customActions.map(\.name),
                customRotors: node.customRotors.map(Self.name),
                containers: tree.ancestors(of: node).reversed().compactMap(Self.describe),
                findings: byElement[node.index] ?? [],
                language: node.language ?? tree.language
            )
        }
        screenFindings = screenWide
        layoutDirection = tree.layoutDirection
        language = tree.language
    }

    private static func name(_ rotor: UIAccessibilityCustomRotor) -> String {
        rotor.name.isEmpty ? rotor.systemRotorType.spokenName : rotor.name
    }

    /// A container as the legend names it: its type, and its label in quotes; nil for a plain
    /// view that only groups its subviews.
    private static func describe(_ container: AccessibilityContainer) -> String? {
        let kind: String?
        switch container.containerType {
        case .dataTable: kind = "Table"
        case .list: kind = "List"
        case .landmark: kind = "Landmark"
        case .semanticGroup: kind = "Group"
        default: kind = container.isGroup ? "Group" : (container.traits.contains(.tabBar) ? "Tab bar" : nil)
        }
        guard let kind else { return nil }
        if let label = container.label, !label.isEmpty { return "\(kind) “\(label)”" }
        return kind
    }
}
