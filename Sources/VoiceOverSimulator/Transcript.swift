import AccessibilityTree
import EarshotUIKit

/// What VoiceOver says for every element of a screen, first to last: the speech a user hears
/// swiping right from the first element to the last. `earshot read`, the simulator's
/// `transcript()` and the exporters share it.
@MainActor
public struct Transcript: Sendable {
    /// One element and what is spoken for it.
    public struct Line: Sendable {
        public let node: AccessibilityNode
        public let speech: ElementSpeech

        /// The description's parts then the hint, joined with ", " (hint left out when hints are off).
        public var text: String { speech.text(includingHint: true) }
    }

    /// The lines in reading order.
    public let lines: [Line]
    /// The tree they were read from.
    public let tree: AccessibilityTree

    /// Composes the speech of every element of `tree` with `settings`.
    /// - Complexity: O(n) in the number of elements.
    public init(tree: AccessibilityTree, settings: VoiceOverSettings = .init()) {
        self.tree = tree
        var lines: [Line] = []
        lines.reserveCapacity(tree.elements.count)
        SpeechComposer(settings: settings).speakEveryElement(of: tree) { lines.append(Line(node: $0, speech: $1)) }
        self.lines = lines
    }

    /// The spoken text of each line.
    public var texts: [String] {
        var texts: [String] = []
        texts.reserveCapacity(lines.count)
        // By index: a `for … in` copies each line, a reference count for every one of its parts.
        for index in lines.indices { texts.append(lines[index].text) }
        return texts
    }
}
