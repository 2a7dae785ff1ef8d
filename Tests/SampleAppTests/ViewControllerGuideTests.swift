import AccessibilityTree
import EarshotUIKit
import SampleApp
import Testing
import VoiceOverSimulator

/// The View Controller Programming Guide for iOS (the view controller's perspective): the cursor on a new screen, Escape, Magic Tap,
/// three-finger scrolling and the notifications VoiceOver posts to the app.
@MainActor
@Suite("The View Controller Programming Guide for iOS: the view controller's part")
struct ViewControllerGuideTests {
    /// Listing 9-1: the screen's own screenChanged in viewDidAppear wins over the navigation
    /// controller's, which would leave the cursor on the back button.
    @Test func screenChangedInViewDidAppearMovesTheCursorToTheFirstElement() throws {
        let session = SampleSession()
        let screen = try session.show("screen-changes", as: MyViewController.self, keepingLog: true)
        #expect(session.voiceOver.focusedElement === screen.myFirstElement)
        #expect(session.voiceOver.spokenLog.last == "Today's specials, Heading")
        #expect(session.notificationsReceived == [.screenChanged, .screenChanged])
        #expect(session.transcript().first == "Samples, Back Button", "the back button comes first in reading order")

        // Any other screen: the cursor lands on the back button.
        let other = SampleSession()
        try other.show("stocks", as: StocksViewController.self, keepingLog: true)
        #expect(other.voiceOver.spokenLog.last == "Samples, Back Button")
    }

    /// Listing 9-2: announcementDidFinish tells what was said and whether it was said to the end.
    @Test func announcementDidFinishReportsTheStringAndSuccess() throws {
        let session = SampleSession()
        let screen = try session.show("screen-changes", as: MyViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(2)
        #expect(voiceOver.focusedElement === screen.announceButton)
        #expect(voiceOver.doubleTap() == "The soup of the day is tomato")
        #expect(screen.finishedAnnouncements.isEmpty, "still speaking")
        voiceOver.settle()
        #expect(screen.finishedAnnouncements == [.init(valueSpoken: "The soup of the day is tomato", wasSuccessful: true)])

        voiceOver.doubleTap()
        voiceOver.swipeRight()
        #expect(
            screen.finishedAnnouncements.last == .init(valueSpoken: "The soup of the day is tomato", wasSuccessful: false),
            "moving the cursor cut it off")
        #expect(voiceOver.focusedDescription == "Last announcement: The soup of the day is tomato, cut off")
    }

    /// "Escape": UINavigationController pops one level for each two-finger Z.
    @Test func escapePopsTheNavigationStackOneLevelAtATime() throws {
        let session = SampleSession()
        try session.show("escape-navigation", as: NavigationLevelViewController.self)
        let voiceOver = session.voiceOver
        let navigation = try #require(session.delegate.navigationController)
        session.swipeRight(3)
        voiceOver.doubleTap()
        session.swipeRight(3)
        #expect(voiceOver.doubleTap() == "Level 2, Back Button")
        #expect(navigation.viewControllers.count == 4)
        #expect((navigation.topViewController as? NavigationLevelViewController)?.level == 3)
        voiceOver.clearLog()
        #expect(voiceOver.escape() == "Level 1, Back Button")
        #expect((navigation.topViewController as? NavigationLevelViewController)?.level == 2)
        #expect(voiceOver.events.contains(.appMethodCalled(name: "accessibilityPerformEscape", on: "UINavigationController")))
        #expect(session.soundsPlayed == [.screenChanged])
        voiceOver.escape()
        voiceOver.escape()
        #expect(navigation.viewControllers.count == 1)
        #expect(voiceOver.escape() == nil, "at the root nothing handles Escape")
        #expect(session.soundsPlayed.last == .boundary)
    }

    /// "Magic Tap": unhandled by the screen, it reaches the app delegate; the stopwatch's view
    /// controller handles it first.
    @Test func magicTapReachesTheAppDelegateUnlessTheScreenHandlesIt() throws {
        let session = SampleSession()
        let voiceOver = session.voiceOver
        #expect(voiceOver.magicTap() == "Music playing")
        #expect(session.delegate.isMusicPlaying)
        #expect(voiceOver.events.contains(.appMethodCalled(name: "accessibilityPerformMagicTap", on: "SampleAppDelegate")))
        #expect(voiceOver.magicTap() == "Music paused")

        // The view controller is on the responder chain of the elements of its view only: from
        // the navigation bar's back button the chain goes to the app delegate.
        let stopwatch = try session.show("stopwatch", as: StopwatchViewController.self)
        #expect(voiceOver.focusedDescription == "Samples, Back Button")
        #expect(voiceOver.magicTap() == "Music playing")
        #expect(!stopwatch.isRunning)
        session.swipeRight(2)
        voiceOver.clearLog()
        voiceOver.magicTap()
        #expect(stopwatch.isRunning)
        #expect(session.delegate.isMusicPlaying, "the delegate was not asked this time")
        #expect(voiceOver.events.contains(.appMethodCalled(name: "accessibilityPerformMagicTap", on: "StopwatchViewController")))
        #expect(!voiceOver.events.contains(.appMethodCalled(name: "accessibilityPerformMagicTap", on: "SampleAppDelegate")))
        voiceOver.magicTap()
        #expect(!stopwatch.isRunning)
    }

    /// "Three-Finger Scroll": the page view scrolls itself and posts pageScrolled, which VoiceOver
    /// speaks; past the last page it refuses.
    @Test func threeFingerSwipesTurnTheBooksPages() throws {
        let session = SampleSession()
        let screen = try session.show("page-turning", as: PagedBookViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(3)
        #expect(voiceOver.focusedElement === screen.pageView)
        #expect(voiceOver.threeFingerSwipe(.up) == "Page 2 of 3")
        #expect(voiceOver.threeFingerSwipe(.left) == "Page 3 of 3")
        #expect(voiceOver.threeFingerSwipe(.up) == nil)
        #expect(session.soundsPlayed.last == .boundary)
        #expect(voiceOver.threeFingerSwipe(.down) == "Page 2 of 3")
        #expect(screen.pageView.pageIndex == 1)
        #expect(
            session.appMethodsCalled.filter { $0.hasPrefix("accessibilityScroll") }.prefix(2) == [
                "accessibilityScroll(.down)", "accessibilityScroll(.right)",
            ])
        #expect(session.notificationsReceived == [.pageScrolled, .pageScrolled, .pageScrolled])
        #expect(voiceOver.focusedElement === screen.pageView, "the cursor stays on the page")
        #expect(voiceOver.threeFingerTap() == "Page 2 of 3")
    }

    /// "导致翻页" (Developing Accessible iOS Apps) with Read All: the page is read, turned, read, to the last page.
    @Test func readAllTurnsPagesOfCausesPageTurnContent() throws {
        let session = SampleSession()
        let screen = try session.show("page-turning", as: PagedBookViewController.self)
        let voiceOver = session.voiceOver
        voiceOver.twoFingerSwipeUp()
        voiceOver.settle()
        let pages = [0, 1, 2].map { index in
            ["Alice was beginning", "but it had no pictures", "So she was considering"][index]
        }
        let spokenPages = voiceOver.spokenLog.filter { line in pages.contains { line.hasPrefix($0) } }
        #expect(spokenPages.count == 3)
        #expect(zip(spokenPages, pages).allSatisfy { $0.hasPrefix($1) })
        #expect(screen.pageView.pageIndex == 2)
        #expect(session.soundsPlayed.filter { $0 == .pageTurn }.count == 2)
        #expect(!voiceOver.spokenLog.contains("Page 2 of 3"), "Read All turns pages without speaking the status")
        #expect(!voiceOver.isReadingAllContent)
    }

    /// "观测无障碍访问通知", the iBooks example: announcementDidFinish drives reading line after
    /// line, turning pages, to the end of the book.
    @Test func continuousReadingFollowsAnnouncementDidFinish() throws {
        let session = SampleSession()
        let screen = try session.show("continuous-reading", as: BookReaderViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(2)
        #expect(voiceOver.focusedElement === screen.readButton)
        voiceOver.clearLog()
        voiceOver.doubleTap()
        #expect(screen.isReading)
        #expect(screen.pageNumberLabel.text == "Page 1 of 3")
        voiceOver.settle()
        let lines = [
            "Alice was beginning to get very tired of sitting by her sister on the bank,",
            "and of having nothing to do.",
            "Once or twice she had peeped into the book her sister was reading,",
            "but it had no pictures or conversations in it,",
            "and what is the use of a book, thought Alice, without pictures or conversations?",
            "So she was considering in her own mind whether the pleasure of making a daisy-chain",
            "would be worth the trouble of getting up and picking the daisies,",
            "when suddenly a White Rabbit with pink eyes ran close by her.",
        ]
        #expect(voiceOver.spokenLog == lines)
        #expect(screen.announcedLines == lines)
        #expect(!screen.isReading, "the end of the book")
        #expect(screen.pageIndex == 2)
        #expect(screen.pageNumberLabel.text == "Page 3 of 3")
        #expect(
            voiceOver.events.filter { if case .announcementFinished(_, success: true) = $0 { true } else { false } }.count == lines.count)
    }

    @Test func continuousReadingStopsWhenTheUserInterrupts() throws {
        let session = SampleSession()
        let screen = try session.show("continuous-reading", as: BookReaderViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(2)
        voiceOver.doubleTap()
        voiceOver.advance(by: .milliseconds(500))
        voiceOver.swipeRight()
        voiceOver.settle()
        #expect(!screen.isReading)
        #expect(screen.announcedLines.count == 1)
        #expect(voiceOver.events.contains(.announcementFinished(screen.announcedLines[0], success: false)))
    }

    /// "观测无障碍访问通知": voiceOverStatusDidChange, with `isVoiceOverRunning` to read.
    @Test func voiceOverStatusFollowsVoiceOver() throws {
        let session = SampleSession()
        let screen = try session.show("voiceover-status", as: VoiceOverStatusViewController.self)
        #expect(screen.statusLabel.text == "VoiceOver is on")
        session.voiceOver.stop()
        #expect(screen.statusChanges == 1)
        #expect(screen.statusLabel.text == "VoiceOver is off")
        let restarted = VoiceOver(window: session.window)
        #expect(screen.statusLabel.text == "VoiceOver is on")
        restarted.stop()
    }

    /// Developing Accessible iOS Apps, chapter 6 (“The iOS Accessibility Model”) "特征" with the View Controller Programming Guide for iOS "Magic Tap": the running time updates frequently and is polled;
    /// Lap freezes it as static text and a new row goes on timing.
    @Test func stopwatchTimeLabelUpdatesFrequentlyUntilLap() throws {
        let session = SampleSession()
        let screen = try session.show("stopwatch", as: StopwatchViewController.self)
        let voiceOver = session.voiceOver
        session.swipeRight(2)
        #expect(voiceOver.focusedElement === screen.timeLabel)
        #expect(screen.timeLabel.accessibilityTraits == .updatesFrequently)
        voiceOver.magicTap()
        voiceOver.advance(by: .seconds(3))
        #expect(voiceOver.spokenLog.suffix(3) == ["00:01", "00:02", "00:03"])
        #expect(screen.elapsed == .seconds(3))

        screen.lapButton.sendActions(for: .touchUpInside)
        #expect(screen.timeLabel.accessibilityTraits == .staticText)
        #expect(screen.timeLabel.frozenTime == .seconds(3))
        voiceOver.clearLog()
        voiceOver.advance(by: .seconds(2))
        #expect(voiceOver.spokenLog.isEmpty, "a frozen label is no longer polled")
        #expect(voiceOver.focusedDescription == "00:03")
        #expect(screen.runningLabel !== screen.timeLabel)
        #expect(session.transcript().suffix(1) == ["Lap 2, 00:02"])
        voiceOver.fourFingerTap(.bottom)
        voiceOver.clearLog()
        voiceOver.advance(by: .seconds(1))
        #expect(voiceOver.spokenLog == ["Lap 2, 00:03"], "the running lap's row is polled")
        voiceOver.magicTap()
        voiceOver.advance(by: .seconds(5))
        #expect(screen.elapsed == .seconds(6), "stopped")
    }
}
