import AccessibilityTree
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// The one `UIApplication.shared` of UIKit (Apple's UIKit documentation, `UIApplication.shared`:
/// "the singleton app instance"), windows joining it, its delegate in the responder chain, and
/// accessibility notifications posted from any code reaching the right VoiceOver while tests run in
/// parallel (docs/architecture.md, "One application, parallel tests").
@MainActor
@Suite struct SimulatorSharedApplicationTests {
    /// The app delegate exactly as Xcode's template declares it: no requirement to implement
    /// (UIKit declares `window` optional).
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var magicTaps = 0
        override func accessibilityPerformMagicTap() -> Bool {
            magicTaps += 1
            return true
        }
    }

    func bareWindow(_ labels: [String]) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for (row, text) in labels.enumerated() {
            window.addSubview(ElementView(text, row: row))
        }
        return window
    }

    @Test func sharedIsOneApplicationForTheProcess() {
        let first = UIApplication.shared
        #expect(first === UIApplication.shared)
        let window = bareWindow(["One"])
        window.makeKeyAndVisible()
        #expect(window.application === UIApplication.shared)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(window.isKeyWindow)
    }

    @Test func windowsJoinTheApplicationWhenShownOrRead() {
        let shown = bareWindow(["Shown"])
        shown.isHidden = false
        #expect(shown.application === UIApplication.shared)

        let read = bareWindow(["Read"])
        #expect(read.application == nil)
        let voiceOver = VoiceOver(window: read)
        #expect(read.application === UIApplication.shared)
        #expect(voiceOver.application === UIApplication.shared)
    }

    /// UIKit's responder chain: "UIApplication → the app delegate" (UIResponder documentation);
    /// Magic Tap climbs it (Accessibility Programming Guide for iOS, "Magic Tap").
    @Test func magicTapReachesTheSharedApplicationsDelegate() {
        let appDelegate = AppDelegate()
        #expect(appDelegate.window == nil)
        UIApplication.shared.delegate = appDelegate
        defer { UIApplication.shared.delegate = nil }
        let voiceOver = VoiceOver(window: bareWindow(["Now playing"]))
        voiceOver.magicTap()
        #expect(appDelegate.magicTaps == 1)
    }

    /// "Post this notification when you want VoiceOver to speak" (UIKit documentation,
    /// `UIAccessibility.Notification.announcement`): from a test's own code, not inside any
    /// VoiceOver call.
    @Test func anAnnouncementFromTheTestsOwnCodeIsSpoken() {
        let voiceOver = VoiceOver(window: bareWindow(["One"]))
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(voiceOver.lastSpoken == "Saved")
    }

    /// A post naming an element reaches the VoiceOver reading that element's window only.
    @Test func aPostNamingAnElementReachesOnlyItsWindowsVoiceOver() throws {
        let left = bareWindow(["Left one", "Left two"])
        let right = bareWindow(["Right one", "Right two"])
        let leftVoiceOver = VoiceOver(window: left)
        let rightVoiceOver = VoiceOver(window: right)
        let target = try #require(right.subviews.last)
        UIAccessibility.post(notification: .layoutChanged, argument: target)
        #expect(rightVoiceOver.lastSpoken == "Right two")
        #expect(leftVoiceOver.lastSpoken == "Left one")
        // With no element, both VoiceOvers this test started hear it.
        UIAccessibility.post(notification: .announcement, argument: "Both")
        #expect(leftVoiceOver.lastSpoken == "Both")
        #expect(rightVoiceOver.lastSpoken == "Both")
    }

    /// The View Controller Programming Guide for iOS, "Accessibility from the View Controller's
    /// Perspective", listing 9-2, ported as written: observe
    /// `UIAccessibilityAnnouncementDidFinishNotification` on the default centre in `viewDidLoad`.
    @Test func listing9_2PortedAsWrittenHearsAnnouncementsFinish() {
        final class MyViewController: UIViewController {
            var heard: [(String, Bool)] = []
            var token: NSObjectProtocol?

            override func viewDidLoad() {
                super.viewDidLoad()
                token = NotificationCenter.default.addObserver(
                    forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: nil
                ) { [weak self] dict in
                    let valueSpoken = dict.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? ""
                    let wasSuccessful =
                        (dict.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?.boolValue ?? false
                    MainActor.assumeIsolated { self?.heard.append((valueSpoken, wasSuccessful)) }
                }
            }

            isolated deinit {
                if let token { NotificationCenter.default.removeObserver(token) }
            }
        }
        let controller = MyViewController()
        let window = bareWindow([])
        window.rootViewController = controller
        controller.view.addSubview(ElementView("Chapter 1", row: 0))
        window.makeKeyAndVisible()
        let voiceOver = VoiceOver(window: window)
        UIAccessibility.post(notification: .announcement, argument: "The page turned")
        #expect(voiceOver.settle())
        #expect(controller.heard.map(\.0) == ["The page turned"])
        #expect(controller.heard.map(\.1) == [true])
    }

    /// elementFocused and voiceOverStatusDidChange (UIKit documentation) on the default centre,
    /// with the VoiceOver as `object` so a test can tell its own from a parallel test's.
    @Test func voiceOversNotificationsGoToTheDefaultCentreWithItselfAsObject() {
        var statusChanges: [Bool] = []
        var focused: [String] = []
        let window = bareWindow(["First", "Second"])
        let status = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated {
                guard (note.object as? VoiceOver)?.window === window else { return }
                statusChanges.append(UIAccessibility.isVoiceOverRunning)
            }
        }
        defer { NotificationCenter.default.removeObserver(status) }
        let voiceOver = VoiceOver(window: window)
        let focus = NotificationCenter.default.addObserver(
            forName: UIAccessibility.elementFocusedNotification, object: voiceOver, queue: nil
        ) { note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated {
                let element = note.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? EarshotUIKit.NSObject
                focused.append(element?.accessibilityLabel ?? "?")
            }
        }
        defer { NotificationCenter.default.removeObserver(focus) }
        voiceOver.swipeRight()
        voiceOver.stop()
        #expect(focused == ["Second"])
        #expect(statusChanges == [true, false])
    }

    /// Parallel tests never hear each other: every case runs at once (Swift Testing runs the
    /// cases of a parameterized test in parallel), each posts announcements from its own code, from
    /// a `Task` inside `voiceOver.perform`, and hears announcementDidFinish for its own only.
    @Test(arguments: 0..<8)
    func parallelTestsEachHearOnlyTheirOwnAnnouncements(_ index: Int) async throws {
        let window = bareWindow(["Screen \(index)"])
        let voiceOver = VoiceOver(window: window)
        var finished: [String] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.announcementDidFinishNotification, object: voiceOver, queue: nil
        ) { note in
            let text = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? "?"
            MainActor.assumeIsolated { finished.append(text) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        var expected: [String] = []
        for round in 0..<5 {
            let text = "Test \(index), round \(round)"
            UIAccessibility.post(notification: .announcement, argument: text)
            expected.append(text)
            voiceOver.settle()
            try await Task.sleep(for: .milliseconds(1))
            let fromTask = "Test \(index), task \(round)"
            await voiceOver.perform {
                await Task { @MainActor in UIAccessibility.post(notification: .announcement, argument: fromTask) }.value
            }
            expected.append(fromTask)
            voiceOver.settle()
            await Task.yield()
        }
        #expect(voiceOver.spokenLog == ["Screen \(index)"] + expected)
        #expect(finished == expected)
        #expect(UIAccessibility.isVoiceOverRunning)
    }
}
