import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

extension Explorer {
    /// Replays `finding`'s gestures on a freshly launched app and returns what the interaction
    /// rules find at its last gesture (for a focus trap, over the swipes from the last "first";
    /// for content changing on a timer, over the last wait):
    /// a finding whose rule and message come back is reproduced. Empty for a finding without a
    /// reproduction, or when the app no longer answers as it did.
    public func reproduce(_ finding: Finding) -> [Finding] {
        guard let gestures = finding.reproduction?.gestures, let last = gestures.last else { return [] }
        let run = Run()
        let session = ExplorerSession(launch: launch, limits: limits)
        defer { session.end() }
        if finding.ruleID == InteractionRule.focusTrap.id {
            let start = gestures.lastIndex(of: "first") ?? gestures.count
            for gesture in gestures[..<start] { session.perform(gesture, limits: limits) }
            let state = State(
                identity: ScreenSnapshot(session.voiceOver).identity, path: Array(gestures[..<start]), depth: 0, openedBy: nil)
            _ = survey(state, in: session, run)
            return run.findings
        }
        for gesture in gestures.dropLast() { session.perform(gesture, limits: limits) }
        if finding.ruleID == InteractionRule.timerChange.id {
            dwell(in: session, run)
            return run.findings
        }
        let voiceOver = session.voiceOver
        let focused = voiceOver.focusedElement.flatMap { voiceOver.tree.index(of: $0) }
        let kind: PlannedAction.Kind
        switch last {
        case "doubletap":
            if voiceOver.rotor == "Actions", let focused, let name = voiceOver.lastSpoken,
                let position = voiceOver.tree.elements[focused].customActions.firstIndex(where: { $0.name == name })
            {
                kind = .customAction(name, index: position)
            } else {
                kind = .activate
            }
        case "up", "down":
            let previous = gestures.dropLast().last
            kind = .adjust(increment: last == "up", afterOpposite: previous == (last == "up" ? "down" : "up"))
        case "scrub": kind = .escape
        case "magictap": kind = .magicTap
        default: kind = .scroll(last)
        }
        let elementAction: Bool
        switch kind {
        case .activate, .adjust, .customAction: elementAction = true
        case .escape, .magicTap, .scroll: elementAction = false
        }
        let action = PlannedAction(kind: kind, element: elementAction ? focused : nil, swipes: nil, gesture: last)
        let observation = InteractionObservation(performing: action, in: session, limits: limits)
        return observation.findings(openedBy: kind == .escape ? "the gestures before it" : nil)
    }
}
