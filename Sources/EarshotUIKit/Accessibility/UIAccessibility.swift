/// UIKit's `UIAccessibility` namespace: notifications an app posts to VoiceOver, the ones VoiceOver
/// posts back, their userInfo keys, and coordinate helpers.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies (UIKit's raw values).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: a sound, then focus moves to the argument (or the first element).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: focus moves to the argument, or stays where it is.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument (a string, or an attributed string with speech attributes).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: speak the argument, the new position ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Switch Control only; VoiceOver ignores it.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Switch Control only; VoiceOver ignores it.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Which assistive technology a notification is about.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }

    /// Priority of an announcement (iOS 17), carried in an attributed string.
    public enum AnnouncementPriority: String, Sendable {
        case high = "UIAccessibilityPriorityHigh"
        case `default` = "UIAccessibilityPriorityDefault"
        case low = "UIAccessibilityPriorityLow"
    }

    // MARK: Notifications VoiceOver posts to the app

    /// VoiceOver finished (or gave up) speaking an announcement.
    public nonisolated static let announcementDidFinishNotification = Foundation.Notification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")
    /// VoiceOver's cursor moved to a new element.
    public nonisolated static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    /// VoiceOver started or stopped.
    public nonisolated static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Switch Control started or stopped.
    public nonisolated static let switchControlStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Reduce Motion was turned on or off.
    public nonisolated static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Bold Text was turned on or off.
    public nonisolated static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Increase Contrast was turned on or off.
    public nonisolated static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Reduce Transparency was turned on or off.
    public nonisolated static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Closed captioning was turned on or off.
    public nonisolated static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    /// Mono Audio was turned on or off.
    public nonisolated static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityMonoAudioStatusDidChangeNotification")
    /// Grayscale was turned on or off.
    public nonisolated static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Differentiate Without Color was turned on or off.
    public nonisolated static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Invert Colors was turned on or off.
    public nonisolated static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")

    /// userInfo key: the announcement's text.
    public nonisolated static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// userInfo key: whether the announcement was spoken to the end (an NSNumber bool).
    public nonisolated static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    /// userInfo key: the element that received focus.
    public nonisolated static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    /// userInfo key: the element that lost focus.
    public nonisolated static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    /// userInfo key: which technology moved focus.
    public nonisolated static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

    // MARK: Posting

    /// Posts `notification` to the assistive technologies this code belongs to: those reading the
    /// argument's window when it is a view or an element in one, else the one calling this code
    /// (VoiceOver's calls into the app, `voiceOver.perform { }`), else those of the application
    /// inside `UIApplication.perform { }`, else those the current test started
    /// (`AssistiveTechnologyRegistry`). With none, the post has no listener, as on a device with
    /// VoiceOver off.
    public static func post(notification: Notification, argument: Any?) {
        AssistiveTechnologyRegistry.deliver(
            notification, argument: argument, window: windowOwning(argument), application: UIApplication.current
        )
    }

    /// Converts `rect` from `view`'s coordinates to screen coordinates
    /// (UIAccessibilityConvertFrameToScreenCoordinates).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let offset = view.screenOffset
        return CGRect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
    }

    /// Converts `path` from `view`'s coordinates to screen coordinates
    /// (UIAccessibilityConvertPathToScreenCoordinates); the original path is left alone.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let offset = view.screenOffset
        let converted = path.copiedPath()
        converted.translate(dx: offset.x, dy: offset.y)
        return converted
    }

    /// The window that holds `argument`, when it is a view or an element of one.
    /// - Complexity: O(d), d the depth of the argument.
    package static func windowOwning(_ argument: Any?) -> UIWindow? {
        UIView.nearest(to: argument.map { $0 as AnyObject })?.window
    }
}

extension NSAttributedString.Key {
    /// iOS 17 announcement priority: a `UIAccessibility.AnnouncementPriority` raw value.
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
    /// Queue the announcement behind current speech instead of interrupting (an NSNumber bool).
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
}
