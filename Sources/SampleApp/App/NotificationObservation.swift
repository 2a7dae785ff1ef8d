import EarshotUIKit

/// One observer of a notification centre, removed when `cancel()` is called or the observation is
/// released. The sample screens observe the accessibility notifications VoiceOver posts
/// (announcementDidFinish, voiceOverStatusDidChange) on their application's `notificationCenter`;
/// on iOS they would use `NotificationCenter.default` (the View Controller Programming Guide for iOS, listing 9-2). Earshot gives each
/// application its own centre so parallel tests never hear each other.
@MainActor
final class NotificationObservation {
    private let center: NotificationCenter
    private var token: NSObjectProtocol?

    /// Calls `handler` on the main actor for every `name` posted on `center`. The poster must be
    /// on the main actor, as VoiceOver's posts are.
    init(center: NotificationCenter, name: Notification.Name, handler: @escaping @MainActor (Notification) -> Void) {
        self.center = center
        token = center.addObserver(forName: name, object: nil, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { handler(notification) }
        }
    }

    /// Stops observing.
    func cancel() {
        if let token { center.removeObserver(token) }
        token = nil
    }

    isolated deinit {
        cancel()
    }
}
