extension UIDevice {
    /// One haptic an app played (`UIFeedbackGenerator` and its subclasses).
    public enum Haptic: Hashable, Sendable {
        /// `UIImpactFeedbackGenerator.impactOccurred(intensity:)`, intensity from 0 to 1.
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// `UISelectionFeedbackGenerator.selectionChanged()`.
        case selection
    }

    /// Forgets the haptics recorded so far, so a test can ask what one gesture played.
    public func removeAllPlayedHaptics() {
        playedHaptics.removeAll()
    }

    /// Records a haptic felt on this device.
    func recordHaptic(_ haptic: Haptic) {
        playedHaptics.append(haptic)
    }
}
