import EarshotUIKit

extension VoiceOver {
    /// A notification VoiceOver handled, with what its argument named: the events log keeps only
    /// the notification (`VoiceOverEvent.notificationReceived`), but whether a `.layoutChanged`
    /// or `.screenChanged` named an element, and which, decides where focus goes
    /// (docs/voiceover-behaviour.md §7 (Notifications)); the interaction explorer judges it.
    public struct ReceivedNotification: Sendable {
        /// The notification the app posted.
        public let notification: UIAccessibility.Notification
        /// The argument, when it was an object (an element to focus); nil for a string or nil.
        public let element: NSObject?
        /// The argument, when it was text to speak (a string or an attributed string).
        public let text: String?
        /// When VoiceOver handled it, on the virtual clock.
        public let at: Duration
        /// Its position in `events`: the index of its `.notificationReceived` event.
        public let eventIndex: Int
    }

    /// Records a notification about to be handled, with its argument.
    func logNotification(_ notification: UIAccessibility.Notification, argument: Any?) {
        notificationLog.append(
            ReceivedNotification(
                notification: notification, element: argument as? NSObject, text: spokenString(from: argument), at: now,
                eventIndex: events.count
            ))
    }
}
