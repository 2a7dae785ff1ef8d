import AccessibilityAudit
import EarshotTesting
import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A small screen: a heading and a button with a hint.
@MainActor
func makePlayerWindow(playLabel: String? = "Play") -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let title = UILabel(frame: CGRect(x: 16, y: 60, width: 358, height: 44))
    title.text = "Now Playing"
    title.accessibilityTraits = .header
    window.addSubview(title)
    let play = UIButton(frame: CGRect(x: 16, y: 120, width: 120, height: 48))
    play.accessibilityLabel = playLabel
    play.accessibilityHint = "Plays the song."
    window.addSubview(play)
    return window
}

/// Whether `issue` is a recorded issue whose comment contains every one of `parts`.
func comment(of issue: Issue, contains parts: [String]) -> Bool {
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    return parts.allSatisfy(text.contains)
}

@MainActor
@Suite("Swift Testing expectations")
struct ExpectationTests {
    @Test func transcriptMatches() {
        expectTranscript(of: makePlayerWindow(), ["Now Playing, Heading", "Play, Button, Plays the song."])
        expectTranscript(of: makePlayerWindow(), ["Now Playing, Heading", "Play, Button"], includingHints: false)
    }

    @Test func transcriptMismatchRecordsOneIssueWithTheDiff() async {
        await confirmation("one issue", expectedCount: 1) { recorded in
            withKnownIssue {
                expectTranscript(of: makePlayerWindow(), ["Now Playing, Heading", "Pause, Button, Plays the song."])
            } matching: { issue in
                recorded()
                return comment(
                    of: issue,
                    contains: [
                        "VoiceOver's transcript of the window is not the expected one.\nExpected 2 lines, got 2: 1 differs.",
                        "line 2 differs:\n    expected: \"Pause, Button, Plays the song.\"\n    actual:   \"Play, Button, Plays the song.\"",
                    ])
            }
        }
    }

    @Test func transcriptWithoutHintsMismatches() {
        withKnownIssue {
            expectTranscript(
                of: makePlayerWindow(), ["Now Playing, Heading", "Play, Button, Plays the song."], includingHints: false)
        } matching: { issue in
            comment(of: issue, contains: ["actual:   \"Play, Button\""])
        }
    }

    @Test func spokenLogMatches() {
        let voiceOver = VoiceOver(window: makePlayerWindow())
        voiceOver.swipeRight()
        expectSpoken(voiceOver, ["Now Playing, Heading", "Play, Button, Plays the song."])
    }

    @Test func spokenLogMismatchNamesTheExtraUtterance() {
        let voiceOver = VoiceOver(window: makePlayerWindow())
        voiceOver.swipeRight()
        withKnownIssue {
            expectSpoken(voiceOver, ["Now Playing, Heading"])
        } matching: { issue in
            comment(
                of: issue,
                contains: ["VoiceOver did not say what was expected.", "extra line 2: \"Play, Button, Plays the song.\""])
        }
    }

    @Test func auditOfAGoodScreenPasses() {
        expectNoAuditFailures(in: makePlayerWindow())
    }

    @Test func auditFailuresAreListedInOneIssue() async {
        await confirmation("one issue", expectedCount: 1) { recorded in
            withKnownIssue {
                expectNoAuditFailures(in: makePlayerWindow(playLabel: nil))
            } matching: { issue in
                recorded()
                return comment(
                    of: issue,
                    contains: [
                        "1 accessibility audit finding fails:\n  error label.missing on #1 \"Plays the song., Button\": The element has no label"
                    ])
            }
        }
    }

    /// A configuration that fails nothing at error level makes the same screen pass.
    @Test func auditHonoursTheConfiguration() {
        var configuration = AuditConfiguration()
        configuration.disabledRules = ["label.missing"]
        expectNoAuditFailures(in: makePlayerWindow(playLabel: nil), configuration: configuration)
    }
}
