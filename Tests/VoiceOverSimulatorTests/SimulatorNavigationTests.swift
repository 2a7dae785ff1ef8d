import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

@MainActor
@Suite("VoiceOver: starting, swiping, touching")
struct SimulatorNavigationTests {
    @Test func startingFocusesAndSpeaksTheFirstElement() {
        let screen = SimulatorScreen(elementRows(["Inbox", "Drafts", "Sent"]))
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.focusedElement === screen.window.subviews[0])
        #expect(voiceOver.spokenLog == ["Inbox"])
        #expect(voiceOver.lastSpoken == "Inbox")
        #expect(voiceOver.focusedDescription == "Inbox")
    }

    @Test func startingPrefersTheSummaryElement() {
        // Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): the Weather app's summary element is focused when a location opens.
        let rows = elementRows(["Cupertino", "Sunny, 24 degrees", "Hourly forecast"])
        rows[1].accessibilityTraits = [.staticText, .summaryElement]
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.focusedElement === rows[1])
        #expect(voiceOver.spokenLog == ["Sunny, 24 degrees"])
    }

    @Test func swipesFollowTheReadingOrderWithoutWrapping() {
        let rows = elementRows(["One", "Two", "Three"])
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.swipeRight() == "Two")
        #expect(voiceOver.next() == "Three")
        voiceOver.clearLog()

        #expect(voiceOver.swipeRight() == nil)
        #expect(voiceOver.focusedElement === rows[2])
        #expect(voiceOver.spokenLog.isEmpty)
        #expect(sounds(in: voiceOver.events) == [.boundary])

        #expect(voiceOver.swipeLeft() == "Two")
        #expect(voiceOver.previous() == "One")
        #expect(voiceOver.swipeLeft() == nil)
        #expect(voiceOver.focusedElement === rows[0])
        #expect(voiceOver.spokenLog == ["Two", "One"])
    }

    @Test func elementsSpeakTheirDescriptionAndHintJoined() {
        let row = ElementView("Coffee", row: 0, traits: .button)
        row.accessibilityValue = "Off"
        row.accessibilityHint = "Shows coffee locations."
        let screen = SimulatorScreen(row)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Coffee, Off, Button, Shows coffee locations.")
        #expect(voiceOver.focusedDescription == "Coffee, Off, Button, Shows coffee locations.")
    }

    @Test func fourFingerTapsJumpToTheFirstAndLastElement() {
        let rows = elementRows(["A", "B", "C", "D"])
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.fourFingerTap(.bottom) == "D")
        #expect(voiceOver.focusedElement === rows[3])
        #expect(voiceOver.fourFingerTap(.top) == "A")
        #expect(voiceOver.focusedElement === rows[0])
    }

    @Test func focusCallbacksRunInUIKitsOrderAndFocusIsReported() {
        let log = CallLog()
        let rows = elementRows(["First", "Second"], log: log)
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        #expect(log.entries == ["First became focused", "First lost focus", "Second became focused"])
        // accessibilityElementIsFocused(): false while losing, true while gaining.
        #expect(rows[0].focusedDuringCallback == [true, false])
        #expect(rows[1].focusedDuringCallback == [true])
        #expect(rows[1].accessibilityElementIsFocused())
        #expect(!rows[0].accessibilityElementIsFocused())
        #expect(voiceOver.events.contains(.focusMoved(from: rows[0], to: rows[1])))
        #expect(appCalls(in: voiceOver.events).suffix(2) == ["accessibilityElementDidLoseFocus", "accessibilityElementDidBecomeFocused"])
    }

    @Test func everyFocusChangePostsElementFocused() throws {
        let rows = elementRows(["First", "Second"])
        let screen = SimulatorScreen(rows)
        let recorder = NotificationRecorder(window: screen.window, names: [UIAccessibility.elementFocusedNotification])
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        recorder.stop()
        #expect(recorder.received.count == 2)
        // Focus arriving from nothing names no element that lost it.
        let first = try #require(recorder.received.first?.userInfo)
        #expect(first.count == 2 && first[UIAccessibility.unfocusedElementUserInfoKey] == nil)
        #expect(first[UIAccessibility.focusedElementUserInfoKey] as? NSObject === rows[0])
        let info = try #require(recorder.received.last?.userInfo)
        #expect(info.count == 3)
        #expect(info[UIAccessibility.focusedElementUserInfoKey] as? NSObject === rows[1])
        #expect(info[UIAccessibility.unfocusedElementUserInfoKey] as? NSObject === rows[0])
        #expect(
            info[UIAccessibility.assistiveTechnologyUserInfoKey] as? String
                == UIAccessibility.AssistiveTechnologyIdentifier.notificationVoiceOver.rawValue)
    }

    @Test func startingAndStoppingTellTheApp() {
        final class StatusReader: ElementView {
            var seen: [Bool] = []
            override func accessibilityElementDidBecomeFocused() {
                seen.append(UIAccessibility.isVoiceOverRunning)
            }
        }
        let reader = StatusReader("Status", row: 0)
        let screen = SimulatorScreen(reader)
        let recorder = NotificationRecorder(window: screen.window, names: [UIAccessibility.voiceOverStatusDidChangeNotification])
        #expect(!screen.application.isVoiceOverRunning)
        let voiceOver = screen.voiceOver()
        #expect(screen.application.isVoiceOverRunning)
        #expect(reader.seen == [true])
        #expect(screen.application.perform { UIAccessibility.isVoiceOverRunning })
        #expect(recorder.received.count == 1)

        voiceOver.stop()
        #expect(!screen.application.isVoiceOverRunning)
        #expect(!screen.application.perform { UIAccessibility.isVoiceOverRunning })
        #expect(recorder.received.count == 2)
        #expect(voiceOver.swipeRight() == nil)
        recorder.stop()
    }

    @Test func aWindowWithoutAnApplicationGetsOne() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(ElementView("Alone", row: 0))
        let voiceOver = VoiceOver(window: window)
        #expect(window.application === voiceOver.application)
        #expect(voiceOver.application.isVoiceOverRunning)
        #expect(voiceOver.lastSpoken == "Alone")
    }

    @Test func transcriptReadsEverythingWithoutMovingTheCursor() {
        let log = CallLog()
        let rows = elementRows(["One", "Two", "Three"], log: log)
        rows[2].accessibilityHint = "Opens the third."
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        log.entries.removeAll()
        voiceOver.clearLog()
        #expect(voiceOver.transcript() == ["One", "Two", "Three, Opens the third."])
        #expect(voiceOver.focusedElement === rows[0])
        #expect(log.entries.isEmpty)
        #expect(voiceOver.spokenLog.isEmpty)
    }

    // MARK: Touch exploration

    @Test func touchFocusesTheElementUnderTheFinger() {
        let rows = elementRows(["One", "Two", "Three"])
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 60 + 2 * 44 + 10)) == "Three")
        #expect(voiceOver.focusedElement === rows[2])
        // Touching the focused element speaks it again; touching nothing does nothing.
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 150)) == "Three")
        #expect(voiceOver.touch(at: CGPoint(x: 5, y: 800)) == nil)
        #expect(voiceOver.focusedElement === rows[2])
    }

    @Test func touchTakesTheFrontMostOfOverlappingElements() {
        let back = ElementView("Back card", row: 0)
        let front = ElementView("Front card", row: 0)
        front.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let nested = ElementView("Nested badge", row: 0)
        nested.frame = CGRect(x: 0, y: 300, width: 50, height: 50)
        holder.addSubview(nested)
        let screen = SimulatorScreen(back, front, holder)
        let voiceOver = screen.voiceOver()
        // Both cards contain (150, 70); the later sibling is in front.
        #expect(voiceOver.touch(at: CGPoint(x: 150, y: 70)) == "Front card")
        #expect(voiceOver.touch(at: CGPoint(x: 30, y: 70)) == "Back card")
        #expect(voiceOver.touch(at: CGPoint(x: 10, y: 310)) == "Nested badge")
        screen.window.bringSubviewToFront(back)
        #expect(voiceOver.touch(at: CGPoint(x: 150, y: 70)) == "Back card")
    }

    @Test func touchUsesTheAccessibilityPathWhenThereIsOne() throws {
        // The VoiceOver tutorial (iOS Accessibility: VoiceOver)'s APLFloorPlanView: rooms are UIAccessibilityElements shaped by paths.
        final class FloorPlanView: UIView {
            lazy var rooms: [UIAccessibilityElement] = {
                let kitchen = UIAccessibilityElement(accessibilityContainer: self)
                kitchen.accessibilityLabel = "Kitchen"
                let triangle = UIBezierPath()
                triangle.move(to: CGPoint(x: 0, y: 0))
                triangle.addLine(to: CGPoint(x: 200, y: 0))
                triangle.addLine(to: CGPoint(x: 0, y: 200))
                triangle.close()
                kitchen.accessibilityPath = UIAccessibility.convertToScreenCoordinates(triangle, in: self)
                kitchen.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(
                    CGRect(x: 0, y: 0, width: 200, height: 200), in: self)
                let hall = UIAccessibilityElement(accessibilityContainer: self)
                hall.accessibilityLabel = "Hall"
                hall.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 0, width: 200, height: 200), in: self)
                return [kitchen, hall]
            }()
            override var isAccessibilityElement: Bool {
                get { false }
                set {}
            }
            override var accessibilityElements: [Any]? {
                get { rooms }
                set {}
            }
        }
        let plan = FloorPlanView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        let screen = SimulatorScreen(plan)
        let voiceOver = screen.voiceOver()
        // Inside the triangle: the kitchen (read first of the two at the same place).
        #expect(voiceOver.touch(at: CGPoint(x: 20, y: 120)) == "Kitchen")
        // Outside the triangle but inside both frames: the kitchen's path excludes it.
        #expect(voiceOver.touch(at: CGPoint(x: 180, y: 280)) == "Hall")
        // The app draws a square into the kitchen's path, reaching below both frames: the next
        // touch finds the new shape, there too.
        let shape = try #require(plan.rooms[0].accessibilityPath)
        shape.move(to: CGPoint(x: 100, y: 220))
        for corner in [CGPoint(x: 200, y: 220), CGPoint(x: 200, y: 320), CGPoint(x: 100, y: 320)] { shape.addLine(to: corner) }
        shape.close()
        #expect(voiceOver.touch(at: CGPoint(x: 180, y: 280)) == "Kitchen")
        #expect(voiceOver.touch(at: CGPoint(x: 150, y: 310)) == "Kitchen")
    }

    @Test func aFocusedElementThatDisappearsHandsFocusToTheOneNowInItsPlace() {
        let rows = elementRows(["One", "Two", "Three"])
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        rows[1].removeFromSuperview()
        rows[2].frame.origin.y = rows[1].frame.origin.y
        // The cursor stands where "Two" was: the next swipe reads what is now there.
        #expect(voiceOver.swipeRight() == "Three")

        voiceOver.fourFingerTap(.bottom)
        rows[2].removeFromSuperview()
        // Nothing is at the old position any more: the last element takes focus.
        #expect(voiceOver.focusedDescription == "One")
        #expect(voiceOver.focusedElement === rows[0])
        rows[0].removeFromSuperview()
        #expect(voiceOver.focusedDescription == nil)
        #expect(voiceOver.focusedElement == nil)
    }

    @Test func theCursorScrollsAnElementBelowTheFoldIntoView() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scrollView.contentSize = CGSize(width: 390, height: 1200)
        let top = ElementView("Top", row: 0)
        let far = ElementView("Far below", row: 0)
        far.frame.origin.y = 1000
        scrollView.addSubview(top)
        scrollView.addSubview(far)
        let screen = SimulatorScreen(scrollView)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.swipeRight() == "Far below")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 640), "\(scrollView.contentOffset.y - 640)")
        let frame = far.accessibilityFrame
        #expect(frame.maxY <= 400 && frame.minY >= 0)
    }
}

@MainActor
@Suite("VoiceOver on a very deep screen")
struct SimulatorDeepScreenTests {
    @Test func aHundredThousandLevelsDeepNeitherOverflowsNorStalls() {
        let screen = SimulatorScreen()
        var parent: UIView = screen.window
        for _ in 0..<100_000 {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            parent.addSubview(child)
            parent = child
        }
        parent.addSubview(ElementView("Bottom", row: 0, traits: .button))
        parent.addSubview(ElementView("Below", row: 1))
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Bottom, Button")
        #expect(voiceOver.swipeRight() == "Below")
        #expect(voiceOver.touch(at: CGPoint(x: 100, y: 70)) == "Bottom, Button")
        voiceOver.escape()
        // Escape asked every responder from the element to the application: the element, the
        // 100,000 views, the window and the application.
        #expect(appCalls(in: voiceOver.events).filter { $0 == "accessibilityPerformEscape" }.count == 100_000 + 3)
        voiceOver.stop()
    }
}
