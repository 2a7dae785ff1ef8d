import AccessibilityTree
import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// The app's life cycle (Apple's UIKit documentation, `UIApplication.State`,
/// `didEnterBackgroundNotification`, `willEnterForegroundNotification`, and the
/// `UIApplicationDelegate` methods), and VoiceOver's status change while the app is away: "If
/// VoiceOver is toggled outside your app, you receive the notification when your app is brought
/// back into the foreground" (View Controller Programming Guide for iOS, "Accessibility from the
/// View Controller's Perspective").
@MainActor
@Suite struct SimulatorApplicationLifecycleTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var calls: [String] = []
        func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive \(application.applicationState)") }
        func applicationDidEnterBackground(_ application: UIApplication) {
            calls.append("didEnterBackground \(application.applicationState)")
        }
        func applicationWillEnterForeground(_ application: UIApplication) {
            calls.append("willEnterForeground \(application.applicationState)")
        }
        func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive \(application.applicationState)") }
    }

    /// Records the application's notifications and VoiceOver's status changes, in order.
    @MainActor
    final class Recorder {
        var entries: [String] = []
        var tokens: [NSObjectProtocol] = []

        init(application: UIApplication, window: UIWindow) {
            let names: [(Notification.Name, String)] = [
                (UIApplication.willResignActiveNotification, "willResignActive"),
                (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
                (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
                (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            ]
            for (name, entry) in names {
                tokens.append(
                    NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { [weak self] _ in
                        MainActor.assumeIsolated { self?.entries.append(entry) }
                    })
            }
            tokens.append(
                NotificationCenter.default.addObserver(
                    forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
                ) { [weak self, weak window] note in
                    nonisolated(unsafe) let note = note
                    MainActor.assumeIsolated {
                        guard let window, (note.object as? VoiceOver)?.window === window else { return }
                        self?.entries.append("voiceOverStatusDidChange \(UIAccessibility.isVoiceOverRunning)")
                    }
                })
        }

        func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
    }

    @Test func backgroundAndForegroundInUIKitsOrder() {
        let screen = SimulatorScreen(ElementView("Inbox", row: 0))
        let delegate = AppDelegate()
        screen.application.delegate = delegate
        let recorder = Recorder(application: screen.application, window: screen.window)
        defer { recorder.stop() }
        #expect(screen.application.applicationState == .active)
        screen.application.sendToBackground()
        #expect(screen.application.applicationState == .background)
        screen.application.sendToBackground()
        screen.application.bringToForeground()
        #expect(screen.application.applicationState == .active)
        #expect(
            delegate.calls == [
                "willResignActive inactive", "didEnterBackground background",
                "willEnterForeground background", "didBecomeActive active",
            ])
        #expect(recorder.entries == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test func voiceOverToggledWhileInTheBackgroundIsHeardOnReturn() {
        let screen = SimulatorScreen(ElementView("Inbox", row: 0))
        let recorder = Recorder(application: screen.application, window: screen.window)
        defer { recorder.stop() }
        let voiceOver = screen.voiceOver()
        #expect(recorder.entries == ["voiceOverStatusDidChange true"])
        screen.application.sendToBackground()
        voiceOver.stop()
        #expect(recorder.entries.last == "didEnterBackground")
        screen.application.bringToForeground()
        #expect(
            recorder.entries == [
                "voiceOverStatusDidChange true", "willResignActive", "didEnterBackground",
                "willEnterForeground", "voiceOverStatusDidChange false", "didBecomeActive",
            ])
    }
}
