/// The user's choices in Settings › Accessibility that app code reads through `UIAccessibility`
/// (`isReduceMotionEnabled`, `isBoldTextEnabled`, …): one device's settings, so tests running in
/// parallel each set their own.
///
/// App code reads the settings of the code it belongs to: those of an explicit `perform { }`
/// scope, else those of the assistive technology running it or started by the test
/// (`voiceOver.accessibilitySettings`, `switchControl.accessibilitySettings`; technologies on
/// one window share them), else none is on. Changing one posts UIKit's change notification
/// (`UIAccessibility.reduceMotionStatusDidChangeNotification`, …) on `NotificationCenter.default`
/// with this object as `object`, inside this settings' scope, so an observer reading the status
/// sees the new value.
@preconcurrency @MainActor
public final class AccessibilitySettings {
    /// The settings of the code running in this task, set by `perform(_:)`.
    @TaskLocal package static var scoped: AccessibilitySettings?

    /// Settings › Accessibility › Motion › Reduce Motion.
    public var isReduceMotionEnabled = false {
        didSet {
            UIKitChanges.note()
            changed(oldValue, isReduceMotionEnabled, UIAccessibility.reduceMotionStatusDidChangeNotification)
        }
    }
    /// Display & Text Size › Bold Text.
    public var isBoldTextEnabled = false {
        didSet {
            UIKitChanges.note()
            changed(oldValue, isBoldTextEnabled, UIAccessibility.boldTextStatusDidChangeNotification)
        }
    }
    /// Display & Text Size › Increase Contrast.
    public var isDarkerSystemColorsEnabled = false {
        didSet {
            UIKitChanges.note()
            changed(oldValue, isDarkerSystemColorsEnabled, UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
        }
    }
    /// Display & Text Size › Reduce Transparency.
    public var isReduceTransparencyEnabled = false {
        didSet {
            UIKitChanges.note()
            changed(oldValue, isReduceTransparencyEnabled, UIAccessibility.reduceTransparencyStatusDidChangeNotification)
        }
    }
    /// Subtitles & Captioning › Closed Captions + SDH.
    public var isClosedCaptioningEnabled = false {
        didSet {
            UIKitChanges.note()
            changed(oldValue, isClosedCaptioningEnabled, UIAccessibility.closedCaptioningStatusDidChangeNotification)
        }
    }
    /// Audio & Visual › Mono Audio.
    public var isMonoAudioEnabled = false {
        didSet {
            UIKitChanges.note()
            changed(oldValue, isMonoAudioEnabled, UIAccessibility.monoAudioStatusDidChangeNotification)
        }
    }
    /// Display & Text Size › Color Filters › Grayscale.
    public var isGrayscaleEnabled = false {
        didSet {
            UIKitChanges.note()
            changed(oldValue, isGrayscaleEnabled, UIAccessibility.grayscaleStatusDidChangeNotification)
        }
    }
    /// Display & Text Size › Differentiate Without Color.
    public var shouldDifferentiateWithoutColor = false {
        didSet {
            UIKitChanges.note()
            changed(
                oldValue, shouldDifferentiateWithoutColor, UIAccessibility.differentiateWithoutColorDidChangeNotification)
        }
    }
    /// Display & Text Size › Classic Invert or Smart Invert.
    public var isInvertColorsEnabled = false {
        didSet {
            UIKitChanges.note()
            changed(oldValue, isInvertColorsEnabled, UIAccessibility.invertColorsStatusDidChangeNotification)
        }
    }

    public init() {}

    /// Runs `body` with these settings in effect for `UIAccessibility`'s status properties: for
    /// tests of app code with no assistive technology running (a sighted user who reduced motion).
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$scoped.withValue(self) { try body() }
    }

    /// Runs asynchronous `body` with these settings in effect, including in tasks it creates.
    public func perform<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await Self.$scoped.withValue(self, operation: body, isolation: isolation)
    }

    /// The settings the code running now reads.
    /// - Complexity: O(t), t the number of running assistive technologies.
    package static var current: AccessibilitySettings? {
        scoped ?? AssistiveTechnologyRegistry.current().first?.settings
    }

    private func changed(_ old: Bool, _ new: Bool, _ name: Notification.Name) {
        guard old != new else { return }
        perform { NotificationCenter.default.post(name: name, object: self) }
    }
}
