import AccessibilityTree
import AssistiveTechnologies
import EarshotUIKit
import SampleApp
import Testing

/// The sample app launched without VoiceOver, its screens driven by Switch Control or Voice
/// Control: the guide's chapter 6 examples (Developing Accessible iOS Apps) exercised by the
/// other assistive technologies it names.
@MainActor
private struct SampleWithoutVoiceOver {
    let application: UIApplication
    let window: UIWindow

    init() {
        (application, window) = SampleApp.launch()
    }

    func show<Controller: UIViewController>(_ id: String, as type: Controller.Type) throws -> Controller {
        let entry = try #require(SampleApp.screen(id: id))
        let delegate = try #require(application.delegate as? SampleAppDelegate)
        let controller = application.perform { delegate.show(entry) }
        return try #require(controller as? Controller)
    }
}

@MainActor
@Suite("Sample app: Switch Control and Voice Control")
struct SwitchAndVoiceControlTests {
    /// Moves the highlight to the item named `name` at the current level (at most one pass).
    private func highlight(_ name: String, in switchControl: SwitchControl) throws {
        for _ in 0...switchControl.items.count where switchControl.highlighted?.name != name {
            switchControl.next()
        }
        try #require(switchControl.highlighted?.name == name)
    }

    /// Listing 6-19 and figure 6-6: "with Switch Control, the Escape option can be chosen from the
    /// action menu when any element is selected"; the custom alert's accessibilityPerformEscape
    /// closes it, not the screen.
    @Test func switchControlEscapeClosesTheCustomAlert() throws {
        let app = SampleWithoutVoiceOver()
        let screen = try app.show("custom-alert", as: CustomAlertViewController.self)
        let switchControl = SwitchControl(window: app.window)
        try highlight("Delete photo", in: switchControl)
        switchControl.select()
        try switchControl.choose(.tap)
        let alert = try #require(screen.customAlert)
        #expect(alert.accessibilityViewIsModal)
        #expect(switchControl.items.map(\.name).contains("Delete this photo?"))
        #expect(!switchControl.items.map(\.name).contains("Delete photo"), "the modal alert hides the screen behind it")
        try highlight("Cancel", in: switchControl)
        switchControl.select()
        try switchControl.choose(.escape)
        #expect(screen.customAlert == nil)
        #expect(!screen.photoDeleted)
        #expect(switchControl.events.contains(.appMethodCalled(name: "accessibilityPerformEscape", on: "CustomAlertView")))
    }

    /// Figure 6-8 (the increment switch) and listing 6-20 (custom actions in Switch Control's menu).
    @Test func switchControlAdjustsTheTravelersAndOffersTheirActions() throws {
        let app = SampleWithoutVoiceOver()
        let screen = try app.show("travelers", as: MarsTripViewController.self)
        let travelers = try #require(screen.travelersView as? TravelersView)
        let switchControl = SwitchControl(window: app.window)
        try highlight("Travelers", in: switchControl)
        let menu = try #require(switchControl.select()).map(\.name)
        #expect(menu.contains("Increment") && menu.contains("Decrement") && menu.contains("10 travelers"))
        try switchControl.choose(.increment)
        #expect(travelers.travelers == 1)
        switchControl.select()
        try switchControl.choose(named: "10 travelers")
        #expect(travelers.travelers == 10)
    }

    /// Listing 6-21: the focus callbacks "are triggered by VoiceOver and Switch Control".
    @Test func switchControlHighlightTriggersTheFocusCallbacks() throws {
        let app = SampleWithoutVoiceOver()
        let screen = try app.show("focus", as: FocusViewController.self)
        let (beach, mountains) = (screen.destinations[0], screen.destinations[1])
        let switchControl = SwitchControl(window: app.window)
        try highlight("Beach", in: switchControl)
        #expect(beach.isShowingFocusHighlight)
        switchControl.next()
        #expect(!beach.isShowingFocusHighlight)
        #expect(mountains.isShowingFocusHighlight)
        #expect(screen.focusLog == ["Beach became focused", "Beach lost focus", "Mountains became focused"])
    }

    /// Listing 6-22: the accessibilityFrame is what Switch Control draws its highlight around.
    @Test func switchControlHighlightsTheSemanticFrames() throws {
        let app = SampleWithoutVoiceOver()
        let screen = try app.show("semantic-frames", as: SemanticFrameViewController.self)
        let switchControl = SwitchControl(window: app.window)
        try highlight("4 stars from 1K ratings", in: switchControl)
        #expect(switchControl.highlighted?.frame == screen.rating.accessibilityFrame)
        try highlight("More Info", in: switchControl)
        #expect(switchControl.highlighted?.frame == CGRect(x: 290, y: 234, width: 44, height: 44))
    }

    /// Chapter 6, "Value": Voice Control listens for the label; the alert's buttons answer to it.
    @Test func voiceControlOpensAndCancelsTheCustomAlert() throws {
        let app = SampleWithoutVoiceOver()
        let screen = try app.show("custom-alert", as: CustomAlertViewController.self)
        let voiceControl = VoiceControl(window: app.window)
        try voiceControl.perform("Tap Delete photo")
        #expect(screen.customAlert != nil)
        try voiceControl.perform("Show names")
        #expect(voiceControl.overlayLabels.map(\.text) == ["Delete", "Cancel"])
        try voiceControl.perform("Tap Cancel")
        #expect(screen.customAlert == nil)
        #expect(!screen.photoDeleted)
    }
}
