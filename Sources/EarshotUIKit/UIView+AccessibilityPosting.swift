extension UIView {
    /// Posts `notification` to the assistive technologies of the application showing this view, or
    /// of the application whose code is running when the view is not in a window. UIKit's own
    /// controls post this way (a navigation push posts `.screenChanged`, a scroll `.pageScrolled`),
    /// so the post reaches VoiceOver even when app code called the control directly, outside
    /// `UIApplication.perform`.
    package func postAccessibilityNotification(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard let application = window?.application ?? UIApplication.current else { return }
        application.deliver(notification, argument: argument)
    }
}
