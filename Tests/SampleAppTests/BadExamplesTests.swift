import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// The guides' "before" examples, for the auditor to catch: what VoiceOver makes of them.
@MainActor
@Suite("Before the fix: what the guides warn against")
struct BadExamplesTests {
    /// The Accessibility Programming Guide for iOS: a role in the label is heard twice: "添加按钮按钮", "Add button, Button".
    @Test func labelRepeatingTheRole() throws {
        let session = SampleSession()
        try session.show("bad-labels-and-hints", as: BadExamplesViewController.self)
        #expect(
            session.transcript() == navigationBar(title: "Bad labels and hints") + [
                "Add button, Button",
                "Yesterday, Button, Tap to play the song",
                "Save, Button, The Save button saves your edits.",
            ])
    }

    @Test func buildersGiveTheBadAttributes() {
        let add = BadExamples.addButtonRepeatingItsRole()
        #expect(add.accessibilityLabel == "Add button")
        #expect(add.accessibilityTraits.contains(.button))
        #expect(BadExamples.songWithGestureHint().accessibilityHint == "Tap to play the song")
        #expect(BadExamples.saveButtonNamingItselfInItsHint().accessibilityHint == "The Save button saves your edits.")
        let slider = BadExamples.travelersSliderBeforeTheFix()
        #expect(!slider.isAccessibilityElement)
        #expect(slider.slider.accessibilityLabel == nil, "the slider says nothing of what it sets")
        #expect(slider.slider.accessibilityValue == "0%")
    }
}
