import Foundation
import SnapshotTesting
import Testing

@Suite("earshot (the tour)")
struct TourCommandTests {
    @Test func noArgumentsToursTheSampleApp() throws {
        let result = try CommandRunner.run([])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("Earshot: the examples of Apple's accessibility guides as VoiceOver speaks them"))
        #expect(!result.stdout.lowercased().contains("seed"))
        #expect(try CommandRunner.run(["tour"]).stdout == result.stdout)
        assertSnapshot(of: result.stdout, as: .lines)
    }

    /// The README shows the start of the tour as a new user's first command prints it: each line
    /// of that example is a line of the real output, in order (a line cut short with "…" matches
    /// the start of its line).
    @Test func theREADMEShowsTheTourAsItIs() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md"),
            encoding: .utf8
        )
        let example = try #require(
            readme.components(separatedBy: "$ swift run earshot\n").dropFirst().first?
                .components(separatedBy: "\n```").first)
        let output = try CommandRunner.run([]).stdout.components(separatedBy: "\n")
        var next = output.startIndex
        for line in example.components(separatedBy: "\n") {
            let shown = line.hasSuffix("…]") ? String(line.dropLast(2)) : line
            let found = output[next...].firstIndex { line.hasSuffix("…]") ? $0.hasPrefix(shown) : $0 == shown }
            #expect(found != nil, "README line not in the tour's output (in order): \(line)")
            if let found { next = output.index(after: found) }
        }
    }

    @Test func oneScreenByIdentifier() throws {
        let result = try CommandRunner.run(["tour", "--screen", "floor-plan"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("== 1. "))
        #expect(!result.stdout.contains("== 2. "))
    }

    /// The guide's examples exercised by Switch Control and Voice Control in the tour.
    /// Developing Accessible iOS Apps, chapter 6, listing 6-19: "with Switch Control, the Escape
    /// option can be chosen from the action menu" and the custom alert closes; chapter 6, "Value":
    /// Voice Control listens for the element's label.
    @Test func customAlertWithSwitchControlAndVoiceControl() throws {
        let result = try CommandRunner.run(["tour", "--screen", "custom-alert"])
        #expect(result.exitCode == 0)
        let switchControl = try #require(result.stdout.components(separatedBy: "  Switch Control:\n").last)
        #expect(switchControl.contains("    > choose:Escape: "))
        #expect(switchControl.contains("      called accessibilityPerformEscape on CustomAlertView"))
        let voiceControl = try #require(switchControl.components(separatedBy: "  Voice Control:\n").last)
        #expect(voiceControl.contains("    > Tap Cancel: "))
        #expect(voiceControl.contains("      called accessibilityActivate on UIButton \"Cancel\""))
        #expect(!result.stdout.contains("error:"))
    }

    /// Figure 6-8: Switch Control's Increment calls accessibilityIncrement on the semantic view.
    @Test func travelersIncrementedBySwitchControl() throws {
        let result = try CommandRunner.run(["tour", "--screen", "travelers"])
        #expect(result.stdout.contains("      menu: Tap, 10 travelers, Increment, Decrement,"))
        #expect(result.stdout.contains("      called accessibilityIncrement on TravelersView \"Travelers\""))
        #expect(!result.stdout.contains("error:"))
    }

    @Test func anUnknownScreenIsAUsageError() throws {
        let result = try CommandRunner.run(["tour", "--screen", "nope"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("'nope' is not a sample screen"))
    }
}
