import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The guides' custom controls, written as the guides write them (overriding the accessibility
/// getters), and what VoiceOver says for them.
@Suite("The guides' custom controls")
@MainActor
struct GuideCustomControlTests {
    @Test("APLCoffeeControl, off then on")
    func coffee() {
        let control = APLCoffeeControl()
        let composer = SpeechComposer()
        #expect(
            composer.speech(for: node(reading: control), deviceLanguage: "en").text()
                == "Coffee, Off, Button, Show or hide coffee locations")
        #expect(control.accessibilityActivate())
        let speech = composer.speech(for: node(reading: control), deviceLanguage: "en")
        #expect(speech.descriptionParts == ["Coffee", "On", "Button"])
        #expect(speech.hint == "Show or hide coffee locations")
    }

    @Test("APLElevatorControl speaks its floor and the adjust hint")
    func elevator() {
        let control = APLElevatorControl()
        control.floor = 3
        let composer = SpeechComposer()
        let speech = composer.speech(for: node(reading: control), deviceLanguage: "en")
        #expect(speech.description == "Floor, 3, Adjustable")
        #expect(speech.hint == "Swipe up or down with one finger to adjust the value.")
        control.accessibilityIncrement()
        #expect(composer.speech(for: node(reading: control), deviceLanguage: "en").description == "Floor, 4, Adjustable")
    }

    /// The travelers slider (Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”)): before the fix VoiceOver says "0%, Adjustable"; with the
    /// container made adjustable but not yet labelled it says "Adjustable" (then the adjust hint,
    /// which the book does not quote: AccessibilitySnapshot's DescriptionEdgeCases reference, row
    /// 04, device-verified, wins over the book's silence); after the fix
    /// it names the travelers.
    nonisolated static let travelerCases: [SpeechCase] = [
        SpeechCase(
            "the slider before the fix", ElementSpec(value: "0%", traits: .adjustable), "0%, Adjustable",
            hint: "Swipe up or down with one finger to adjust the value."
        ),
        SpeechCase(
            "the container, adjustable but unlabelled", ElementSpec(traits: .adjustable), "Adjustable",
            hint: "Swipe up or down with one finger to adjust the value."
        ),
        SpeechCase(
            "the container after the fix", ElementSpec(label: "Travelers", value: "0", traits: .adjustable),
            "Travelers, 0, Adjustable", hint: "Swipe up or down with one finger to adjust the value."
        ),
        SpeechCase("the label above it", ElementSpec(label: "Travelers: 0", traits: .staticText), "Travelers: 0"),
    ]

    @Test("the travelers slider", arguments: travelerCases)
    func travelers(_ row: SpeechCase) {
        let speech = SpeechComposer().speech(for: row.element.node(), deviceLanguage: "en")
        #expect(speech.description == row.description)
        #expect(speech.hint == row.hint)
    }

    @Test("a selected coffee control reads in full")
    func selectedCoffee() {
        let element = ElementSpec(
            label: "Coffee", value: "On", hint: "Show or hide coffee locations", traits: [.button, .selected]
        )
        #expect(
            SpeechComposer().speech(for: element.node(), deviceLanguage: "en").text()
                == "Selected, Coffee, On, Button, Show or hide coffee locations")
    }
}
