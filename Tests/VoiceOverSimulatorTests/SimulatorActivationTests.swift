import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

@MainActor
@Suite("VoiceOver: double tap and custom actions")
struct SimulatorActivationTests {
    @Test func doubleTapTogglesTheCoffeeControlAndSpeaksWhatChanged() {
        let coffee = APLCoffeeControl(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let screen = SimulatorScreen(coffee)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Coffee, Off, Button, Show or hide coffee locations")
        voiceOver.clearLog()

        #expect(voiceOver.doubleTap() == "On")
        #expect(coffee.isOn)
        #expect(voiceOver.activate() == "Off")
        #expect(!coffee.isOn)
        #expect(voiceOver.spokenLog == ["On", "Off"])
        #expect(
            appCallsWithReceivers(in: voiceOver.events) == [
                "accessibilityActivate on APLCoffeeControl \"Coffee\"",
                "accessibilityActivate on APLCoffeeControl \"Coffee\"",
            ])
        // accessibilityActivate handled it: no tap was synthesized.
        #expect(!voiceOver.events.contains { if case .tapSynthesized = $0 { true } else { false } })
        #expect(voiceOver.focusedDescription == "Coffee, Off, Button, Show or hide coffee locations")
    }

    @Test func anUnhandledActivationTapsTheActivationPoint() {
        let button = UIControl(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        button.accessibilityLabel = "Send"
        button.accessibilityTraits = .button
        var sent = 0
        button.addTarget(for: .touchUpInside) { _ in sent += 1 }
        let screen = SimulatorScreen(button)
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()

        #expect(voiceOver.doubleTap() == nil)
        #expect(sent == 1)
        #expect(voiceOver.events.contains(.tapSynthesized(at: CGPoint(x: 80, y: 122), hitView: button)))
        #expect(appCalls(in: voiceOver.events) == ["accessibilityActivate"])
    }

    @Test func theTapLandsOnTheActivationPointNotTheFrame() {
        // Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): a widened accessibility frame keeps the control's activation point.
        let toggle = UIControl(frame: CGRect(x: 300, y: 100, width: 60, height: 40))
        var toggled = false
        toggle.addTarget(for: .touchUpInside) { _ in toggled = true }
        let row = UIView(frame: CGRect(x: 0, y: 90, width: 390, height: 60))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Wi-Fi"
        row.accessibilityActivationPoint = CGPoint(x: 330, y: 120)
        let screen = SimulatorScreen(row, toggle)
        toggle.isAccessibilityElement = false
        let voiceOver = screen.voiceOver()
        voiceOver.doubleTap()
        #expect(toggled)
        #expect(voiceOver.events.contains(.tapSynthesized(at: CGPoint(x: 330, y: 120), hitView: toggle)))
    }

    @Test func aTapOnAScreenWithoutBehaviourReportsWhereItWouldTap() {
        // An imported screen: generic views with attributes and nothing behind them.
        let imported = UIView(frame: CGRect(x: 10, y: 200, width: 100, height: 50))
        imported.isAccessibilityElement = true
        imported.accessibilityLabel = "Checkout"
        imported.accessibilityTraits = .button
        let screen = SimulatorScreen(imported)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.doubleTap() == nil)
        #expect(voiceOver.events.contains(.tapSynthesized(at: CGPoint(x: 60, y: 225), hitView: imported)))
    }

    @Test func aLabelThatChangesIsSpokenAfterActivation() {
        final class PlayButton: ElementView {
            var playing = false
            override func accessibilityActivate() -> Bool {
                playing.toggle()
                accessibilityLabel = playing ? "Pause" : "Play"
                return true
            }
        }
        let play = PlayButton("Play", row: 0, traits: .button)
        let screen = SimulatorScreen(play)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.doubleTap() == "Pause")
        #expect(voiceOver.lastSpoken == "Pause")
    }

    final class SaveButton: ElementView {
        var changesValue = false
        override func accessibilityActivate() -> Bool {
            if changesValue { accessibilityValue = "Saved" }
            UIAccessibility.post(notification: .announcement, argument: "Document saved")
            return true
        }
    }

    @Test func anAnnouncementFromAnActivationIsHeardWhenNothingElseChanged() {
        let save = SaveButton("Save", row: 0, traits: .button)
        let screen = SimulatorScreen(save)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.doubleTap() == "Document saved")
        voiceOver.settle()
        #expect(finishedAnnouncements(in: voiceOver.events).map(\.1) == [true])
    }

    @Test func whatChangedOnTheElementInterruptsAnAnnouncementFromItsActivation() {
        let save = SaveButton("Save", row: 0, traits: .button)
        save.changesValue = true
        let screen = SimulatorScreen(save)
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        #expect(voiceOver.doubleTap() == "Saved")
        #expect(voiceOver.spokenLog == ["Document saved", "Saved"])
        #expect(finishedAnnouncements(in: voiceOver.events).map(\.1) == [false])
    }

    @Test func anElementStartingAMediaSessionStaysSilent() {
        final class RecordButton: ElementView {
            var recording = false
            override func accessibilityActivate() -> Bool {
                recording = true
                accessibilityValue = "Recording"
                return true
            }
        }
        let record = RecordButton("Record", row: 0, traits: [.button, .startsMediaSession])
        let screen = SimulatorScreen(record)
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        #expect(voiceOver.doubleTap() == nil)
        #expect(record.recording)
        #expect(voiceOver.spokenLog.isEmpty)
    }

    @Test func touchesOnADirectInteractionElementReachTheApp() {
        final class PianoKeys: UIView {
            var touchedAt: [CGPoint] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                if let touch = touches.first { touchedAt.append(touch.location(in: self)) }
            }
        }
        let piano = PianoKeys(frame: CGRect(x: 0, y: 400, width: 390, height: 200))
        piano.isAccessibilityElement = true
        piano.accessibilityLabel = "Keyboard"
        piano.accessibilityTraits = .allowsDirectInteraction
        let title = ElementView("GarageBand", row: 0)
        let screen = SimulatorScreen(title, piano)
        let voiceOver = screen.voiceOver()

        // The first touch focuses the keyboard (and speaks it) and plays the key.
        #expect(voiceOver.touch(at: CGPoint(x: 50, y: 450)) == "Keyboard")
        // Later touches only play.
        #expect(voiceOver.touch(at: CGPoint(x: 200, y: 500)) == nil)
        #expect(piano.touchedAt == [CGPoint(x: 50, y: 50), CGPoint(x: 200, y: 100)])
        #expect(voiceOver.focusedElement === piano)
    }

    // MARK: Custom actions (the VoiceOver tutorial (iOS Accessibility: VoiceOver): "Say hello", "Say goodbye")

    final class CardView: ElementView {
        var said: [String] = []
        var activations = 0
        override func accessibilityActivate() -> Bool {
            activations += 1
            return true
        }
    }

    func cardScreen() -> (SimulatorScreen, CardView) {
        let card = CardView("Card, Alice", row: 0)
        let hello = UIAccessibilityCustomAction(name: "Say hello", target: card) { card in
            card.said.append("hello")
            return true
        }
        let goodbye = UIAccessibilityCustomAction(name: "Say goodbye", target: card) { card in
            card.said.append("goodbye")
            return true
        }
        card.accessibilityCustomActions = [hello, goodbye]
        return (SimulatorScreen(card, ElementView("Logo", row: 2)), card)
    }

    @Test func customActionsAreChosenWithVerticalSwipesAndRunWithADoubleTap() {
        let (screen, card) = cardScreen()
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Card, Alice, Actions Available")
        #expect(voiceOver.rotor == "Actions")

        #expect(voiceOver.swipeDown() == "Say hello")
        #expect(voiceOver.doubleTap() == nil)
        #expect(card.said == ["hello"])
        #expect(voiceOver.events.contains(.appMethodCalled(name: "actionHandler", on: "UIAccessibilityCustomAction \"Say hello\"")))

        #expect(voiceOver.swipeDown() == "Say goodbye")
        voiceOver.doubleTap()
        #expect(card.said == ["hello", "goodbye"])

        // The list wraps to the element's own action, which a double tap activates.
        #expect(voiceOver.swipeDown() == "Activate")
        voiceOver.doubleTap()
        #expect(card.activations == 1)
        #expect(card.said == ["hello", "goodbye"])
        #expect(voiceOver.swipeUp() == "Say goodbye")
    }

    @Test func leavingTheElementResetsTheActionsAndTheRotor() {
        let (screen, card) = cardScreen()
        let voiceOver = screen.voiceOver()
        voiceOver.swipeDown()
        voiceOver.swipeRight()
        #expect(voiceOver.rotor != "Actions")
        voiceOver.swipeLeft()
        #expect(voiceOver.rotor == "Actions")
        voiceOver.doubleTap()
        #expect(card.activations == 1)
        #expect(card.said.isEmpty)
    }

    @Test(arguments: [VoiceOverSettings.ActionsVerbosity.speak, .playSound, .silent])
    func actionsVerbosityDecidesHowActionsAreAnnounced(_ verbosity: VoiceOverSettings.ActionsVerbosity) {
        let (screen, _) = cardScreen()
        let voiceOver = screen.voiceOver(VoiceOverSettings(actionsVerbosity: verbosity))
        #expect(voiceOver.lastSpoken == (verbosity == .speak ? "Card, Alice, Actions Available" : "Card, Alice"))
        #expect(sounds(in: voiceOver.events).contains(.actionsAvailable) == (verbosity == .playSound))
    }
}
