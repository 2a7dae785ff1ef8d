import AccessibilityAudit
import EarshotExplorer
import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// A finding's gestures replayed one step at a time (`FindingReplay`, the inspector's replay,
/// docs/inspector.md "Replaying a finding"): the last step leaves the screen the finding reports
/// after its last gesture, having said what the report says it said, and a step back shows the
/// same screen as stepping forward to it.
@MainActor
@Suite struct FindingReplayTests {
    /// Bad twins whose findings end with a double tap, an adjustment and a rest on the clock.
    @Test(arguments: ["custom-alert-before", "shopping-list-before", "quantity-before", "kitchen-timer-before"])
    func steppingThroughAFindingEndsOnTheScreenItReports(id: String) throws {
        let finding = try #require(Explorer { launchSample(id) }.explore().findings.first)
        let reproduction = try #require(finding.reproduction)
        let replay = try FindingReplay(gestures: reproduction.gestures) { launchSample(id) }
        defer { replay.end() }
        #expect(replay.step == 0)
        var focused: [String?] = []
        var spokenBeforeLast = 0
        while replay.step < replay.gestures.count {
            spokenBeforeLast = replay.voiceOver.spokenLog.count
            replay.next()
            focused.append(replay.voiceOver.focusedDescription)
        }
        #expect(replay.next() == nil)
        #expect(replay.step == reproduction.gestures.count)
        #expect(Transcript(tree: replay.voiceOver.tree).texts == reproduction.after)
        #expect(Array(replay.voiceOver.spokenLog[spokenBeforeLast...]) == reproduction.spoken)

        // A step back is a fresh launch brought to that step: the same focus as going forward.
        let back = reproduction.gestures.count - 1
        replay.go(to: back)
        #expect(replay.step == back)
        #expect(replay.voiceOver.focusedDescription == focused[back - 1])
        #expect(Transcript(tree: replay.voiceOver.tree).texts == reproduction.before)
        replay.restart()
        #expect(replay.step == 0)
        #expect(replay.voiceOver.spokenLog.count <= 1)
    }

    /// A reproduction read from a report is untrusted: a step that is no gesture is refused with
    /// its position before anything launches.
    @Test(arguments: [["first", "jump"], ["first", "wait:-1"], ["first", "wait:nan"]])
    func aStepThatIsNoGestureIsRefusedWithItsPlace(gestures: [String]) {
        var launched = false
        do {
            _ = try FindingReplay(gestures: gestures) {
                launched = true
                return launchSample("custom-alert-before")
            }
            Issue.record("expected a StepError")
        } catch {
            #expect(error.position == 2)
            #expect(error.step == gestures[1])
            #expect(error.description.hasPrefix("step 2 of the reproduction"))
        }
        #expect(!launched)
    }
}
