import AccessibilityTree
import EarshotUIKit
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
    /// One line per element: the description's parts then the hint, joined with ", ".
    public static func text(_ transcript: Transcript) -> String {
        transcript.texts.map { $0 + "\n" }.joined()
    }

    /// A JSON array with, per element: index, description, hint (null when none), label, value,
    /// traits (names), frame [x, y, w, h], activationPoint [x, y], identifier, language,
    /// customActions (names). Keys in that order; written with the screen-file JSON writer.
    public static func json(_ transcript: Transcript) -> String {
        var builder = ScreenFileTreeBuilder()
        let here = ScreenFilePosition.start
        func string(_ key: String, _ value: String?) {
            builder.key(key, at: here)
            builder.scalar(value.map { .string($0) } ?? .null, at: here)
        }
        func numbers(_ key: String, _ values: [CGFloat]) {
            builder.key(key, at: here)
            builder.beginArray(at: here)
            for value in values { builder.scalar(.number(rounded(value)), at: here) }
            builder.end()
        }
        func strings(_ key: String, _ values: [String]) {
            builder.key(key, at: here)
            builder.beginArray(at: here)
            for value in values { builder.scalar(.string(value), at: here) }
            builder.end()
        }
        builder.beginArray(at: here)
        for line in transcript.lines {
            let node = line.node
            builder.beginObject(at: here)
            builder.key("index", at: here)
            builder.scalar(.number(Double(node.index)), at: here)
            string("description", line.speech.description)
            string("hint", line.speech.hint)
            string("label", node.label)
            string("value", node.value)
            strings("traits", node.traits.names)
            numbers("frame", [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height])
            numbers("activationPoint", [node.activationPoint.x, node.activationPoint.y])
            string("identifier", node.identifier)
            string("language", node.language)
            strings("customActions", node.customActions.map(\.name))
            builder.end()
        }
        builder.end()
        return builder.tree.jsonText() + "\n"
    }

    /// Keeps output stable: hundredths of a point, no binary noise; non-finite becomes 0.
    private static func rounded(_ value: CGFloat) -> Double {
        guard value.isFinite else { return 0 }
        return (Double(value) * 100).rounded() / 100
    }
}
