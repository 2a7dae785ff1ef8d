extension UIApplication {
    /// Where the app is in its life cycle (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events (on its way to or from the background).
        case inactive
        /// In the background: nothing on screen, status notifications wait for the foreground.
        case background
    }

    /// Posted (object: the application) after the app moved to the background.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted (object: the application) as the app is about to come back to the foreground.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted (object: the application) as the app is about to stop being active.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted (object: the application) when the app became active.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted (object: the application) at every change of `applicationState`, including the
    /// `.inactive` step on the way back, which UIKit's notifications do not mark: SwiftUI's scene
    /// phase follows each step (EarshotSwiftUI's `ScenePhase`). Earshot's own, not UIKit's.
    package nonisolated static let stateDidChangeNotification = Notification.Name("EarshotApplicationStateDidChange")

    /// Ends launching as `UIApplicationMain` does before the first screen: the delegate's
    /// `application(_:willFinishLaunchingWithOptions:)`, then
    /// `application(_:didFinishLaunchingWithOptions:)`, as this application's code. No options:
    /// the app was opened from the Home Screen. (SwiftUI's `App.launch(in:)` calls it.)
    package func finishLaunching() {
        perform {
            guard let delegate else { return }
            _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        }
    }

    /// The user leaves the app (the Home gesture, another app): in UIKit's order, the app
    /// resigns active (`applicationWillResignActive`, `willResignActiveNotification`), then enters
    /// the background (`applicationDidEnterBackground`, `didEnterBackgroundNotification`). Does
    /// nothing when already in the background. An app with scenes is told through each scene's
    /// delegate (`sceneWillResignActive`, `sceneDidEnterBackground`) instead of its app delegate
    /// (Apple's documentation, `applicationDidEnterBackground(_:)`); the notifications are posted.
    public func sendToBackground() {
        guard applicationState != .background else { return }
        perform {
            if applicationState == .active {
                applicationState = .inactive
                for scene in connectedSceneStorage {
                    scene.activationState = .foregroundInactive
                    scene.delegate?.sceneWillResignActive(scene)
                }
                if connectedSceneStorage.isEmpty { delegate?.applicationWillResignActive(self) }
                NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
            }
            applicationState = .background
            for scene in connectedSceneStorage {
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
            }
            if connectedSceneStorage.isEmpty { delegate?.applicationDidEnterBackground(self) }
            NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        }
    }

    /// The user comes back to the app: `applicationWillEnterForeground` and
    /// `willEnterForegroundNotification`, then the status changes that happened meanwhile (as the
    /// guide says of VoiceOver's: "If VoiceOver is toggled outside your app, you receive the
    /// notification when your app is brought back into the foreground", View Controller
    /// Programming Guide for iOS, "Accessibility from the View Controller's Perspective"), then
    /// `applicationDidBecomeActive` and `didBecomeActiveNotification`. Does nothing when active. An
    /// app with scenes is told through each scene's delegate instead of its app delegate.
    public func bringToForeground() {
        guard applicationState != .active else { return }
        perform {
            if applicationState == .background {
                for scene in connectedSceneStorage {
                    scene.activationState = .foregroundInactive
                    scene.delegate?.sceneWillEnterForeground(scene)
                }
                if connectedSceneStorage.isEmpty { delegate?.applicationWillEnterForeground(self) }
                NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
                applicationState = .inactive
                let waiting = statusNotificationsAwaitingForeground
                statusNotificationsAwaitingForeground.removeAll()
                for (name, object) in waiting {
                    NotificationCenter.default.post(name: name, object: object)
                }
            }
            applicationState = .active
            for scene in connectedSceneStorage {
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
            }
            if connectedSceneStorage.isEmpty { delegate?.applicationDidBecomeActive(self) }
            NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
        }
    }

    /// Posts an assistive technology's status change (`voiceOverStatusDidChangeNotification`, …)
    /// on `NotificationCenter.default`, now when the app is in the foreground, else when it
    /// returns there (once per notification and object, however often it changed meanwhile).
    package func postStatusChange(_ name: Notification.Name, object: AnyObject) {
        guard applicationState == .background else {
            NotificationCenter.default.post(name: name, object: object)
            return
        }
        if !statusNotificationsAwaitingForeground.contains(where: { $0.name == name && $0.object === object }) {
            statusNotificationsAwaitingForeground.append((name, object))
        }
    }
}
