#if os(Linux)
import AccessibilityTree
import EarshotTesting
import Foundation
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A favourites screen: a heading, a button, and a button with a hint.
@MainActor
func makeFavoritesWindow(title: String = "Favorites") -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let heading = UILabel(frame: CGRect(x: 16, y: 60, width: 358, height: 44))
    heading.text = title
    heading.accessibilityTraits = .header
    window.addSubview(heading)
    let add = UIButton(frame: CGRect(x: 16, y: 120, width: 200, height: 48))
    add.accessibilityLabel = "Add Favorites"
    window.addSubview(add)
    let share = UIButton(frame: CGRect(x: 16, y: 180, width: 200, height: 48))
    share.accessibilityLabel = "Share"
    share.accessibilityHint = "Sends the list."
    window.addSubview(share)
    return window
}

/// Apple's VoiceOver test API (XCUIAutomation's `XCUIDevice.voiceOverService` and
/// `XCUIVoiceOverService`) over Earshot's VoiceOver: each test names the Apple documentation page
/// whose behaviour it checks.
@MainActor
@Suite("XCUIVoiceOverService: Apple's VoiceOver test API")
struct XCUIVoiceOverServiceTests {
    /// XCUIVoiceOverService.Error.Code.notRunning: "A navigation or speech method was called
    /// without first calling enable()"; XCUIVoiceOverService.isEnabled: false until then.
    @Test func navigationAndSpeechThrowNotRunningBeforeEnable() {
        let window = makeFavoritesWindow()  // the test keeps its window, as an app's delegate does
        window.makeKeyAndVisible()
        let voiceOver = XCUIDevice.shared.voiceOverService
        #expect(!voiceOver.isEnabled)
        #expect(throws: XCUIVoiceOverService.Error.self) { try voiceOver.currentSpeech() }
        for call in [voiceOver.currentSpeech, voiceOver.moveForward, voiceOver.moveBackward] {
            do {
                _ = try call()
                Issue.record("expected notRunning")
            } catch {
                #expect((error as? XCUIVoiceOverService.Error)?.code == .notRunning)
            }
        }
        #expect(!UIAccessibility.isVoiceOverRunning)
        withExtendedLifetime(window) {}
    }

    /// XCUIVoiceOverService.Error: a bridged error matched by its code, as `catch
    /// XCUIVoiceOverService.Error.notRunning` does with Apple's.
    @Test func errorsMatchByCodeInCatchClauses() {
        let window = makeFavoritesWindow()  // the test keeps its window, as an app's delegate does
        window.makeKeyAndVisible()
        let voiceOver = XCUIDevice.shared.voiceOverService
        var caught = false
        do {
            _ = try voiceOver.moveForward()
        } catch XCUIVoiceOverService.Error.noSpeech {
            Issue.record("a move before enable() is notRunning, not noSpeech")
        } catch XCUIVoiceOverService.Error.notRunning {
            caught = true
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(caught)
        #expect(XCUIVoiceOverService.Error.notRunning == .notRunning)
        #expect(XCUIVoiceOverService.Error.errorDomain == "XCUIVoiceOverServiceErrorDomain")
        withExtendedLifetime(window) {}
    }

    /// XCUIVoiceOverService.enable() and isEnabled ("Whether VoiceOver is currently enabled"), and
    /// currentSpeech(): VoiceOver starts on the first element and speaks it, as VoiceOver does when
    /// turned on (docs/voiceover-behaviour.md §5 (Gestures)); the app sees VoiceOver running.
    @Test func enableStartsVoiceOverOnTheTestsWindow() throws {
        let window = makeFavoritesWindow()  // the test keeps its window, as an app's delegate does
        window.makeKeyAndVisible()
        let voiceOver = XCUIDevice.shared.voiceOverService
        try voiceOver.enable()
        #expect(voiceOver.isEnabled)
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(try voiceOver.currentSpeech().utterance == "Favorites, Heading")
        try voiceOver.enable()  // already on: nothing more, focus kept
        #expect(try voiceOver.currentSpeech().utterance == "Favorites, Heading")
        try voiceOver.disable()
    }

    /// XCUIVoiceOverService.moveForward() and moveBackward() ("Move VoiceOver to the next /
    /// previous element and return its speech"); Output.utterance ("What VoiceOver spoke for this
    /// element"): each utterance is what Earshot's VoiceOver says on that element, swiping, and
    /// currentSpeech() then says the same (as WebDriverAgent's VoiceOver test checks on a device).
    @Test func movesReturnTheSpeechOfEachElementInReadingOrder() throws {
        let window = makeFavoritesWindow()
        window.makeKeyAndVisible()
        let transcript = Transcript(tree: AccessibilityTree(window: window)).texts
        let voiceOver = XCUIDevice.shared.voiceOverService
        try voiceOver.enable()
        let forward = try voiceOver.moveForward()
        #expect(forward.utterance == "Add Favorites, Button")
        #expect(forward.utterance == transcript[1])
        #expect(try voiceOver.currentSpeech() == forward)
        #expect(try voiceOver.moveForward().utterance == "Share, Button, Sends the list.")
        #expect(try voiceOver.moveBackward().utterance == transcript[1])
        #expect(try voiceOver.moveBackward().utterance == transcript[0])
        try voiceOver.disable()
    }

    /// XCUIVoiceOverService.Error.Code.noSpeech ("VoiceOver did not produce any speech"): past
    /// the last or before the first element VoiceOver stays where it is and says nothing
    /// (docs/voiceover-behaviour.md §5 (Gestures)).
    @Test(arguments: [true, false])
    func movingPastEitherEndThrowsNoSpeechAndKeepsFocus(forward: Bool) throws {
        let window = makeFavoritesWindow()  // the test keeps its window, as an app's delegate does
        window.makeKeyAndVisible()
        let voiceOver = XCUIDevice.shared.voiceOverService
        try voiceOver.enable()
        if forward {
            _ = try voiceOver.moveForward()
            _ = try voiceOver.moveForward()
        }
        let end = try voiceOver.currentSpeech()
        do {
            _ = try forward ? voiceOver.moveForward() : voiceOver.moveBackward()
            Issue.record("expected noSpeech")
        } catch XCUIVoiceOverService.Error.noSpeech {
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(try voiceOver.currentSpeech() == end)
        try voiceOver.disable()
    }

    /// XCUIVoiceOverService.disable(): VoiceOver stops, the app sees it off, and navigation throws
    /// notRunning again; disabling when off does nothing.
    @Test func disableStopsVoiceOver() throws {
        let window = makeFavoritesWindow()  // the test keeps its window, as an app's delegate does
        window.makeKeyAndVisible()
        let voiceOver = XCUIDevice.shared.voiceOverService
        try voiceOver.enable()
        try voiceOver.disable()
        #expect(!voiceOver.isEnabled)
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(throws: XCUIVoiceOverService.Error.self) { try voiceOver.moveForward() }
        try voiceOver.disable()
        try voiceOver.enable()
        #expect(try voiceOver.currentSpeech().utterance == "Favorites, Heading")
        try voiceOver.disable()
    }

    /// XCUIDevice.voiceOverService: asked for again, `XCUIDevice.shared` is the same device and
    /// its VoiceOver the same, so a test may chain `XCUIDevice.shared.voiceOverService` each time.
    @Test func theSharedDeviceIsTheSameForTheSameWindow() throws {
        let window = makeFavoritesWindow()  // the test keeps its window, as an app's delegate does
        window.makeKeyAndVisible()
        #expect(XCUIDevice.shared === XCUIDevice.shared)
        try XCUIDevice.shared.voiceOverService.enable()
        #expect(try XCUIDevice.shared.voiceOverService.moveForward().utterance == "Add Favorites, Button")
        #expect(try XCUIDevice.shared.voiceOverService.currentSpeech().utterance == "Add Favorites, Button")
        try XCUIDevice.shared.voiceOverService.disable()
    }

    /// Parallel tests never see each other (docs/testing.md): each case runs in its own task,
    /// shows its own window, and `XCUIDevice.shared` is the device of that window alone.
    @Test(arguments: ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"])
    func parallelTestsEachReachTheirOwnWindow(title: String) async throws {
        let window = makeFavoritesWindow(title: title)
        window.makeKeyAndVisible()
        let voiceOver = XCUIDevice.shared.voiceOverService
        try voiceOver.enable()
        await Task.yield()
        #expect(try voiceOver.currentSpeech().utterance == "\(title), Heading")
        #expect(try XCUIDevice.shared.voiceOverService.moveForward().utterance == "Add Favorites, Button")
        await Task.yield()
        #expect(try voiceOver.moveBackward().utterance == "\(title), Heading")
        try voiceOver.disable()
    }

    /// XCUIVoiceOverService.Error.Code.failedToStart ("VoiceOver daemon did not start"): a test
    /// that shows no window has nothing for VoiceOver to start on.
    @Test func enableWithoutAWindowThrowsFailedToStart() {
        let voiceOver = XCUIDevice.shared.voiceOverService
        #expect(!voiceOver.isEnabled)
        do {
            try voiceOver.enable()
            Issue.record("expected failedToStart")
        } catch {
            #expect((error as? XCUIVoiceOverService.Error)?.code == .failedToStart)
            let reason = (error as? XCUIVoiceOverService.Error)?.errorUserInfo[NSLocalizedDescriptionKey] as? String
            #expect(reason?.contains("makeKeyAndVisible()") == true)
        }
    }

    /// The rotor, Magic Tap and Escape stay Earshot's own: a test starts Earshot's VoiceOver for
    /// them, and Apple's service on the same window is that VoiceOver (an iPhone runs one).
    @Test func theServiceIsTheVoiceOverTheTestStarted() throws {
        let window = makeFavoritesWindow()
        let earshot = VoiceOver(window: window)
        let voiceOver = XCUIDevice.shared.voiceOverService
        #expect(voiceOver.isEnabled)
        #expect(try voiceOver.moveForward().utterance == "Add Favorites, Button")
        #expect(earshot.focusedDescription == "Add Favorites, Button")
        earshot.swipeRight()
        #expect(try voiceOver.currentSpeech().utterance == "Share, Button, Sends the list.")
        try voiceOver.disable()
        #expect(!earshot.isRunning)
    }
}
#endif
