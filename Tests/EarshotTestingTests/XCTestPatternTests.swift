import EarshotTesting
import EarshotUIKit
import Foundation
import VoiceOverSimulator
import XCTest

/// The XCTest patterns the README gives, proved on Linux. corelibs XCTest cannot call a
/// synchronous `@MainActor` test method (nor any method of a `@MainActor` test class): listing the
/// tests crashes with "Could not cast value of type … @Swift.MainActor () -> ()". Two forms run:
/// an `async` test method marked `@MainActor`, and a synchronous one that enters the main actor
/// with `MainActor.assumeIsolated` (XCTest runs synchronous tests on the main thread).
final class XCTestPatternTests: XCTestCase {
    final class APLCoffeeControl: UIControl {
        var isOn = false
        override var accessibilityLabel: String? {
            get { "Coffee" }
            set {}
        }
        override var accessibilityValue: String? {
            get { isOn ? "On" : "Off" }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .button }
            set {}
        }
        override func accessibilityActivate() -> Bool {
            isOn.toggle()
            return true
        }
    }

    @MainActor
    private static func coffeeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(APLCoffeeControl(frame: CGRect(x: 16, y: 100, width: 120, height: 44)))
        return window
    }

    /// The README's first pattern: `@MainActor` on an `async` test method.
    @MainActor
    func testMainActorAsyncMethodRuns() async {
        let voiceOver = VoiceOver(window: Self.coffeeWindow())
        XCTAssertEqual(voiceOver.lastSpoken, "Coffee, Off, Button")
        voiceOver.doubleTap()
        XCTAssertEqual(voiceOver.focusedDescription, "Coffee, On, Button")
        // Code in the test's task belongs to the VoiceOver it started.
        UIAccessibility.post(notification: .announcement, argument: "Brewing")
        XCTAssertEqual(voiceOver.lastSpoken, "Brewing")
        XCTAssertTrue(UIAccessibility.isVoiceOverRunning)
    }

    /// The README's second pattern: a synchronous test entering the main actor. It runs in no
    /// Swift task; XCTest runs one test at a time, so a post from it reaches the one VoiceOver
    /// running (docs/architecture.md, "One application, parallel tests", rule 5).
    func testSynchronousMethodAssumingTheMainActorRuns() {
        MainActor.assumeIsolated {
            let voiceOver = VoiceOver(window: Self.coffeeWindow())
            XCTAssertSpoken(voiceOver, ["Coffee, Off, Button"])
            UIAccessibility.post(notification: .announcement, argument: "Brewing")
            XCTAssertEqual(voiceOver.lastSpoken, "Brewing")
            XCTAssertTrue(UIAccessibility.isVoiceOverRunning)
            voiceOver.stop()
            XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        }
    }
}

#if os(Linux)
/// Apple's VoiceOver test API from XCTest, as a UI test in Xcode uses it: a synchronous test
/// outside any Swift task shows its window, and `XCUIDevice.shared` finds it (the window last made
/// key outside any task; XCTest runs one test at a time).
final class XCUIVoiceOverServiceXCTests: XCTestCase {
    func testVoiceOverServiceFromASynchronousTest() throws {
        try MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let add = UIButton(frame: CGRect(x: 16, y: 120, width: 200, height: 48))
            add.accessibilityLabel = "Add Favorites"
            window.addSubview(add)
            let done = UIButton(frame: CGRect(x: 16, y: 180, width: 200, height: 48))
            done.accessibilityLabel = "Done"
            window.addSubview(done)
            window.makeKeyAndVisible()

            let voiceOver = XCUIDevice.shared.voiceOverService
            XCTAssertThrowsError(try voiceOver.moveForward()) { error in
                XCTAssertEqual((error as? XCUIVoiceOverService.Error)?.code, .notRunning)
            }
            try voiceOver.enable()
            defer { try? voiceOver.disable() }
            XCTAssertTrue(voiceOver.isEnabled)
            XCTAssertEqual(try voiceOver.currentSpeech().utterance, "Add Favorites, Button")
            let output = try voiceOver.moveForward()
            XCTAssertEqual(output.utterance, "Done, Button")
            XCTAssertEqual(try voiceOver.currentSpeech(), output)
        }
    }
}
#endif
