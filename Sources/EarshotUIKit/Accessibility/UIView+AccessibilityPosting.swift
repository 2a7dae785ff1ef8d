extension UIView {
    /// Posts `notification` as this view's: to the assistive technologies reading the window that
    /// shows it (else the argument's window), or, off screen, to those the running code belongs to
    /// (`AssistiveTechnologyRegistry`). UIKit's own controls post this way (a navigation push posts
    /// `.screenChanged`, a scroll `.pageScrolled`), so the post reaches VoiceOver even when app code
    /// called the control directly.
    package func postAccessibilityNotification(_ notification: UIAccessibility.Notification, argument: Any?) {
        AssistiveTechnologyRegistry.deliver(
            notification, argument: argument, window: window ?? UIAccessibility.windowOwning(argument),
            application: UIApplication.current
        )
    }
}
