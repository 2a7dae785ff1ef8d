import EarshotUIKit
import Foundation

/// The Accessibility framework's `AccessibilityNotification`: what an app posts to VoiceOver,
/// each UIKit's notification of the same name posted through
/// `UIAccessibility.post(notification:argument:)` (Apple's documentation of
/// `AccessibilityNotification`).
public enum AccessibilityNotification {
    /// An announcement VoiceOver speaks.
    public struct Announcement: _AccessibilityNotifications, Sendable {
        let text: String
        public init(_ announcement: String) { text = announcement }
        public init(_ key: LocalizedStringKey) { text = InlineMarkdown.render(key.key).text }
        public init(_ announcement: Text) { text = announcement.content }
        public var notification: UIAccessibility.Notification { .announcement }
        public var argument: (any Sendable)? { text }
    }

    /// The layout changed: VoiceOver reads the screen again and keeps its place.
    public struct LayoutChanged: _AccessibilityNotifications, Sendable {
        public init() {}
        public var notification: UIAccessibility.Notification { .layoutChanged }
        public var argument: (any Sendable)? { nil }
    }

    /// A new screen: VoiceOver plays its sound and starts at the first element.
    public struct ScreenChanged: _AccessibilityNotifications, Sendable {
        let text: String?
        public init(_ announcement: String? = nil) { text = announcement }
        public var notification: UIAccessibility.Notification { .screenChanged }
        public var argument: (any Sendable)? { text }
    }

    /// Content scrolled: VoiceOver speaks `text` as the scroll status.
    public struct PageScrolled: _AccessibilityNotifications, Sendable {
        let text: String
        public init(_ text: String) { self.text = text }
        public var notification: UIAccessibility.Notification { .pageScrolled }
        public var argument: (any Sendable)? { text }
    }
}

/// What the notifications share: UIKit's notification and its argument.
public protocol _AccessibilityNotifications {
    var notification: UIAccessibility.Notification { get }
    var argument: (any Sendable)? { get }
}

extension _AccessibilityNotifications {
    /// Posts the notification to the assistive technologies this code belongs to.
    @MainActor
    public func post() { UIAccessibility.post(notification: notification, argument: argument) }
}
