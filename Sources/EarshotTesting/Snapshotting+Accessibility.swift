import AccessibilityAudit
import AccessibilityTree
import EarshotSnapshot
import EarshotUIKit
import SnapshotTesting
import VoiceOverSimulator

// swift-snapshot-testing strategies, so a test records and compares a screen's accessibility the
// way AccessibilitySnapshot's users do on iOS: `assertSnapshot(of: window, as: .accessibilityImage)`
// writes `__Snapshots__/<File>/<test>.svg` on the first run and fails when a later run draws
// different bytes; `.accessibilityTranscript` does the same for the text VoiceOver says.
// Re-record with `SNAPSHOT_TESTING_RECORD=all swift test --filter <Suite>`.

extension Snapshotting where Value == UIWindow, Format == String {
    /// The accessibility snapshot (`AccessibilitySnapshotSVG`) of the window, compared line by line.
    public static var accessibilityImage: Snapshotting { accessibilityImage() }

    /// The accessibility snapshot with `settings`; `showingFindings` adds the audit's findings.
    /// Must be used from the main actor, where windows live.
    public static func accessibilityImage(settings: VoiceOverSettings = .init(), showingFindings: Bool = false) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { window in
            MainActor.assumeIsolated {
                let tree = AccessibilityTree(window: window)
                let transcript = Transcript(tree: tree, settings: settings)
                let findings = showingFindings ? Auditor().audit(tree).findings : nil
                return AccessibilitySnapshotSVG(window: window, transcript: transcript, findings: findings).svg
            }
        }
    }

    /// What VoiceOver says swiping through the window, one element per line (as `earshot read`).
    public static var accessibilityTranscript: Snapshotting { accessibilityTranscript() }

    /// The transcript with `settings` (language, hints). Must be used from the main actor.
    public static func accessibilityTranscript(settings: VoiceOverSettings = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { window in
            MainActor.assumeIsolated {
                Transcript(tree: AccessibilityTree(window: window), settings: settings).texts.map { $0 + "\n" }.joined()
            }
        }
    }
}
