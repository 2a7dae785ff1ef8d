import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

extension Explorer {
    /// Rests the cursor where it is for `limits.dwell` of virtual time, as a user listening to an
    /// element does, when the app has work waiting on VoiceOver's clock (a repeating timer; after
    /// a gesture settles, only such work is left). Content whose words changed meanwhile, with no
    /// gesture, is learned as ticking (`TickingContent`), so the explorer does not take a clock
    /// moving on for a new screen or a silent change. The focused element among it, without the
    /// `updatesFrequently` trait, is a finding (`interaction.timer-change`): VoiceOver polls only
    /// an element with that trait, so the user keeps the words it had when they arrived
    /// (Developing Accessible iOS Apps, chapter 6, "特征": the stopwatch's running time label;
    /// UIAccessibilityTraits, `updatesFrequently`). A wait is a step of the path: the finding's
    /// gestures end with it (`wait:SECONDS`).
    func dwell(in session: ExplorerSession, _ run: Run) {
        let voiceOver = session.voiceOver
        guard limits.dwell > .zero, voiceOver.isRunning, voiceOver.appClock?.nextDue != nil else { return }
        let before = ScreenSnapshot(voiceOver, ticking: run.ticking)
        let spokenStart = voiceOver.spokenLog.count
        session.perform(Self.waitArgument(limits.dwell), limits: limits)
        count(1, run)
        let after = ScreenSnapshot(voiceOver, ticking: run.ticking)
        var learned = false
        for node in before.tree.elements {
            guard let index = after.index(of: node.object), after.lines[index] != before.lines[node.index] else { continue }
            if run.ticking.insert(before.identity.elements[node.index].key) { learned = true }
            if run.ticking.insert(after.identity.elements[index].key) { learned = true }
        }
        if learned { run.seen = Set(run.seenIdentities.map { $0.signature(run.ticking) }) }

        guard let focused = before.focusedIndex, let index = after.focusedIndex,
            after.tree.elements[index].object === before.tree.elements[focused].object,
            after.lines[index] != before.lines[focused],
            !after.tree.elements[index].traits.contains(.updatesFrequently)
        else { return }
        let rule = InteractionRule.timerChange
        let key = "\(rule.id)|\(before.identity.elements[focused].key)"
        guard run.findingKeys.insert(key).inserted else { return }
        let seconds = Self.seconds(limits.dwell)
        let message =
            "With the cursor resting on it for \(seconds) s and no gesture, \"\(before.lines[focused])\" became \"\(after.lines[index])\", and VoiceOver said nothing: give content that changes on a timer the updatesFrequently trait, so VoiceOver reads it again while the user is there."
        let spoken = Array(voiceOver.spokenLog[min(spokenStart, voiceOver.spokenLog.count)...])
        run.findings.append(
            Finding(
                ruleID: rule.id, severity: rule.defaultSeverity, message: message,
                element: AuditContext(tree: before.tree).findingElement(for: before.tree.elements[focused]), needsReview: false,
                reproduction: FindingReproduction(gestures: session.gestures, before: before.lines, after: after.lines, spoken: spoken)))
    }

    /// The path step that runs VoiceOver's clock for `duration` with no gesture, as the sample
    /// tour writes it ("wait:3").
    static func waitArgument(_ duration: Duration) -> String {
        "wait:\(seconds(duration))"
    }

    /// `duration` in seconds, without a fraction when it has none ("3", "0.5").
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = Int64(duration / .milliseconds(1))
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)" }
        return "\(Double(milliseconds) / 1000)"
    }
}
