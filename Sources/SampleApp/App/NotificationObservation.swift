import EarshotUIKit

/// One observer of a notification centre, removed when `cancel()` is called or the observation is
/// released. The sample screens observe the accessibility notifications VoiceOver posts
/// (announcementDidFinish, voiceOverStatusDidChange) on `NotificationCenter.default`, as the View
/// Controller Programming Guide for iOS does in listing 9-2.
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
