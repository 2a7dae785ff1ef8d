extension UIAccessibility {
    /// Whether VoiceOver is running for the code asking: true in code VoiceOver calls and in the
    /// test that started it (`AssistiveTechnologyRegistry`), false elsewhere.
    /// - Complexity: O(t), t the number of running assistive technologies.
    public static var isVoiceOverRunning: Bool { isRunning(.notificationVoiceOver) }

    /// Whether Switch Control is running for the code asking, as `isVoiceOverRunning`.
    /// - Complexity: O(t).
    public static var isSwitchControlRunning: Bool { isRunning(.notificationSwitchControl) }

    /// Reduce Motion, as set in the asking code's `AccessibilitySettings`.
    public static var isReduceMotionEnabled: Bool { AccessibilitySettings.current?.isReduceMotionEnabled ?? false }
    /// Bold Text, as set in the asking code's `AccessibilitySettings`.
    public static var isBoldTextEnabled: Bool { AccessibilitySettings.current?.isBoldTextEnabled ?? false }
    /// Increase Contrast, as set in the asking code's `AccessibilitySettings`.
    public static var isDarkerSystemColorsEnabled: Bool { AccessibilitySettings.current?.isDarkerSystemColorsEnabled ?? false }
    /// Reduce Transparency, as set in the asking code's `AccessibilitySettings`.
    public static var isReduceTransparencyEnabled: Bool { AccessibilitySettings.current?.isReduceTransparencyEnabled ?? false }
    /// Closed captions, as set in the asking code's `AccessibilitySettings`.
    public static var isClosedCaptioningEnabled: Bool { AccessibilitySettings.current?.isClosedCaptioningEnabled ?? false }
    /// Mono Audio, as set in the asking code's `AccessibilitySettings`.
    public static var isMonoAudioEnabled: Bool { AccessibilitySettings.current?.isMonoAudioEnabled ?? false }
    /// Grayscale, as set in the asking code's `AccessibilitySettings`.
    public static var isGrayscaleEnabled: Bool { AccessibilitySettings.current?.isGrayscaleEnabled ?? false }
    /// Differentiate Without Color, as set in the asking code's `AccessibilitySettings`.
    public static var shouldDifferentiateWithoutColor: Bool {
        AccessibilitySettings.current?.shouldDifferentiateWithoutColor ?? false
    }
    /// Invert Colors, as set in the asking code's `AccessibilitySettings`.
    public static var isInvertColorsEnabled: Bool { AccessibilitySettings.current?.isInvertColorsEnabled ?? false }

    private static func isRunning(_ identifier: AssistiveTechnologyIdentifier) -> Bool {
        AssistiveTechnologyRegistry.current().contains { $0.identifier == identifier }
    }
}
