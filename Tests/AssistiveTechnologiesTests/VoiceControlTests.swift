import AccessibilityTree
import AssistiveTechnologies
import EarshotUIKit
import Testing

@MainActor
@Suite("Voice Control")
struct VoiceControlTests {
    /// Developing Accessible iOS Apps, chapter 6, "Value": "Voice Control will listen for the
    /// element's label"; accessibilityUserInputLabels name it otherwise, and the first is shown.
    @Test func showNamesShowsTheFirstInputLabelElseTheLabel() throws {
        let send = Row("Send message", row: 0)
        send.accessibilityUserInputLabels = ["Send", "Send message"]
        let cancel = Row("Cancel", row: 1)
        let caption = Row("Today", row: 2, traits: .staticText)
        let voiceControl = VoiceControl(window: Screen(send, cancel, caption).window)
        try voiceControl.perform("Show names")
        #expect(voiceControl.overlay == .names)
        #expect(voiceControl.overlayLabels.map(\.text) == ["Send", "Cancel"])
        try voiceControl.perform("Show numbers")
        #expect(voiceControl.overlayLabels.map(\.text) == ["1", "2"])
        try voiceControl.perform("hide numbers")
        #expect(voiceControl.overlayLabels.isEmpty)
    }

    @Test func tapNameActivatesTheElementByAnyOfItsInputLabels() throws {
        let send = Row("Send message", row: 0)
        send.accessibilityUserInputLabels = ["Send", "Send message"]
        let voiceControl = VoiceControl(window: Screen(send, Row("Cancel", row: 1)).window)
        #expect(try voiceControl.perform("Tap send") == .done)
        #expect(try voiceControl.perform("Tap  Send   Message") == .done)
        #expect(send.calls == ["activate", "activate"])
        #expect(voiceControl.events.contains(.appMethodCalled(name: "accessibilityActivate", on: "Row \"Send message\"")))
    }

    /// Chapter 6, "Value": adding the value to the label "requires your customers to be more
    /// accurate": the label with the value in it no longer matches what they say.
    @Test func aValueInTheLabelMakesTheSpokenNameMiss() {
        let volume = Row("Volume, 50%", row: 0, traits: .adjustable)
        let voiceControl = VoiceControl(window: Screen(volume).window)
        #expect(throws: VoiceControlError.self) { try voiceControl.perform("Tap Volume") }
    }

    @Test func anAmbiguousNameIsAnsweredWithNumbers() throws {
        let first = Row("Reply", row: 0)
        let second = Row("Reply", row: 1)
        let other = Row("Forward", row: 2)
        let voiceControl = VoiceControl(window: Screen(first, second, other).window)
        #expect(try voiceControl.perform("Tap Reply") == .chooseNumber(["Reply", "Reply"]))
        #expect(voiceControl.overlayLabels.map(\.text) == ["1", "2"])
        #expect(first.calls.isEmpty && second.calls.isEmpty)
        try voiceControl.perform("Tap 2")
        #expect(second.calls == ["activate"])
        #expect(first.calls.isEmpty)
        #expect(voiceControl.overlayLabels.isEmpty)
    }

    @Test func tapNumberUsesTheNumbersShown() throws {
        let one = Row("One", row: 0)
        let two = Row("Two", row: 1)
        let voiceControl = VoiceControl(window: Screen(one, two).window)
        #expect(throws: VoiceControlError.self) { try voiceControl.perform("Tap 1") }
        try voiceControl.perform("Show numbers")
        try voiceControl.perform("Tap 2")
        #expect(two.calls == ["activate"])
        do {
            try voiceControl.perform("Tap 3")
            Issue.record("Tap 3 should fail")
        } catch {
            #expect("\(error)" == "No item is numbered 3; the numbers shown are 1 to 2.")
        }
    }

    @Test func swipeUpAndScrollDownShowWhatIsBelow() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 844 * 3)
        scrollView.addSubview(Row("Top", row: 0))
        let voiceControl = VoiceControl(window: Screen(scrollView).window)
        try voiceControl.perform("Swipe up")
        #expect(scrollView.contentOffset.y > 0)
        let afterSwipe = scrollView.contentOffset.y
        try voiceControl.perform("Scroll down")
        #expect(scrollView.contentOffset.y > afterSwipe)
        try voiceControl.perform("Scroll up")
        #expect(scrollView.contentOffset.y == afterSwipe)
    }

    @Test(arguments: ["", "Jump", "Tap", "Swipe sideways", "Show everything"])
    func anUnknownCommandIsRefusedWithTheCommandsKnown(command: String) {
        let voiceControl = VoiceControl(window: Screen(Row("One", row: 0)).window)
        do {
            try voiceControl.perform(command)
            Issue.record("\"\(command)\" should be refused")
        } catch {
            #expect("\(error)".hasPrefix("Voice Control does not know"))
            #expect("\(error)".contains("Tap ⟨name⟩"))
        }
    }
}
