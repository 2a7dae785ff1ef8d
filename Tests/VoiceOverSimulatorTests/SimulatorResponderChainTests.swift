import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

@MainActor
@Suite("VoiceOver: Escape, Magic Tap and three-finger scrolling")
struct SimulatorResponderChainTests {
    // MARK: Escape

    /// A custom modal dialog (the developer notes Accessibility in iOS: `accessibilityViewIsModal`; Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”), listing 6-19: Escape
    /// dismisses it).
    final class CustomAlertView: UIView {
        var postsScreenChange = false
        override func accessibilityPerformEscape() -> Bool {
            removeFromSuperview()
            if postsScreenChange { UIAccessibility.post(notification: .screenChanged, argument: nil) }
            return true
        }
    }

    func alertScreen(postsScreenChange: Bool) -> (SimulatorScreen, CustomAlertView, [ElementView]) {
        let content = elementRows(["Messages", "New message", "Settings"])
        let alert = CustomAlertView(frame: CGRect(x: 40, y: 300, width: 310, height: 200))
        alert.accessibilityViewIsModal = true
        alert.postsScreenChange = postsScreenChange
        let message = ElementView("Delete all messages?", row: 0)
        message.frame = CGRect(x: 10, y: 10, width: 290, height: 40)
        let cancel = ElementView("Cancel", row: 0, traits: .button)
        cancel.frame = CGRect(x: 10, y: 120, width: 290, height: 40)
        alert.addSubview(message)
        alert.addSubview(cancel)
        return (SimulatorScreen(content + [alert]), alert, content)
    }

    @Test func escapeDismissesACustomModalAndScreenChangedRefocuses() {
        let (screen, alert, content) = alertScreen(postsScreenChange: true)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.lastSpoken == "Delete all messages?")
        #expect(voiceOver.swipeRight() == "Cancel, Button")
        #expect(voiceOver.swipeRight() == nil)

        #expect(voiceOver.twoFingerScrub() == "Messages")
        #expect(alert.superview == nil)
        #expect(voiceOver.focusedElement === content[0])
        #expect(sounds(in: voiceOver.events).last == .screenChanged)
        // Escape went from the focused button up to the alert, which handled it.
        #expect(
            appCallsWithReceivers(in: voiceOver.events).filter { $0.hasPrefix("accessibilityPerformEscape") } == [
                "accessibilityPerformEscape on ElementView \"Cancel\"",
                "accessibilityPerformEscape on CustomAlertView",
            ])
    }

    @Test func withoutANotificationFocusGoesToTheElementNowAtTheOldPosition() {
        let (screen, _, content) = alertScreen(postsScreenChange: false)
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        // "Cancel" was second in reading order; the second element now is "New message".
        #expect(voiceOver.escape() == "New message")
        #expect(voiceOver.focusedElement === content[1])
    }

    /// A navigation controller of the app's own making (the View Controller Programming Guide for iOS: "if you design your own
    /// navigation controller, make Escape go up one level").
    final class StackController: UIViewController {
        private(set) var stack: [UIViewController] = []

        func push(_ controller: UIViewController) {
            stack.last?.view.removeFromSuperview()
            stack.append(controller)
            addChild(controller)
            controller.view.frame = view.bounds
            view.addSubview(controller.view)
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }

        override func accessibilityPerformEscape() -> Bool {
            guard stack.count > 1 else { return false }
            let top = stack.removeLast()
            top.view.removeFromSuperview()
            top.removeFromParent()
            view.addSubview(stack.last!.view)
            UIAccessibility.post(notification: .screenChanged, argument: nil)
            return true
        }
    }

    final class ListController: UIViewController {
        let labels: [String]
        /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
        required init?(coder: NSCoder) {
            return nil
        }

        init(_ labels: [String]) {
            self.labels = labels
            super.init()
        }
        override func viewDidLoad() {
            elementRows(labels).forEach(view.addSubview)
        }
    }

    @Test func escapeGoesBackUpACustomNavigationStack() {
        let screen = SimulatorScreen()
        let navigation = StackController()
        screen.window.rootViewController = navigation
        let voiceOver = screen.voiceOver()
        screen.application.perform { navigation.push(ListController(["Mailboxes", "Inbox"])) }
        screen.application.perform { navigation.push(ListController(["Inbox", "Message from Bob"])) }
        #expect(voiceOver.lastSpoken == "Inbox")
        voiceOver.swipeRight()
        #expect(voiceOver.lastSpoken == "Message from Bob")

        #expect(voiceOver.escape() == "Mailboxes")
        #expect(navigation.stack.count == 1)
        // At the root the controller declines, and nothing else handles it.
        #expect(voiceOver.escape() == nil)
        #expect(sounds(in: voiceOver.events).last == .boundary)
        #expect(appCalls(in: voiceOver.events).last == "accessibilityPerformEscape")
    }

    @Test func theResponderChainRunsFromTheElementToTheAppDelegate() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        final class Controller: UIViewController {}
        let controller = Controller()
        let screen = SimulatorScreen()
        let delegate = Delegate()
        screen.application.delegate = delegate
        screen.window.rootViewController = controller
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let row = ElementView("Row", row: 0)
        holder.addSubview(row)
        controller.view.addSubview(holder)
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        voiceOver.escape()
        #expect(
            appCallsWithReceivers(in: voiceOver.events) == [
                "accessibilityPerformEscape on ElementView \"Row\"",
                "accessibilityPerformEscape on UIView",
                "accessibilityPerformEscape on UIView",
                "accessibilityPerformEscape on Controller",
                "accessibilityPerformEscape on UIWindow",
                "accessibilityPerformEscape on UIApplication",
                "accessibilityPerformEscape on Delegate",
            ])
    }

    @Test func anAccessibilityElementStartsWithItsContainers() {
        final class Drawing: UIView {
            lazy var shapes: [UIAccessibilityElement] = {
                let circle = UIAccessibilityElement(accessibilityContainer: self)
                circle.accessibilityLabel = "Circle"
                circle.accessibilityFrame = CGRect(x: 10, y: 10, width: 50, height: 50)
                return [circle]
            }()
            var escaped = false
            override var accessibilityElements: [Any]? {
                get { shapes }
                set {}
            }
            override func accessibilityPerformEscape() -> Bool {
                escaped = true
                return true
            }
        }
        let drawing = Drawing(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let screen = SimulatorScreen(drawing)
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        voiceOver.escape()
        #expect(drawing.escaped)
        #expect(
            appCallsWithReceivers(in: voiceOver.events) == [
                "accessibilityPerformEscape on UIAccessibilityElement \"Circle\"",
                "accessibilityPerformEscape on Drawing",
            ])
    }

    // MARK: Magic Tap

    @Test func magicTapReachesTheViewController() {
        // The View Controller Programming Guide for iOS: in the Clock app Magic Tap starts and stops the stopwatch.
        final class StopwatchController: UIViewController {
            var running = false
            override func viewDidLoad() {
                view.addSubview(ElementView("00:00", row: 0))
            }
            override func accessibilityPerformMagicTap() -> Bool {
                running.toggle()
                UIAccessibility.post(notification: .announcement, argument: running ? "Started" : "Stopped")
                return true
            }
        }
        let controller = StopwatchController()
        let screen = SimulatorScreen()
        screen.window.rootViewController = controller
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.twoFingerDoubleTap() == "Started")
        #expect(controller.running)
        #expect(voiceOver.magicTap() == "Stopped")
        #expect(!voiceOver.events.contains(.systemAction("playPause")))
    }

    @Test func magicTapFallsBackToTheAppDelegateThenToPlayPause() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var handles = true
            var taps = 0
            override func accessibilityPerformMagicTap() -> Bool {
                taps += 1
                return handles
            }
        }
        let screen = SimulatorScreen(elementRows(["Now playing"]))
        let delegate = Delegate()
        screen.application.delegate = delegate
        let voiceOver = screen.voiceOver()
        voiceOver.magicTap()
        #expect(delegate.taps == 1)
        #expect(!voiceOver.events.contains(.systemAction("playPause")))

        delegate.handles = false
        voiceOver.magicTap()
        #expect(delegate.taps == 2)
        #expect(voiceOver.events.last == .systemAction("playPause"))
    }

    // MARK: Three-finger scroll

    /// A paged view of the app's own, scrolling one page per three-finger swipe and posting its
    /// status (the View Controller Programming Guide for iOS: implement `accessibilityScroll` on the custom scroll view itself).
    final class PagedView: UIView {
        var page = 1
        let pageCount = 3
        var received: [UIAccessibilityScrollDirection] = []
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            received.append(direction)
            let next = direction == .down || direction == .next ? page + 1 : page - 1
            guard (1...pageCount).contains(next) else { return false }
            page = next
            UIAccessibility.post(notification: .pageScrolled, argument: "Page \(page) of \(pageCount)")
            return true
        }
    }

    @Test func threeFingerSwipeUpScrollsToTheNextPageAndSpeaksTheStatus() {
        let pages = PagedView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        elementRows(["Chapter 1"]).forEach(pages.addSubview)
        let screen = SimulatorScreen(pages)
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()

        #expect(voiceOver.threeFingerSwipe(.up) == "Page 2 of 3")
        #expect(pages.page == 2)
        #expect(sounds(in: voiceOver.events) == [.scroll])
        #expect(voiceOver.events.contains(.spoke("Page 2 of 3", .scrollStatus)))
        #expect(
            appCallsWithReceivers(in: voiceOver.events) == [
                "accessibilityScroll(.down) on ElementView \"Chapter 1\"",
                "accessibilityScroll(.down) on PagedView",
            ])
        #expect(voiceOver.threeFingerTap() == "Page 2 of 3")

        voiceOver.threeFingerSwipe(.up)
        // Past the last page nothing scrolls: a boundary sound, nothing said.
        #expect(voiceOver.threeFingerSwipe(.up) == nil)
        #expect(sounds(in: voiceOver.events).last == .boundary)
        #expect(pages.page == 3)
    }

    @Test(arguments: [
        (VoiceOver.SwipeDirection.up, UIAccessibilityScrollDirection.down),
        (.down, .up),
        (.left, .right),
        (.right, .left),
    ])
    func threeFingerSwipesSendTheDocumentedDirection(_ swipe: VoiceOver.SwipeDirection, _ expected: UIAccessibilityScrollDirection) {
        let pages = PagedView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        pages.page = 2
        elementRows(["Text"]).forEach(pages.addSubview)
        let screen = SimulatorScreen(pages)
        let voiceOver = screen.voiceOver()
        voiceOver.threeFingerSwipe(swipe)
        #expect(pages.received == [expected])
        #expect(swipe.scrollDirection == expected)
    }

    @Test func threeFingerTapWithoutAStatusSaysNothing() {
        let screen = SimulatorScreen(elementRows(["Alone"]))
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.threeFingerTap() == nil)
    }
}
