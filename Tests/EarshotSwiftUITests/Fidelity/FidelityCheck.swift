import EarshotSwiftUI
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// Compares what Earshot's VoiceOver says with what a recording says. While `knownIssue` names why
/// Earshot cannot match the recording yet, a mismatch is recorded as that known issue instead of a
/// failure (and a match fails, so a fixed vector is noticed).
func expectRecorded(
    _ heard: [String], _ recorded: [String], knownIssue: String?, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let knownIssue else {
        #expect(heard == recorded, sourceLocation: sourceLocation)
        return
    }
    withKnownIssue(Comment(rawValue: knownIssue)) {
        #expect(heard == recorded, sourceLocation: sourceLocation)
    }
}

extension VoiceOver {
    /// Moves right until the focused element's speech starts with `prefix`; nil when no element
    /// on the screen does.
    /// - Complexity: O(n) swipes, n the number of elements on the screen.
    @MainActor
    func focus(startingWith prefix: String) -> String? {
        var seen = 0
        while seen <= transcript().count {
            if let spoken = focusedDescription, spoken.hasPrefix(prefix) { return spoken }
            guard next() != nil else { return nil }
            seen += 1
        }
        return nil
    }

    /// The names of the focused element's custom actions, in the order VoiceOver offers them.
    @MainActor
    var focusedActionNames: [String] {
        focusedElement?.accessibilityCustomActions?.map(\.name) ?? []
    }
}
