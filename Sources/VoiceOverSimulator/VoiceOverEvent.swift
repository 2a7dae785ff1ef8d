import EarshotUIKit

/// Something the simulated VoiceOver did, in the order it happened. Tests read
/// `VoiceOver.events` to check what the user would have heard and which of the app's methods
/// VoiceOver called.
public enum VoiceOverEvent: Equatable, Sendable {
    /// The cursor moved (either side may be nil: nothing was focused, or nothing is left).
    case focusMoved(from: NSObject?, to: NSObject?)
    /// An utterance began. The text is also appended to `spokenLog`.
    case spoke(String, VoiceOverSpeechKind)
    /// An utterance was cut off before its end by newer speech or by the user.
    case speechInterrupted(String)
    /// Two-finger tap paused the utterance.
    case speechPaused(String)
    /// Two-finger tap resumed the utterance.
    case speechResumed(String)
    /// One of VoiceOver's sounds played.
    case soundPlayed(VoiceOverSound)
    /// VoiceOver posted `announcementDidFinishNotification` for an announcement.
    case announcementFinished(String, success: Bool)
    /// VoiceOver called into the app: `name` is the method ("accessibilityActivate",
    /// "accessibilityScroll(.down)", "actionHandler", "itemSearch", …) and `on` describes the
    /// receiver: its type name, followed by its label in quotes when it has one
    /// (`APLCoffeeControl "Coffee"`; a custom action or rotor by its name).
    case appMethodCalled(name: String, on: String)
    /// A double tap (or a touch on a direct-interaction element) was delivered as a real touch
    /// at `at` (screen coordinates); `hitView` is the view hit testing found, nil when none.
    /// On an imported screen this is where a real device would have tapped.
    case tapSynthesized(at: CGPoint, hitView: UIView?)
    /// The app posted an accessibility notification (before VoiceOver acted on it).
    case notificationReceived(UIAccessibility.Notification)
    /// Nothing in the app handled a gesture and the system did its default instead
    /// (Magic Tap: "playPause").
    case systemAction(String)
}

/// Why something was spoken.
public enum VoiceOverSpeechKind: String, Hashable, Sendable {
    /// An element's description (and hint), on focus or during Read All.
    case element
    /// What changed on the focused element after an activation, a custom action, or a poll of an
    /// `updatesFrequently` element ("On", "00:02").
    case change
    /// An adjustable element's new value after swipe up / down.
    case value
    /// A custom action's name in the Actions rotor.
    case action
    /// A custom content entry in the More Content rotor ("Orientation, Landscape").
    case customContent
    /// A rotor item's name after turning the rotor.
    case rotor
    /// An app's announcement (`.announcement`).
    case announcement
    /// The string argument of `.screenChanged` or `.layoutChanged`.
    case notification
    /// A scroll status (`.pageScrolled`, or three-finger tap).
    case scrollStatus
}

/// VoiceOver's earcons.
public enum VoiceOverSound: String, Hashable, Sendable {
    /// The app posted `.screenChanged` (a short series of tones, the developer notes Accessibility in iOS).
    case screenChanged
    /// Nothing further in that direction: swipe past the first or last element, no next rotor
    /// item, nothing scrolled, Escape unhandled.
    case boundary
    /// A three-finger swipe scrolled.
    case scroll
    /// Read All turned a page (`causesPageTurn`).
    case pageTurn
    /// Focus landed on an element with custom actions and Verbosity › Actions is "Play Sound".
    case actionsAvailable
}
