import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

extension Explorer {
    /// Swipes right from the first element (four-finger tap at the top) until VoiceOver stops at
    /// the last, as a user reading the screen does, and returns the elements reached in order
    /// (positions in reading order) and whether the session is still on `state`'s screen. A
    /// swipe that comes back to an element already reached, or an end reached with elements
    /// never visited, is a focus trap (`interaction.focus-trap`).
    /// - Complexity: O(n) swipes, at most twice the number of elements.
    func survey(_ state: State, in session: ExplorerSession, _ run: Run) -> (order: [Int], kept: Bool) {
        let voiceOver = session.voiceOver
        let start = ScreenSnapshot(voiceOver, ticking: run.ticking)
        let spokenStart = voiceOver.spokenLog.count
        session.perform("first", limits: limits)
        count(1, run)
        guard let first = voiceOver.focusedElement, let firstIndex = voiceOver.tree.index(of: first) else {
            return ([], ScreenSnapshot(voiceOver).identity.signature(run.ticking) == state.identity.signature(run.ticking))
        }
        dwell(in: session, run)
        var order = [firstIndex]
        var cycle: Int?
        var swipes = 0
        let bound = start.tree.elements.count * 2 + 2
        while swipes < bound, !run.stopped {
            let previous = voiceOver.focusedElement
            session.perform("right", limits: limits)
            count(1, run)
            swipes += 1
            guard let focused = voiceOver.focusedElement, focused !== previous, let index = voiceOver.tree.index(of: focused) else { break }
            if order.contains(index) {
                cycle = index
                break
            }
            order.append(index)
            dwell(in: session, run)
        }
        let end = ScreenSnapshot(voiceOver, ticking: run.ticking)
        let kept = end.identity.signature(run.ticking) == state.identity.signature(run.ticking)
        guard kept, !run.stopped else { return (order, kept) }
        var unreached: [Int] = []
        for index in end.tree.elements.indices where !order.contains(index) { unreached.append(index) }
        guard cycle != nil || !unreached.isEmpty else { return (order, kept) }
        let missed =
            unreached.prefix(3).map { "\"\(end.lines[$0])\"" }.joined(separator: ", ")
            + (unreached.count > 3 ? " and \(unreached.count - 3) more" : "")
        let message: String
        let element: Int
        if let cycle {
            element = cycle
            let never = unreached.isEmpty ? "" : "; never reached: \(missed)"
            message =
                "Swiping right from the first element comes back to \"\(end.lines[cycle])\" after \(swipes) swipe\(swipes == 1 ? "" : "s")\(never)."
        } else {
            element = unreached[0]
            message =
                "Swiping right from the first element stops after \(swipes) swipe\(swipes == 1 ? "" : "s") without reaching \(missed)."
        }
        let rule = InteractionRule.focusTrap
        let spoken = Array(voiceOver.spokenLog[min(spokenStart, voiceOver.spokenLog.count)...])
        let finding = Finding(
            ruleID: rule.id, severity: rule.defaultSeverity, message: message,
            element: AuditContext(tree: end.tree).findingElement(for: end.tree.elements[element]), needsReview: false,
            reproduction: FindingReproduction(gestures: session.gestures, before: start.lines, after: end.lines, spoken: spoken))
        let key = "\(finding.ruleID)|\(finding.element?.spokenDescription ?? "")|\(finding.message)"
        if run.findingKeys.insert(key).inserted { run.findings.append(finding) }
        return (order, kept)
    }
}
