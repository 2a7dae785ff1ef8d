import AccessibilityTree
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

extension Tag {
    @Tag static var stress: Self
}

/// Skipped with `EARSHOT_SKIP_STRESS=1` for a quick local run; CI runs them.
let stressTestsEnabled = ProcessInfo.processInfo.environment["EARSHOT_SKIP_STRESS"] == nil

/// Bad input for a VoiceOver that reads the screen again on every gesture: app code
/// that rebuilds the screen from its focus callbacks, a cycle the app creates between two
/// gestures, and a hundred thousand elements on one spot. Each must give the right answer and end.
@MainActor
@Suite("Screens that change under VoiceOver")
struct SimulatorChangingScreenTests {
    /// A label that, once focused, removes itself and adds a new label in its place.
    final class ReplacingLabel: UILabel {
        var replacements = 0
        override func accessibilityElementDidBecomeFocused() {
            guard let parent = superview, replacements < 3 else { return }
            let next = ReplacingLabel(frame: frame)
            next.text = "Replacement \(replacements + 1)"
            next.replacements = replacements + 1
            removeFromSuperview()
            parent.addSubview(next)
        }
    }

    /// docs/voiceover-behaviour.md §8 (Focus): when the focused element disappears, the cursor moves to
    /// what now stands at its position; a callback that keeps replacing its element is followed a
    /// bounded number of times, then the cursor stays on what is there.
    @Test func focusCallbacksThatRebuildTheScreenEnd() {
        let first = ReplacingLabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        first.text = "Original"
        let after = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        after.text = "After"
        let screen = SimulatorScreen(first, after)
        let voiceOver = screen.voiceOver()
        _ = voiceOver.fourFingerTap(.top)
        #expect(voiceOver.focusedDescription == "Replacement 3")
        #expect(voiceOver.swipeRight() == "After")
        #expect(voiceOver.transcript() == ["Replacement 3", "After"])
    }

    /// docs/voiceover-behaviour.md §1 (Tree walk): a cycle is read once and reported; one the app creates
    /// between two gestures is found by the next gesture's reading of the screen.
    @Test func aCycleCreatedBetweenTwoGesturesIsReadOnce() {
        let group = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        let inner = UILabel(frame: CGRect(x: 20, y: 10, width: 200, height: 30))
        inner.text = "Inner"
        group.addSubview(inner)
        let screen = SimulatorScreen(group)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.focusedDescription == "Inner")
        let box = UIView(frame: CGRect(x: 0, y: 50, width: 390, height: 100))
        group.addSubview(box)
        box.accessibilityElements = [group, inner]
        group.accessibilityElements = [inner, box]
        #expect(voiceOver.swipeRight() == nil)  // the one element, read once: nothing after it
        let tree = AccessibilityTree(window: screen.window)
        #expect(tree.elements.map(\.label) == ["Inner"])
        #expect(tree.problems.contains { $0.kind == .cycle })
    }

    /// A hundred thousand buttons on one spot: they are read in the order they were added, and a
    /// touch finds the front one (the auditor's side of this is in TargetTests).
    @Test(.tags(.stress), .enabled(if: stressTestsEnabled))
    func aHundredThousandElementsWithOneFrame() {
        let count = 100_000
        let screen = SimulatorScreen()
        for index in 0..<count {
            let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
            button.setTitle("Button \(index)", for: .normal)
            screen.window.addSubview(button)
        }
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.focusedDescription == "Button 0, Button")  // VoiceOver starts on the first
        #expect(voiceOver.swipeRight() == "Button 1, Button")
        #expect(voiceOver.swipeRight() == "Button 2, Button")
        #expect(voiceOver.touch(at: CGPoint(x: 150, y: 320)) == "Button 99999, Button")
        #expect(voiceOver.transcript().count == count)
    }
}
