import EarshotUIKit
import ScreenFormats
import VoiceOverSimulator

/// What one gesture caused: the gesture as the user gave it (`start` for VoiceOver starting on
/// the screen), what VoiceOver said after it, and everything it did.
public struct RunStep {
    public var gesture: String
    public var spoken: [String]
    public var events: [VoiceOverEvent]

    public init(gesture: String, spoken: [String], events: [VoiceOverEvent]) {
        self.gesture = gesture
        self.spoken = spoken
        self.events = events
    }
}

/// Writes what a VoiceOver session said and did, for `earshot run`, gesture by gesture: as text
/// (each gesture, then its sounds and utterances indented, or that nothing was said), or as JSON
/// with the typed events grouped under the gesture that caused them.
@MainActor
public enum RunLogWriter {
    /// ```
    /// > start
    ///   Settings, Heading
    /// > doubletap
    ///   [sound: activate]
    ///   On
    /// > right
    ///   [sound: boundary]
    ///   [nothing spoken]
    /// ```
    /// Utterances are the app's text: control characters in them are shown as escapes, so each is
    /// one line and none can pass for a gesture.
    public static func text(_ steps: [RunStep]) -> String {
        var lines: [String] = []
        for step in steps {
            lines.append("> " + step.gesture.visibleControlCharacters)
            for case .soundPlayed(let sound) in step.events { lines.append("  [sound: \(sound.rawValue)]") }
            if step.spoken.isEmpty { lines.append("  [nothing spoken]") }
            lines += step.spoken.map { "  " + $0.visibleControlCharacters }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `{"spoken": [every utterance], "steps": [{"gesture": "...", "spoken": [...], "events": [{"event": "...", ...}]}]}`.
    public static func json(_ steps: [RunStep]) -> String {
        var json = JSONOutput()
        json.beginObject()
        json.strings("spoken", steps.flatMap(\.spoken))
        json.beginArray("steps")
        for step in steps {
            json.beginObject()
            json.string("gesture", step.gesture)
            json.strings("spoken", step.spoken)
            json.beginArray("events")
            for event in step.events {
                json.beginObject()
                write(event, to: &json)
                json.end()
            }
            json.end()
            json.end()
        }
        json.end()
        json.end()
        return json.text
    }

    private static func write(_ event: VoiceOverEvent, to json: inout JSONOutput) {
        switch event {
        case .focusMoved(let from, let to):
            json.string("event", "focusMoved")
            json.string("from", from.map(describe))
            json.string("to", to.map(describe))
        case .spoke(let text, let kind):
            json.string("event", "spoke")
            json.string("text", text)
            json.string("kind", kind.rawValue)
        case .speechInterrupted(let text):
            json.string("event", "speechInterrupted")
            json.string("text", text)
        case .speechPaused(let text):
            json.string("event", "speechPaused")
            json.string("text", text)
        case .speechResumed(let text):
            json.string("event", "speechResumed")
            json.string("text", text)
        case .soundPlayed(let sound):
            json.string("event", "soundPlayed")
            json.string("sound", sound.rawValue)
        case .announcementFinished(let text, let success):
            json.string("event", "announcementFinished")
            json.string("text", text)
            json.bool("success", success)
        case .appMethodCalled(let name, let receiver):
            json.string("event", "appMethodCalled")
            json.string("method", name)
            json.string("on", receiver)
        case .tapSynthesized(let point, let hitView):
            json.string("event", "tapSynthesized")
            json.coordinates("at", [point.x, point.y])
            json.string("hitView", hitView.map(describe))
        case .notificationReceived(let notification):
            json.string("event", "notificationReceived")
            json.string("notification", name(of: notification))
        case .systemAction(let action):
            json.string("event", "systemAction")
            json.string("action", action)
        }
    }

    /// A live object as a person would name it: its identifier, else its label, else its class.
    private static func describe(_ object: NSObject) -> String {
        if let identifier = object.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        if let label = object.accessibilityLabel, !label.isEmpty { return label }
        return String(describing: type(of: object))
    }

    private static func name(of notification: UIAccessibility.Notification) -> String {
        switch notification {
        case .screenChanged: return "screenChanged"
        case .layoutChanged: return "layoutChanged"
        case .announcement: return "announcement"
        case .pageScrolled: return "pageScrolled"
        case .pauseAssistiveTechnology: return "pauseAssistiveTechnology"
        case .resumeAssistiveTechnology: return "resumeAssistiveTechnology"
        default: return "notification \(notification.rawValue)"
        }
    }
}
