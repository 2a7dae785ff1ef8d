import AccessibilityTree
import Braille
import EarshotUIKit
import Testing
import VoiceOverSimulator

@MainActor
@Suite("VoiceOver: braille display")
struct SimulatorBrailleTests {
    /// Developing Accessible iOS Apps, chapter 6, "Value": a braille display shows the value "in a
    /// separate register"; the display follows VoiceOver's cursor.
    @Test(.enabled(if: LiblouisTranslator().executable != nil))
    func theDisplayFollowsTheCursorWithTheValueInItsOwnRegion() throws {
        let coffee = APLCoffeeControl(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let floor = ElementView("Floor", row: 4, traits: .adjustable)
        floor.accessibilityValue = "3"
        let screen = SimulatorScreen(coffee, floor)
        let voiceOver = screen.voiceOver()
        let first = try #require(try voiceOver.brailleDisplay(table: .uebGrade1))
        #expect(first.text == "Coffee Off btn")
        voiceOver.swipeRight()
        let second = try #require(try voiceOver.brailleDisplay(table: .uebGrade1))
        #expect(second.region(.value)?.text == "3")
        #expect(second.region(.value)?.cells == "⠼⠉")
        voiceOver.stop()
        #expect(try voiceOver.brailleDisplay() == nil)
    }

    /// The README's braille example, verbatim.
    @Test(.enabled(if: LiblouisTranslator().executable != nil))
    func theBrailleDisplayShowsTheValueInItsOwnRegion() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let volume = UISlider(frame: CGRect(x: 16, y: 100, width: 358, height: 44))
        volume.accessibilityLabel = "Volume"
        volume.value = 0.5
        window.addSubview(volume)
        let voiceOver = VoiceOver(window: window)
        let line = try #require(try voiceOver.brailleDisplay(table: .uebGrade1))
        #expect(line.region(.label)?.text == "Volume")
        #expect(line.region(.value)?.text == "50%")
    }
}
