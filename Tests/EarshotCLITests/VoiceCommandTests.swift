import Foundation
import Testing

@Suite("earshot voice")
struct VoiceCommandTests {
    private var samplePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ScreenFormats/Resources/sample-screen.json").path
    }

    /// Developing Accessible iOS Apps, chapter 6, "Value": "Voice Control will listen for the
    /// element's label"; only interactive elements (the button and adjustable traits) are offered.
    @Test func showNamesThenTapByNameAndNumber() throws {
        let result = try CommandRunner.run(["voice", samplePath, "Show names", "Tap coffee", "Show numbers", "Tap 2"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                > Show names
                  Coffee
                  Floor
                > Tap coffee
                  called accessibilityActivate on UIView "Coffee"
                  tap at 76,129 on UIView "Coffee"
                > Show numbers
                  1: Coffee
                  2: Floor
                > Tap 2
                  called accessibilityActivate on UIView "Floor"
                  tap at 314,129 on UIView "Floor"

                """)
    }

    @Test func anAmbiguousNameAsksForANumber() throws {
        let url = try CommandRunner.temporaryFile(
            named: "replies.yaml",
            contents: """
                format: earshot-screen
                version: 1
                root:
                  children:
                    - {type: button, label: Reply, frame: [16, 100, 358, 44]}
                    - {type: button, label: Reply, frame: [16, 200, 358, 44]}
                """)
        defer { CommandRunner.removeTemporaryFile(url) }
        let result = try CommandRunner.run(["voice", url.path, "Tap Reply", "Tap 2"])
        #expect(result.exitCode == 0)
        #expect(
            result.stdout.hasPrefix(
                """
                > Tap Reply
                  1: Reply
                  2: Reply
                  say "Tap ⟨number⟩" to choose
                > Tap 2

                """))
        #expect(result.stdout.contains("tap at 195,222"))
    }

    @Test func anUnknownCommandFailsWithTheCommandsKnown() throws {
        let result = try CommandRunner.run(["voice", samplePath, "Dance"])
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "earshot: error: Voice Control does not know \"Dance\"; it knows Show names, Show numbers, Hide names, Hide numbers, Tap ⟨name⟩, Tap ⟨number⟩, Swipe up|down|left|right, Scroll up|down|left|right.\n"
        )
    }

    @Test func aNameNoItemAnswersToFailsWithTheNamesOnScreen() throws {
        let result = try CommandRunner.run(["voice", samplePath, "Tap Lobby"])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "earshot: error: No item is named \"Lobby\"; the names on screen are Coffee, Floor.\n")
    }
}
