import AccessibilityTree
import EarshotUIKit
import Testing
import VoiceOverSimulator

@MainActor
@Suite("VoiceOver: virtual time, Read All, polling")
struct SimulatorClockTests {
    // MARK: Speech timing

    @Test(arguments: [
        (0.5, "Hello", 250),  // 200 words a minute: 20 characters a second
        (0.0, "Hello", 625),  // 80 words a minute: 8 characters a second
        (1.0, "Hello, world", 525),  // 320 words a minute: 32 characters a second, and a comma's pause
        (1.0, "Hello world", 344),  // the same without the comma
        (1.0, "Hello,", 188),  // a comma at the end is no pause
        (0.5, "你好，世界", 800),  // a full-width comma pauses too
        (0.5, "Hi", 100),  // the shortest utterance
        (0.5, "你好", 300),  // an ideograph counts as three characters
    ])
    func utterancesLastWhatTheFormulaSays(rate: Double, text: String, milliseconds: Int) {
        #expect(SpeechTiming(speakingRate: rate).duration(of: text) == .milliseconds(milliseconds))
    }

    /// VoiceOver pauses at commas, so "Coffee, Button" takes a comma's pause more than its
    /// characters (docs/voiceover-behaviour.md §11 (Speech timing)).
    @Test func theHintStartsAfterAPause() {
        let timing = SpeechTiming(speakingRate: 0.5)
        #expect(
            timing.duration(description: "Coffee, Button", hint: "Shows locations.")
                == .milliseconds(700) + SpeechTiming.commaPause + SpeechTiming.hintPause + .milliseconds(800))
        #expect(timing.duration(description: "Coffee, Button", hint: nil) == .milliseconds(700) + SpeechTiming.commaPause)
    }

    @Test func speechEndsWhenTheClockReachesItsEnd() {
        let screen = SimulatorScreen(elementRows(["Twenty characters!!!"]))
        let voiceOver = screen.voiceOver()
        screen.application.perform {
            UIAccessibility.post(
                notification: .announcement,
                argument: NSAttributedString(
                    string: "Queued", attributes: [.accessibilitySpeechQueueAnnouncement: true]))
        }
        #expect(voiceOver.now == .zero)
        voiceOver.advance(by: .milliseconds(999))
        #expect(voiceOver.spokenLog == ["Twenty characters!!!"])
        voiceOver.advance(by: .milliseconds(1))
        #expect(voiceOver.spokenLog == ["Twenty characters!!!", "Queued"])
        #expect(voiceOver.now == .seconds(1))
        #expect(voiceOver.settle())
        #expect(voiceOver.now == .milliseconds(1300))
    }

    @Test func twoFingerTapPausesAndResumes() {
        let screen = SimulatorScreen(elementRows(["Twenty characters!!!"]))
        let voiceOver = screen.voiceOver()
        screen.application.perform {
            UIAccessibility.post(
                notification: .announcement,
                argument: NSAttributedString(
                    string: "Next", attributes: [.accessibilitySpeechQueueAnnouncement: true]))
        }
        voiceOver.advance(by: .milliseconds(400))
        #expect(voiceOver.twoFingerTap() == nil)
        #expect(voiceOver.events.contains(.speechPaused("Twenty characters!!!")))
        voiceOver.advance(by: .seconds(10))
        #expect(!voiceOver.settle())
        #expect(voiceOver.spokenLog == ["Twenty characters!!!"])
        voiceOver.twoFingerTap()
        #expect(voiceOver.events.contains(.speechResumed("Twenty characters!!!")))
        voiceOver.advance(by: .milliseconds(600))
        #expect(voiceOver.spokenLog == ["Twenty characters!!!", "Next"])
    }

    @Test func settleGivesUpOnAnAppThatNeverStopsTalking() {
        let screen = SimulatorScreen(elementRows(["One"]))
        let voiceOver = screen.voiceOver()
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.announcementDidFinishNotification, object: voiceOver, queue: nil
        ) { _ in
            MainActor.assumeIsolated { UIAccessibility.post(notification: .announcement, argument: "Again") }
        }
        screen.application.perform { UIAccessibility.post(notification: .announcement, argument: "Again") }
        #expect(!voiceOver.settle(timeout: .seconds(10)))
        #expect(voiceOver.now == .seconds(10))
        NotificationCenter.default.removeObserver(token)
    }

    // MARK: updatesFrequently

    /// Developing Accessible iOS Apps, chapter 6: stopwatch: a time label marked `updatesFrequently`.
    final class StopwatchLabel: ElementView {
        var seconds = 0
        override var accessibilityLabel: String? {
            get { String(format: "00:%02d", seconds) }
            set {}
        }
    }

    @Test func aFocusedUpdatesFrequentlyElementIsPolledEverySecond() {
        let stopwatch = StopwatchLabel("", row: 0, traits: [.staticText, .updatesFrequently])
        let screen = SimulatorScreen(stopwatch, ElementView("Lap", row: 1, traits: .button))
        let voiceOver = screen.voiceOver()
        voiceOver.settle()
        #expect(voiceOver.spokenLog == ["00:00"])

        // Polls fall every second after focus landed (at 0).
        stopwatch.seconds = 1
        voiceOver.advance(by: .seconds(1) - voiceOver.now - .milliseconds(1))
        #expect(voiceOver.spokenLog == ["00:00"])
        voiceOver.advance(by: .milliseconds(1))
        #expect(voiceOver.spokenLog == ["00:00", "00:01"])
        #expect(voiceOver.events.contains(.spoke("00:01", .change)))

        // No change, nothing said.
        voiceOver.advance(by: .seconds(1))
        #expect(voiceOver.spokenLog.count == 2)

        // Not focused: not polled.
        voiceOver.swipeRight()
        voiceOver.settle()
        stopwatch.seconds = 5
        voiceOver.advance(by: .seconds(3))
        #expect(!voiceOver.spokenLog.contains("00:05"))
    }

    @Test func anElementWithoutTheTraitIsNotPolled() {
        let clock = StopwatchLabel("", row: 0, traits: .staticText)
        let screen = SimulatorScreen(clock)
        let voiceOver = screen.voiceOver()
        clock.seconds = 9
        voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.spokenLog == ["00:00"])
    }

    // MARK: Read All

    @Test func readAllFromTheTopReadsEveryElementAsTimePasses() {
        let log = CallLog()
        let rows = elementRows(["One", "Two", "Three"], log: log)
        rows[1].accessibilityHint = "Hints are not read."
        let screen = SimulatorScreen(rows)
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.clearLog()

        #expect(voiceOver.twoFingerSwipeUp() == "One")
        #expect(voiceOver.isReadingAllContent)
        voiceOver.advance(by: .milliseconds(150))
        #expect(voiceOver.spokenLog == ["One", "Two"])
        #expect(voiceOver.focusedElement === rows[1])
        #expect(voiceOver.settle())
        #expect(voiceOver.spokenLog == ["One", "Two", "Three"])
        #expect(voiceOver.focusedElement === rows[2])
        #expect(!voiceOver.isReadingAllContent)
    }

    @Test func readAllFromTheCursorStartsThere() {
        let screen = SimulatorScreen(elementRows(["One", "Two", "Three"]))
        let voiceOver = screen.voiceOver()
        voiceOver.swipeRight()
        voiceOver.clearLog()
        #expect(voiceOver.twoFingerSwipeDown() == "Two")
        voiceOver.settle()
        #expect(voiceOver.spokenLog == ["Two", "Three"])
    }

    @Test func aGestureStopsReadAllAndATwoFingerTapOnlyPausesIt() {
        let screen = SimulatorScreen(elementRows(["One", "Two", "Three", "Four"]))
        let voiceOver = screen.voiceOver()
        voiceOver.twoFingerSwipeUp()
        voiceOver.twoFingerTap()
        voiceOver.advance(by: .seconds(5))
        #expect(voiceOver.spokenLog.last == "One")
        voiceOver.twoFingerTap()
        voiceOver.advance(by: .milliseconds(150))
        #expect(voiceOver.spokenLog.last == "Two")
        voiceOver.fourFingerTap(.top)
        voiceOver.settle()
        #expect(voiceOver.spokenLog.suffix(2) == ["Two", "One"])
        #expect(!voiceOver.isReadingAllContent)
    }

    @Test func readAllTurnsPagesOnCausesPageTurnElements() {
        // Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”): after reading a causesPageTurn element VoiceOver calls accessibilityScroll on
        // it and reads the new content; when nothing changes, reading stops.
        final class BookPage: ElementView {
            let pages = ["Call me Ishmael.", "Some years ago.", "Never mind how long."]
            var page = 0
            override var accessibilityLabel: String? {
                get { pages[page] }
                set {}
            }
            override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
                guard direction == .next, page + 1 < pages.count else { return false }
                page += 1
                UIAccessibility.post(notification: .pageScrolled, argument: "Page \(page + 1)")
                return true
            }
        }
        let book = BookPage("", row: 1, traits: [.staticText, .causesPageTurn])
        let screen = SimulatorScreen(ElementView("Moby Dick", row: 0, traits: .header), book)
        let voiceOver = screen.voiceOver()
        voiceOver.clearLog()
        voiceOver.twoFingerSwipeUp()
        #expect(voiceOver.settle())
        #expect(voiceOver.spokenLog == ["Moby Dick, Heading", "Call me Ishmael.", "Some years ago.", "Never mind how long."])
        #expect(sounds(in: voiceOver.events) == [.pageTurn, .pageTurn])
        // Twice the page turned; the third time it declined and so did the window above it.
        let scrolls = appCallsWithReceivers(in: voiceOver.events).filter { $0.hasPrefix("accessibilityScroll(.next)") }
        #expect(scrolls.count == 4)
        #expect(scrolls.last == "accessibilityScroll(.next) on UIWindow")
        #expect(!voiceOver.isReadingAllContent)
    }
}
