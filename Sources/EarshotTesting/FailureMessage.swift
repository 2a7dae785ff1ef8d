import AccessibilityAudit
import AccessibilityTree
import EarshotUIKit
import VoiceOverSimulator

/// The failure text of every Earshot assertion, built once here so the Swift Testing front end
/// (`expectTranscript`, …) and the XCTest one (`XCTAssertTranscript`, …) say exactly the same.
/// Each builder returns nil when the assertion holds.
@MainActor
enum FailureMessage {
    /// What VoiceOver says swiping through `window`, one line per element (`Transcript`).
    /// - Complexity: O(n log n), n the number of objects walked.
    static func transcriptLines(of window: UIWindow, includingHints: Bool, settings: VoiceOverSettings) -> [String] {
        Transcript(tree: AccessibilityTree(window: window), settings: settings)
            .lines.map { $0.speech.text(includingHint: includingHints) }
    }

    /// The diff of the window's transcript against `expected`, under a title saying what it is.
    static func transcript(
        of window: UIWindow, expected: [String], includingHints: Bool, settings: VoiceOverSettings
    ) -> String? {
        let actual = transcriptLines(of: window, includingHints: includingHints, settings: settings)
        return TranscriptDiff.describe(expected: expected, actual: actual).map {
            "VoiceOver's transcript of the window is not the expected one.\n\($0)"
        }
    }

    /// The diff of everything `voiceOver` has said (`spokenLog`) against `expected`.
    static func spoken(by voiceOver: VoiceOver, expected: [String]) -> String? {
        TranscriptDiff.describe(expected: expected, actual: voiceOver.spokenLog).map {
            "VoiceOver did not say what was expected.\n\($0)"
        }
    }

    /// The findings of auditing `window` that fail under `configuration`, one line each: severity,
    /// rule, the element's position in reading order from 0 (`#2`, as `earshot audit` writes it)
    /// and spoken description, or "screen", and the message.
    /// - Complexity: that of `Auditor.audit`.
    static func auditFailures(
        in window: UIWindow, configuration: AuditConfiguration, localizations: AppLocalizations? = nil, screen: AuditScreen = .init()
    ) -> String? {
        let report = Auditor(configuration: configuration, localizations: localizations)
            .audit(AccessibilityTree(window: window), screen: screen)
        return describe(report.failingFindings, screen: screen)
    }

    /// The failing findings as text, or nil when there are none.
    static func describe(_ failing: [Finding], screen: AuditScreen) -> String? {
        guard !failing.isEmpty else { return nil }
        let place = screen.source.map { " in \($0)" } ?? ""
        var lines = [
            "\(failing.count) accessibility audit finding\(failing.count == 1 ? "" : "s") fail\(failing.count == 1 ? "s" : "")\(place):"
        ]
        for finding in failing {
            let element =
                finding.element.map {
                    "#\($0.index) \(String(reflecting: $0.spokenDescription))"
                } ?? "screen"
            lines.append("  \(finding.severity.rawValue) \(finding.ruleID) on \(element): \(finding.message)")
        }
        return lines.joined(separator: "\n")
    }
}
