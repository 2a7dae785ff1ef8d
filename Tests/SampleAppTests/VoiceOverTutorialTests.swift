import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// The VoiceOver tutorial (iOS Accessibility: VoiceOver) (iOS 辅助功能 VoiceOver): the coffee and elevator controls, the floor plan container,
/// custom actions and the logo.
@MainActor
@Suite("The VoiceOver tutorial (iOS Accessibility: VoiceOver): custom controls, containers and actions")
struct VoiceOverTutorialTests {
    /// "APLCoffeeControl 控件代码": double tap runs its accessibilityActivate (no synthesized tap),
    /// which toggles it; the floor plan shows the coffee stops.
    @Test func coffeeControlTogglesThroughAccessibilityActivate() throws {
        let session = SampleSession()
        let screen = try session.show("floor-plan", as: FloorPlanViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(2)
        #expect(voiceOver.focusedDescription == "Coffee, Off, Button, Show or hide coffee locations")
        #expect(voiceOver.doubleTap() == "On")
        #expect(screen.coffeeControl.isOn)
        #expect(screen.floorPlanView.showsCoffee)
        #expect(session.appMethodsCalled == ["accessibilityActivate"])
        #expect(!voiceOver.events.contains { if case .tapSynthesized = $0 { true } else { false } })
        #expect(voiceOver.doubleTap() == "Off")
        #expect(!screen.floorPlanView.showsCoffee)
    }

    /// "APLElevatorControl 控件代码": swipe up / down call increment / decrement, VoiceOver says the
    /// new value, and every change posts layoutChanged because the plan changes with the floor.
    @Test func elevatorControlAdjustsTheFloorAndPostsLayoutChanged() throws {
        let session = SampleSession()
        let screen = try session.show("floor-plan", as: FloorPlanViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(3)
        #expect(voiceOver.focusedDescription == "Floor, 1, Adjustable, \(adjustHint)")
        #expect(voiceOver.swipeUp() == "2")
        #expect(voiceOver.swipeUp() == "3")
        #expect(voiceOver.swipeUp() == "3", "the top floor: the value stays")
        #expect(voiceOver.swipeDown() == "2")
        #expect(screen.elevatorControl.floor == 2)
        #expect(screen.floorPlanView.floor == 2)
        #expect(
            session.appMethodsCalled == [
                "accessibilityIncrement", "accessibilityIncrement", "accessibilityIncrement", "accessibilityDecrement",
            ])
        #expect(session.notificationsReceived == Array(repeating: .layoutChanged, count: 4))
        #expect(voiceOver.focusedElement === screen.elevatorControl, "layoutChanged with nil keeps the cursor")
        #expect(session.transcript().suffix(3) == ["Elevators", "Library", "Design Studio"])
    }

    /// "APLFloorPlanView 代码": elements are created on first use, in reverse order of the features,
    /// with screen-coordinate paths; they are rebuilt when the plan changes.
    @Test func floorPlanElementsAreLazyReversedAndPathShaped() throws {
        let session = SampleSession()
        let screen = try session.show("floor-plan", as: FloorPlanViewController.self)
        let plan = screen.floorPlanView
        let features = plan.floorPlanFeatures.compactMap { $0[kFloorPlanString] as? String }
        #expect(features == ["Lobby", "Conference Room", "Elevators"])
        #expect(session.transcript().suffix(3) == ArraySlice(features.reversed()))
        #expect(plan.hasBuiltAccessibilityElements)
        let elements = try #require(plan.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.allSatisfy { $0.accessibilityContainer === plan && $0.accessibilityPath != nil })
        // The conference room is L-shaped: its path, not its frame, decides what a touch finds.
        let conference = try #require(elements.first { $0.accessibilityLabel == "Conference Room" })
        let cornerOutsideTheL = CGPoint(x: 16 + 200, y: 120 + 400)
        #expect(conference.accessibilityFrame.contains(cornerOutsideTheL))
        #expect(conference.accessibilityPath?.contains(cornerOutsideTheL) == false)
        #expect(session.voiceOver.touch(at: cornerOutsideTheL) == nil, "no room there: the L's notch is a corridor")
        #expect(session.voiceOver.touch(at: CGPoint(x: 60, y: 500)) == "Conference Room")

        plan.floor = 2
        #expect(!plan.hasBuiltAccessibilityElements, "a new floor drops the old elements")
        session.application.perform { screen.coffeeControl.isOn = true }
        #expect(session.transcript().suffix(4) == ["Espresso Bar", "Elevators", "Library", "Design Studio"])
    }

    /// "UIAccessibilityCustomAction 代码示例": every element of the card offers both actions; running
    /// one calls the controller's method.
    @Test func cardElementsOfferHelloAndGoodbye() throws {
        let session = SampleSession()
        let screen = try session.show("custom-actions", as: CardsViewController.self)
        let voiceOver = session.voiceOver
        #expect(
            session.transcript() == navigationBar(title: "Custom actions") + [
                "Hello goodbye, meet your match, Image",
                "Photo of Anna, Image, Actions Available",
                "Anna, 28, Actions Available",
                "Likes hiking and jazz, Actions Available",
                "Swipe up or down on the card for actions",
            ])
        session.swipeRight(4)
        #expect(voiceOver.focusedElement === screen.cardView.nameLabel)
        #expect(voiceOver.rotor == "Actions")
        #expect(voiceOver.swipeDown() == "Say hello")
        voiceOver.doubleTap()
        #expect(voiceOver.swipeDown() == "Say goodbye")
        voiceOver.doubleTap()
        #expect(voiceOver.swipeDown() == "Activate", "the element's own action comes round again")
        #expect(screen.greetings == ["hello", "goodbye"])
        #expect(session.appMethodsCalled.filter { $0 == "actionHandler" }.count == 2)
        #expect(screen.statusLabel.text == "You said goodbye to Anna")
    }

    /// "UIAccessibility 属性赋值示例": an image view made an element by setting its properties.
    @Test func logoIsALabelledImage() {
        let screen = CardsViewController()
        #expect(screen.logo.isAccessibilityElement)
        #expect(screen.logo.accessibilityLabel == "Hello goodbye, meet your match")
        #expect(screen.logo.accessibilityTraits == .image)
    }
}
