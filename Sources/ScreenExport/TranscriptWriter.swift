import AccessibilityTree
import EarshotUIKit
import ScreenFormats
import VoiceOverSimulator

/// The output formats of a transcript.
public enum TranscriptFormat: String, CaseIterable, Sendable {
    case text
    case json
}

/// Writes a transcript as text (one line per element) or as JSON (one object per element, with
/// the attributes behind the speech), for `earshot read`.
@MainActor
public enum TranscriptWriter {
    /// One line per element: the description's parts then the hint, joined with ", ". Control
    /// characters in the app's text are shown as escapes, so one element is always one line.
    public static func text(_ transcript: Transcript) -> String {
        transcript.texts.map { $0.visibleControlCharacters + "\n" }.joined()
    }

    /// A JSON array with, per element: index, description, hint (null when none), label, value,
    /// traits (names), frame [x, y, w, h], activationPoint [x, y], identifier, language,
    /// customActions (names). Keys in that order; written with the screen-file JSON writer.
    public static func json(_ transcript: Transcript) -> String {
        var json = JSONOutput()
        json.beginArray()
        for line in transcript.lines {
            let node = line.node
            json.beginObject()
            json.integer("index", node.index)
            json.string("description", line.speech.description)
            json.string("hint", line.speech.hint)
            json.string("label", node.label)
            json.string("value", node.value)
            json.strings("traits", node.traits.names)
            json.coordinates("frame", [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height])
            json.coordinates("activationPoint", [node.activationPoint.x, node.activationPoint.y])
            json.string("identifier", node.identifier)
            json.string("language", node.language)
            json.strings("customActions", node.customActions.map(\.name))
            json.end()
        }
        json.end()
        return json.text
    }
}
