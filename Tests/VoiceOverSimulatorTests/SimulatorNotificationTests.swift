import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

@MainActor
@Suite("VoiceOver: notifications the app posts")
struct SimulatorNotificationTests {
    // MARK: Screen and layout changes

    @Test func screenChangedInViewDidAppearMovesTheCursorThere() {
        // The View Controller Programming Guide for iOS, listing 9-1.
        final class MyViewController: UIViewController {
            let myFirstElement = ElementView("Compose", row: 3, traits: .button)
            override func viewDidLoad() {
                elementRows(["Back", "Mailboxes"]).forEach(view.addSubview)
                view.addSubview(myFirstElement)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                UIAccessibility.post(notification: .screenChanged, argument: myFirstElement)
            }
        }
        let screen = SimulatorScreen(elementRows(["Loading"]))
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        screen.window.subviews.forEach { $0.removeFromSuperview() }
        let controller = MyViewController()
        screen.window.rootViewController = controller

        #expect(voiceOver.focusedElement === controller.myFirstElement)
        #expect(voiceOver.spokenLog == ["Compose, Button"])
        #expect(sounds(in: voiceOver.events) == [.screenChanged])
    }

    @Test func screenChangedWithoutAnElementFocusesTheFirstOne() {
        let rows = elementRows(["Title", "Body"])
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        screen.application.perform { UIAccessibility.post(notification: .screenChanged, argument: nil) }
        #expect(voiceOver.focusedElement === rows[0])
        #expect(voiceOver.lastSpoken == "Title")
    }

    @Test func screenChangedWithAStringSpeaksIt() {
        // The developer notes Accessibility in iOS: the argument may be a string announcing the change.
        let rows = elementRows(["Title", "Body"])
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.clearLog()
        screen.application.perform { UIAccessibility.post(notification: .screenChanged, argument: "Results loaded") }
        #expect(voiceOver.spokenLog == ["Results loaded"])
        #expect(voiceOver.events.contains(.spoke("Results loaded", .notification)))
        #expect(voiceOver.focusedElement === rows[0])
    }

    @Test func layoutChangedWithAnElementMovesFocusThere() {
        let rows = elementRows(["Question", "Answer", "Extra option"])
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        screen.application.perform { UIAccessibility.post(notification: .layoutChanged, argument: rows[2]) }
        #expect(voiceOver.focusedElement === rows[2])
        #expect(voiceOver.spokenLog == ["Extra option"])
        #expect(sounds(in: voiceOver.events).isEmpty)
    }

    @Test func layoutChangedWithAStringOrNothingKeepsFocus() {
        let rows = elementRows(["Question", "Answer"])
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.clearLog()
        screen.application.perform { UIAccessibility.post(notification: .layoutChanged, argument: "2 more options") }
        #expect(voiceOver.spokenLog == ["2 more options"])
        screen.application.perform { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
        #expect(voiceOver.spokenLog == ["2 more options"])
        #expect(voiceOver.focusedElement === rows[1])
    }

    @Test func postsFromAppCodeAreHandledWhenThatCodeReturns() {
        let screen = SimulatorScreen(elementRows(["Old"]))
        let voiceOver = screen.voiceOver()
        let banner = ElementView("New banner", row: 0)
        screen.application.perform {
            // Posted before the view exists: UIKit delivers it after this code returns.
            UIAccessibility.post(notification: .layoutChanged, argument: banner)
            screen.window.subviews.forEach { $0.removeFromSuperview() }
            screen.window.addSubview(banner)
        }
        #expect(voiceOver.focusedElement === banner)
        #expect(voiceOver.lastSpoken == "New banner")
    }

    @Test func switchControlNotificationsAreIgnored() {
        let screen = SimulatorScreen(elementRows(["One"]))
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        screen.application.perform {
            UIAccessibility.post(notification: .pauseAssistiveTechnology, argument: nil)
            UIAccessibility.post(notification: .resumeAssistiveTechnology, argument: nil)
        }
        #expect(voiceOver.spokenLog.isEmpty)
        #expect(voiceOver.events == [.notificationReceived(.pauseAssistiveTechnology), .notificationReceived(.resumeAssistiveTechnology)])
    }

    // MARK: Announcements

    enum AnnouncementArgument: String, CaseIterable, Sendable {
        case string, nsAttributedString, attributedString, emptyString, number

        @MainActor
        var value: Any {
            switch self {
            case .string: return "Saved"
            case .nsAttributedString: return NSAttributedString(string: "Saved")
            case .attributedString: return AttributedString("Saved")
            case .emptyString: return ""
            case .number: return NSNumber(value: 3)
            }
        }

        var carriesText: Bool { self != .emptyString && self != .number }
    }

    @Test(arguments: AnnouncementArgument.allCases)
    func announcementArgumentsThatCarryText(_ argument: AnnouncementArgument) {
        let screen = SimulatorScreen(elementRows(["One"]))
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        screen.application.perform { UIAccessibility.post(notification: .announcement, argument: argument.value) }
        #expect(voiceOver.spokenLog == (argument.carriesText ? ["Saved"] : []))
    }

    @Test func anAnnouncementInterruptsAndReportsItsEnd() throws {
        let screen = SimulatorScreen(elementRows(["A long element description that takes a while"]))
        let recorder = NotificationRecorder(window: screen.window, names: [UIAccessibility.announcementDidFinishNotification])
        let voiceOver = screen.voiceOver()
        screen.application.perform { UIAccessibility.post(notification: .announcement, argument: "The thing happened!") }
        #expect(voiceOver.events.contains(.speechInterrupted("A long element description that takes a while")))
        #expect(voiceOver.lastSpoken == "The thing happened!")
        #expect(recorder.received.isEmpty)

        #expect(voiceOver.settle())
        recorder.stop()
        let info = try #require(recorder.received.first?.userInfo)
        #expect(recorder.received.count == 1)
        #expect(info[UIAccessibility.announcementStringValueUserInfoKey] as? String == "The thing happened!")
        #expect((info[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect(finishedAnnouncements(in: voiceOver.events).map(\.1) == [true])
    }

    @Test func movingFocusInterruptsAnAnnouncementAndDropsQueuedOnes() {
        let screen = SimulatorScreen(elementRows(["One", "Two"]))
        let voiceOver = screen.voiceOver()
        voiceOver.settle()
        screen.application.perform {
            UIAccessibility.post(notification: .announcement, argument: "Downloading")
            UIAccessibility.post(
                notification: .announcement,
                argument: NSAttributedString(string: "Download finished", attributes: [.accessibilitySpeechQueueAnnouncement: true])
            )
        }
        #expect(voiceOver.lastSpoken == "Downloading")
        voiceOver.swipeRight()
        let finished = finishedAnnouncements(in: voiceOver.events)
        #expect(finished.map(\.0) == ["Download finished", "Downloading"])
        #expect(finished.map(\.1) == [false, false])
        voiceOver.settle()
        #expect(!voiceOver.spokenLog.contains("Download finished"))
    }

    @Test func aQueuedAnnouncementWaitsForCurrentSpeech() {
        let screen = SimulatorScreen(elementRows(["Weather"]))
        let voiceOver = screen.voiceOver()
        screen.application.perform {
            UIAccessibility.post(
                notification: .announcement,
                argument: NSAttributedString(
                    string: "Rain expected", attributes: [.accessibilitySpeechQueueAnnouncement: NSNumber(value: true)])
            )
        }
        #expect(voiceOver.spokenLog == ["Weather"])
        voiceOver.settle()
        #expect(voiceOver.spokenLog == ["Weather", "Rain expected"])
        #expect(!voiceOver.events.contains(.speechInterrupted("Weather")))
    }

    @Test func priorityDecidesWhoInterruptsWhom() {
        func announcement(_ text: String, _ priority: UIAccessibility.AnnouncementPriority) -> NSAttributedString {
            NSAttributedString(string: text, attributes: [.accessibilitySpeechAnnouncementPriority: priority])
        }
        let screen = SimulatorScreen(elementRows(["One", "Two"]))
        let voiceOver = screen.voiceOver()
        voiceOver.settle()
        screen.application.perform {
            UIAccessibility.post(notification: .announcement, argument: announcement("Battery low", .high))
            UIAccessibility.post(notification: .announcement, argument: announcement("Synced", .default))
            UIAccessibility.post(notification: .announcement, argument: announcement("Tip of the day", .low))
        }
        // High is playing and cannot be interrupted: the default one waits first in line, the low
        // one behind it.
        #expect(voiceOver.lastSpoken == "Battery low")
        voiceOver.swipeRight()
        // Even the user's swipe waits; the queued announcements were dropped by the focus move.
        #expect(voiceOver.lastSpoken == "Battery low")
        #expect(voiceOver.focusedElement != nil)
        voiceOver.settle()
        #expect(voiceOver.spokenLog.suffix(2) == ["Battery low", "Two"])
        let finished = finishedAnnouncements(in: voiceOver.events)
        #expect(finished.map(\.0) == ["Synced", "Tip of the day", "Battery low"])
        #expect(finished.map(\.1) == [false, false, true])
    }

    @Test func aDefaultPriorityAnnouncementInterruptsALowOne() {
        let screen = SimulatorScreen(elementRows(["One"]))
        let voiceOver = screen.voiceOver()
        voiceOver.settle()
        screen.application.perform {
            UIAccessibility.post(
                notification: .announcement,
                argument: NSAttributedString(
                    string: "Low news",
                    attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibility.AnnouncementPriority.low.rawValue]))
            UIAccessibility.post(
                notification: .announcement,
                argument: NSAttributedString(
                    string: "Default news",
                    attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibility.AnnouncementPriority.default]))
        }
        #expect(voiceOver.spokenLog.suffix(2) == ["Low news", "Default news"])
        #expect(voiceOver.events.contains(.speechInterrupted("Low news")))
        #expect(finishedAnnouncements(in: voiceOver.events).first.map { $0.0 == "Low news" && !$0.1 } == true)
    }

    @Test func announcementDidFinishDrivesContinuousReadingAsIBooksDoes() {
        // The View Controller Programming Guide for iOS: iBooks reads the next line when VoiceOver finishes the previous one, and stops
        // at the last line or when reading was interrupted.
        @MainActor
        final class BookReader {
            let lines = ["It was a dark night.", "The wind howled.", "The end."]
            var next = 0
            var token: NSObjectProtocol?
            var results: [(String, Bool)] = []

            func start(in application: UIApplication) {
                token = NotificationCenter.default.addObserver(
                    forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: nil
                ) { [weak self] notification in
                    let spoken = notification.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? ""
                    let success =
                        (notification.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?.boolValue ?? false
                    MainActor.assumeIsolated { self?.finished(spoken, success: success) }
                }
                readNextLine()
            }

            func finished(_ line: String, success: Bool) {
                results.append((line, success))
                if success { readNextLine() }
            }

            func readNextLine() {
                guard next < lines.count else { return }
                UIAccessibility.post(notification: .announcement, argument: lines[next])
                next += 1
            }
        }
        let screen = SimulatorScreen(elementRows(["Page 12", "Next page"]))
        let voiceOver = screen.voiceOver()
        let reader = BookReader()
        screen.application.perform { reader.start(in: screen.application) }
        #expect(voiceOver.settle())
        #expect(voiceOver.spokenLog == ["Page 12", "It was a dark night.", "The wind howled.", "The end."])
        #expect(reader.results.map(\.1) == [true, true, true])

        // Interrupted by a swipe, reading stops.
        reader.next = 0
        screen.application.perform { reader.readNextLine() }
        voiceOver.advance(by: .milliseconds(200))
        voiceOver.swipeRight()
        voiceOver.settle()
        #expect(reader.results.last.map { $0 == ("It was a dark night.", false) } == true)
        #expect(reader.next == 1)
        if let token = reader.token { NotificationCenter.default.removeObserver(token) }
    }

    final class Announcing: ElementView {
        var queues = false
        override func accessibilityElementDidBecomeFocused() {
            let text = "3 unread"
            UIAccessibility.post(
                notification: .announcement,
                argument: queues ? NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true]) : text
            )
        }
    }

    @Test func theElementsOwnSpeechCutsShortAnAnnouncementPostedWhileItGainsFocus() {
        // The announcement is handled when the callback returns, then VoiceOver speaks the element
        // it focused, interrupting it: the swallowed announcement developers meet on devices.
        let inbox = Announcing("Inbox", row: 1)
        let screen = SimulatorScreen(ElementView("Mail", row: 0), inbox)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.swipeRight() == "Inbox")
        #expect(voiceOver.spokenLog.suffix(2) == ["3 unread", "Inbox"])
        #expect(voiceOver.events.contains(.speechInterrupted("3 unread")))
        #expect(finishedAnnouncements(in: voiceOver.events).map(\.1) == [false])
    }

    @Test func aQueuedAnnouncementFromAFocusCallbackFollowsTheElement() {
        let inbox = Announcing("Inbox", row: 1)
        inbox.queues = true
        let screen = SimulatorScreen(ElementView("Mail", row: 0), inbox)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.swipeRight() == "Inbox")
        voiceOver.settle()
        #expect(voiceOver.spokenLog.suffix(2) == ["Inbox", "3 unread"])
        #expect(finishedAnnouncements(in: voiceOver.events).map(\.1) == [true])
    }

    @Test func aLayoutChangeFromTheActivatedElementTakesTheCursor() {
        final class Expander: ElementView {
            var details: ElementView?
            override func accessibilityActivate() -> Bool {
                accessibilityValue = "Expanded"
                if let details { UIAccessibility.post(notification: .layoutChanged, argument: details) }
                return true
            }
        }
        let expander = Expander("Shipping", row: 0, traits: .button)
        let details = ElementView("Arrives Tuesday", row: 1)
        expander.details = details
        let screen = SimulatorScreen(expander, details)
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        // The layout change speaks the new element; VoiceOver's own "Expanded" gives way to it.
        #expect(voiceOver.doubleTap() == "Arrives Tuesday")
        #expect(voiceOver.spokenLog == ["Arrives Tuesday"])
        #expect(voiceOver.focusedElement === details)
    }

    @Test func pageScrolledFromAppCodeIsSpoken() {
        let screen = SimulatorScreen(elementRows(["List"]))
        let voiceOver = screen.voiceOver()
        screen.application.perform { UIAccessibility.post(notification: .pageScrolled, argument: "Rows 11 to 20 of 50") }
        #expect(voiceOver.lastSpoken == "Rows 11 to 20 of 50")
        #expect(voiceOver.threeFingerTap() == "Rows 11 to 20 of 50")
    }

    @Test func notificationsStopReachingAStoppedVoiceOver() {
        let screen = SimulatorScreen(elementRows(["One"]))
        let voiceOver = screen.voiceOver()
        screen.application.perform { UIAccessibility.post(notification: .announcement, argument: "Still talking") }
        voiceOver.stop()
        #expect(finishedAnnouncements(in: voiceOver.events).map(\.1) == [false])
        voiceOver.clearLog()
        screen.application.perform { UIAccessibility.post(notification: .announcement, argument: "Nobody hears this") }
        #expect(voiceOver.spokenLog.isEmpty && voiceOver.events.isEmpty)
    }
}
