import EarshotUIKit

/// An `.announcement` argument read the way VoiceOver reads it: the text, and how it treats
/// speech already playing (docs/voiceover-behaviour.md §7 (Notifications)).
///
/// The argument may be a `String` (or `NSString`, or a Swift `AttributedString`, read as its
/// text), or an `NSAttributedString` whose attributes at
/// its first character carry `.accessibilitySpeechAnnouncementPriority` (iOS 17: a
/// `UIAccessibility.AnnouncementPriority` or its raw string) and / or
/// `.accessibilitySpeechQueueAnnouncement` (a Bool or NSNumber). When both are present the
/// priority wins. Anything else is not an announcement and is ignored.
struct Announcement: Equatable, Sendable {
    enum Handling: Equatable, Sendable {
        /// Plain string, or priority default, or queue flag false: interrupts, can be interrupted.
        case interrupt
        /// Priority high: interrupts, and nothing interrupts it.
        case high
        /// Priority low, or queue flag true: waits behind current speech.
        case queue
    }

    let text: String
    let handling: Handling

    init(text: String, handling: Handling) {
        self.text = text
        self.handling = handling
    }

    /// Reads a posted argument; nil when it holds no text.
    init?(argument: Any?) {
        if let attributed = argument as? NSAttributedString {
            let text = attributed.string
            guard !text.isEmpty else { return nil }
            let attributes = attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:]
            self.init(text: text, handling: Self.handling(from: attributes))
        } else if let text = argument as? String {
            guard !text.isEmpty else { return nil }
            self.init(text: text, handling: .interrupt)
        } else if let attributed = argument as? AttributedString {
            // Swift's AttributedString carries no UIKit speech attributes here: its text only.
            let text = String(attributed.characters)
            guard !text.isEmpty else { return nil }
            self.init(text: text, handling: .interrupt)
        } else {
            return nil
        }
    }

    private static func handling(from attributes: [NSAttributedString.Key: Any]) -> Handling {
        if let value = attributes[.accessibilitySpeechAnnouncementPriority] {
            let raw = (value as? UIAccessibility.AnnouncementPriority)?.rawValue ?? (value as? String)
            switch raw.flatMap(UIAccessibility.AnnouncementPriority.init(rawValue:)) {
            case .high: return .high
            case .low: return .queue
            case .default: return .interrupt
            case nil: break
            }
        }
        if let value = attributes[.accessibilitySpeechQueueAnnouncement] {
            let queues = (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
            return queues ? .queue : .interrupt
        }
        return .interrupt
    }
}

/// The text of a `.screenChanged`, `.layoutChanged` or `.pageScrolled` argument, when it is a
/// string or an attributed string.
func spokenString(from argument: Any?) -> String? {
    if let attributed = argument as? NSAttributedString { return attributed.string.isEmpty ? nil : attributed.string }
    if let text = argument as? String { return text.isEmpty ? nil : text }
    if let attributed = argument as? AttributedString {
        let text = String(attributed.characters)
        return text.isEmpty ? nil : text
    }
    return nil
}
