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
    /// customActions (names). Keys in that order; pretty-printed.
    public static func json(_ transcript: Transcript) -> String {
        let entries = transcript.lines.map(Entry.init)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries), let text = String(data: data, encoding: .utf8) else {
            // Every field is a string, number or array of them: encoding cannot fail.
            preconditionFailure("a transcript always encodes as JSON")
        }
        return text + "\n"
    }

    /// One element of the JSON transcript.
    private struct Entry: Encodable {
        let index: Int
        let description: String
        let hint: String?
        let label: String?
        let value: String?
        let traits: [String]
        let frame: [Double]
        let activationPoint: [Double]
        let identifier: String?
        let language: String?
        let customActions: [String]

        @MainActor
        init(_ line: Transcript.Line) {
            let node = line.node
            index = node.index
            description = line.speech.description
            hint = line.speech.hint
            label = node.label
            value = node.value
            traits = node.traits.names
            frame = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map(Self.rounded)
            activationPoint = [node.activationPoint.x, node.activationPoint.y].map(Self.rounded)
            identifier = node.identifier
            language = node.language
            customActions = node.customActions.map(\.name)
        }

        /// Keeps output stable: hundredths of a point, no binary noise.
        private static func rounded(_ value: CGFloat) -> Double {
            guard value.isFinite else { return 0 }
            return (Double(value) * 100).rounded() / 100
        }

        enum CodingKeys: String, CodingKey {
            case index, description, hint, label, value, traits, frame, activationPoint, identifier, language, customActions
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(description, forKey: .description)
            try container.encode(hint, forKey: .hint)
            try container.encode(label, forKey: .label)
            try container.encode(value, forKey: .value)
            try container.encode(traits, forKey: .traits)
            try container.encode(frame, forKey: .frame)
            try container.encode(activationPoint, forKey: .activationPoint)
            try container.encode(identifier, forKey: .identifier)
            try container.encode(language, forKey: .language)
            try container.encode(customActions, forKey: .customActions)
        }
    }
}
