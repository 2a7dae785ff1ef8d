import AccessibilityTree
import AssistiveTechnologies
import EarshotUIKit
import Testing

/// A phone-sized window with its own application, holding `views`.
@MainActor
struct Screen {
    let window: UIWindow
    let application: UIApplication

    init(_ views: UIView...) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        application = UIApplication()
        application.addWindow(window)
        views.forEach(window.addSubview)
    }
}

/// An element at row `row` of a column (44 points a row) recording what assistive technologies
/// call on it.
@MainActor
class Row: UIView {
    var calls: [String] = []
    var escapes = false
    var level = 0

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init(_ label: String, row: Int, traits: UIAccessibilityTraits = .button) {
        super.init(frame: CGRect(x: 20, y: 60 + CGFloat(row) * 44, width: 350, height: 40))
        isAccessibilityElement = true
        accessibilityLabel = label
        accessibilityTraits = traits
    }

    override func accessibilityElementDidBecomeFocused() { calls.append("became focused") }
    override func accessibilityElementDidLoseFocus() { calls.append("lost focus") }
    override func accessibilityActivate() -> Bool {
        calls.append("activate")
        return true
    }
    override func accessibilityIncrement() { level += 1 }
    override func accessibilityDecrement() { level -= 1 }
    override func accessibilityPerformEscape() -> Bool {
        calls.append("escape")
        return escapes
    }
}

@MainActor
@Suite("Switch Control")
struct SwitchControlTests {
    @Test func stepScanningMovesTheHighlightInReadingOrderAndWraps() {
        let screen = Screen(Row("One", row: 0), Row("Two", row: 1), Row("Three", row: 2))
        let switchControl = SwitchControl(window: screen.window)
        #expect(switchControl.highlighted == nil)
        #expect(switchControl.next()?.name == "One")
        #expect(switchControl.next()?.name == "Two")
        #expect(switchControl.next()?.name == "Three")
        #expect(switchControl.next()?.name == "One")
        #expect(switchControl.previous()?.name == "Three")
    }

    /// Developing Accessible iOS Apps, chapter 6, listing 6-21: accessibilityElementDidBecomeFocused
    /// and accessibilityElementDidLoseFocus "are triggered by VoiceOver and Switch Control".
    @Test func highlightingCallsTheFocusCallbacksOldFirst() {
        let one = Row("One", row: 0)
        let two = Row("Two", row: 1)
        let screen = Screen(one, two)
        let switchControl = SwitchControl(window: screen.window)
        switchControl.next()
        #expect(one.calls == ["became focused"])
        #expect(one.accessibilityElementIsFocused())
        switchControl.next()
        #expect(one.calls == ["became focused", "lost focus"])
        #expect(two.calls == ["became focused"])
        #expect(!one.accessibilityElementIsFocused())
        let names = switchControl.events.compactMap { if case .appMethodCalled(let name, _) = $0 { name } else { nil } }
        #expect(
            names == ["accessibilityElementDidBecomeFocused", "accessibilityElementDidLoseFocus", "accessibilityElementDidBecomeFocused"])
    }

    /// Each highlight posts `elementFocusedNotification` with Switch Control's identifier, the
    /// element highlighted and, from the second on, the one left (UIKit's
    /// `UIAccessibilityElementFocusedNotification` user info keys).
    @Test func highlightingPostsElementFocusedWithSwitchControlsIdentifier() throws {
        let one = Row("One", row: 0)
        let two = Row("Two", row: 1)
        let screen = Screen(one, two)
        let switchControl = SwitchControl(window: screen.window)
        final class Received: @unchecked Sendable { var infos: [[AnyHashable: Any]] = [] }
        let received = Received()
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.elementFocusedNotification, object: switchControl, queue: nil
        ) { received.infos.append($0.userInfo ?? [:]) }
        defer { NotificationCenter.default.removeObserver(token) }
        switchControl.next()
        switchControl.next()
        try #require(received.infos.count == 2)
        let identifier = UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl.rawValue
        #expect(received.infos[0].count == 2)
        #expect(received.infos[0][UIAccessibility.focusedElementUserInfoKey] as? NSObject === one)
        #expect(received.infos[1].count == 3)
        #expect(received.infos[1][UIAccessibility.assistiveTechnologyUserInfoKey] as? String == identifier)
        #expect(received.infos[1][UIAccessibility.focusedElementUserInfoKey] as? NSObject === two)
        #expect(received.infos[1][UIAccessibility.unfocusedElementUserInfoKey] as? NSObject === one)
    }

    /// Listing 6-22: "accessibilityFrame marks the bounds that assistive technologies such as
    /// Switch Control use to draw the highlight"; an accessibilityPath is drawn instead when set.
    @Test func theHighlightIsTheAccessibilityFrameOrPath() {
        let plain = Row("Plain", row: 0)
        let widened = Row("Widened", row: 1)
        widened.accessibilityFrame = CGRect(x: 10, y: 94, width: 370, height: 60)
        let shaped = Row("Shaped", row: 3)
        shaped.accessibilityPath = UIBezierPath(ovalIn: CGRect(x: 30, y: 190, width: 80, height: 40))
        let screen = Screen(plain, widened, shaped)
        let switchControl = SwitchControl(window: screen.window)
        #expect(switchControl.next()?.frame == CGRect(x: 20, y: 60, width: 350, height: 40))
        #expect(switchControl.next()?.frame == CGRect(x: 10, y: 94, width: 370, height: 60))
        let item = switchControl.next()
        #expect(item?.path != nil)
        #expect(item?.frame == CGRect(x: 30, y: 190, width: 80, height: 40))
    }

    @Test func aContainerThatGroupsItsChildrenIsOneItemThatSelectEnters() {
        let header = Row("Header", row: 0)
        let card = UIView(frame: CGRect(x: 0, y: 120, width: 390, height: 200))
        card.shouldGroupAccessibilityChildren = true
        let title = Row("Title", row: 0)
        let price = Row("Price", row: 1)
        card.addSubview(title)
        card.addSubview(price)
        let footer = Row("Footer", row: 7)
        let screen = Screen(header, card, footer)
        let switchControl = SwitchControl(window: screen.window)
        #expect(switchControl.items.map(\.name) == ["Header", "group: Title, Price", "Footer"])
        switchControl.next()
        let group = switchControl.next()
        #expect(group?.name == "group: Title, Price")
        #expect(group?.frame == CGRect(x: 20, y: 180, width: 350, height: 84))
        switchControl.select(auto: false)
        #expect(switchControl.highlighted?.name == "Title")
        #expect(switchControl.next()?.name == "Price")
        #expect(switchControl.next()?.name == "Title")
        switchControl.leaveGroup()
        #expect(switchControl.highlighted?.name == "group: Title, Price")
    }

    @Test func aListContainerIsAGroupAndAPlainViewIsNot() {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        list.accessibilityContainerType = .list
        list.addSubview(Row("A", row: 0))
        list.addSubview(Row("B", row: 1))
        let plain = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        plain.addSubview(Row("C", row: 0))
        plain.addSubview(Row("D", row: 1))
        let switchControl = SwitchControl(window: Screen(list, plain).window)
        #expect(switchControl.items.map(\.name) == ["group: A, B", "C", "D"])
        var settings = SwitchControlSettings()
        settings.groupsItems = false
        switchControl.settings = settings
        #expect(switchControl.items.map(\.name) == ["A", "B", "C", "D"])
    }

    /// accessibilityNavigationStyle is read by Switch Control: `.separate` makes a container's
    /// children a group of their own.
    @Test func aSeparateNavigationStyleMakesAGroup() {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        panel.accessibilityNavigationStyle = .separate
        panel.addSubview(Row("A", row: 0))
        panel.addSubview(Row("B", row: 1))
        let switchControl = SwitchControl(window: Screen(panel, Row("C", row: 8)).window)
        #expect(switchControl.items.map(\.name) == ["group: A, B", "C"])
    }

    @Test func autoScanningAdvancesOnTheVirtualClockAndStopsAfterItsLoops() {
        let screen = Screen(Row("One", row: 0), Row("Two", row: 1))
        var settings = SwitchControlSettings()
        settings.loops = 2
        let switchControl = SwitchControl(window: screen.window, settings: settings)
        switchControl.select()
        #expect(switchControl.isScanning)
        #expect(switchControl.highlighted?.name == "One")
        switchControl.advance(by: .milliseconds(999))
        #expect(switchControl.highlighted?.name == "One")
        switchControl.advance(by: .milliseconds(1))
        #expect(switchControl.highlighted?.name == "Two")
        switchControl.advance(by: .seconds(1))
        #expect(switchControl.highlighted?.name == "One")
        switchControl.advance(by: .seconds(10))
        #expect(!switchControl.isScanning)
        #expect(switchControl.highlighted == nil)
        #expect(switchControl.events.last == .scanningStopped)
    }

    /// Figure 6-6: "With Switch Control, when any element is selected, the Escape option can be
    /// chosen from the action menu"; it goes up the responder chain as VoiceOver's Z gesture does.
    @Test func selectingAnElementOpensTheItemMenuAndEscapeClimbsTheResponderChain() throws {
        let row = Row("Close", row: 0)
        let alert = Row("Alert", row: 0)
        alert.isAccessibilityElement = false
        alert.escapes = true
        alert.addSubview(row)
        let switchControl = SwitchControl(window: Screen(alert).window)
        switchControl.next()
        let menu = switchControl.select()
        #expect(menu?.map(\.name) == ["Tap", "Scroll Up", "Scroll Down", "Scroll Left", "Scroll Right", "Escape"])
        try switchControl.choose(named: "Escape")
        #expect(row.calls.contains("escape"))
        #expect(alert.calls == ["escape"])
        #expect(switchControl.menu == nil)
    }

    /// Figure 6-8: "tapping the increment switch on Switch Control" calls accessibilityIncrement on
    /// a view with the adjustable trait; listing 6-20: custom actions appear in the menu.
    @Test func adjustableElementsOfferIncrementAndDecrementAndCustomActionsAreListed() throws {
        let slider = Row("Travelers", row: 0, traits: .adjustable)
        var archived = false
        slider.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { _ in
                archived = true
                return true
            }
        ]
        let switchControl = SwitchControl(window: Screen(slider).window)
        switchControl.next()
        #expect(
            switchControl.select()?.map(\.name) == [
                "Tap", "Archive", "Increment", "Decrement", "Scroll Up", "Scroll Down", "Scroll Left", "Scroll Right", "Escape",
            ])
        try switchControl.choose(.increment)
        #expect(slider.level == 1)
        switchControl.select()
        try switchControl.choose(named: "decrement")
        switchControl.select()
        try switchControl.choose(named: "decrement")
        #expect(slider.level == -1)
        switchControl.select()
        try switchControl.choose(named: "Archive")
        #expect(archived)
    }

    @Test func tapActivatesElseTapsTheActivationPoint() throws {
        let activated = Row("Play", row: 0)
        let control = UIControl(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        control.accessibilityLabel = "Send"
        control.isAccessibilityElement = true
        var sent = 0
        control.addTarget(for: .touchUpInside) { _ in sent += 1 }
        let switchControl = SwitchControl(window: Screen(activated, control).window)
        switchControl.next()
        switchControl.select()
        try switchControl.choose(.tap)
        #expect(activated.calls.contains("activate"))
        switchControl.next()
        switchControl.select()
        try switchControl.choose(.tap)
        #expect(sent == 1)
        #expect(switchControl.events.contains(.tapSynthesized(at: CGPoint(x: 70, y: 222), hitView: "UIControl \"Send\"")))
    }

    @Test func choosingWhatTheMenuDoesNotOfferFailsClearly() {
        let switchControl = SwitchControl(window: Screen(Row("Plain", row: 0)).window)
        #expect(throws: SwitchControlError.self) { try switchControl.choose(.tap) }
        switchControl.next()
        switchControl.select()
        do {
            try switchControl.choose(.increment)
            Issue.record("choosing Increment on a button should fail")
        } catch {
            #expect("\(error)".contains("has no \"Increment\""))
        }
    }

    /// UIAccessibility's pauseAssistiveTechnology / resumeAssistiveTechnology notifications,
    /// "Switch Control only", with Switch Control's identifier as the argument.
    @Test func theAppPausesAndResumesScanning() {
        let screen = Screen(Row("One", row: 0), Row("Two", row: 1))
        let switchControl = SwitchControl(window: screen.window)
        switchControl.startScanning()
        #expect(switchControl.highlighted?.name == "One")
        screen.application.perform {
            UIAccessibility.post(
                notification: .pauseAssistiveTechnology, argument: UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl)
        }
        #expect(switchControl.isPaused)
        switchControl.advance(by: .seconds(3))
        #expect(switchControl.highlighted?.name == "One")
        #expect(switchControl.next() == nil)
        // VoiceOver's identifier does not resume Switch Control.
        screen.application.perform {
            UIAccessibility.post(
                notification: .resumeAssistiveTechnology, argument: UIAccessibility.AssistiveTechnologyIdentifier.notificationVoiceOver)
        }
        #expect(switchControl.isPaused)
        screen.application.perform {
            UIAccessibility.post(
                notification: .resumeAssistiveTechnology,
                argument: UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl.rawValue)
        }
        #expect(!switchControl.isPaused)
        switchControl.advance(by: .seconds(1))
        #expect(switchControl.highlighted?.name == "Two")
        #expect(switchControl.events.contains(.paused) && switchControl.events.contains(.resumed))
    }

    @Test func stoppingTakesTheHighlightAwayAndStopsListening() {
        let one = Row("One", row: 0)
        let screen = Screen(one, Row("Two", row: 1))
        let switchControl = SwitchControl(window: screen.window)
        switchControl.startScanning()
        switchControl.stop()
        #expect(one.calls == ["became focused", "lost focus"])
        #expect(switchControl.highlighted == nil && !switchControl.isScanning)
        screen.application.perform {
            UIAccessibility.post(
                notification: .pauseAssistiveTechnology, argument: UIAccessibility.AssistiveTechnologyIdentifier.notificationSwitchControl)
        }
        #expect(!switchControl.isPaused)
    }

    @Test func anEmptyScreenHasNothingToScan() {
        let switchControl = SwitchControl(window: Screen().window)
        #expect(switchControl.next() == nil)
        #expect(switchControl.items.isEmpty)
        switchControl.select()
        switchControl.advance(by: .seconds(5))
        #expect(switchControl.highlighted == nil)
    }

    @Test func pointScanningTapsWhereTheCrosshairsStop() throws {
        let control = UIControl(frame: CGRect(x: 0, y: 400, width: 390, height: 100))
        var sent = 0
        control.addTarget(for: .touchUpInside) { _ in sent += 1 }
        let switchControl = SwitchControl(window: Screen(control).window)
        // Sweeps of 5 seconds: half the width, then just over half the height.
        let point = switchControl.selectPoint(afterHorizontalSweep: .milliseconds(2500), verticalSweep: .milliseconds(2700))
        #expect(point.x == 195)
        #expect(abs(point.y - 455.76) < 0.01)
        try switchControl.tapSelectedPoint()
        #expect(sent == 1)
    }
}
