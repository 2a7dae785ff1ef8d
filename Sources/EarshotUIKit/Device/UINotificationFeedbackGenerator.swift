/// Haptics telling that a task succeeded, failed or warns (UIKit's
/// `UINotificationFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification haptic tells (UIKit's raw values).
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// Plays the haptic for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        play(.notification(notificationType))
    }
}
