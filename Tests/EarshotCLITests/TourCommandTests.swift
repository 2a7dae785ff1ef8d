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

    @Test func oneScreenByIdentifier() throws {
        let result = try CommandRunner.run(["tour", "--screen", "floor-plan"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("== 1. "))
        #expect(!result.stdout.contains("== 2. "))
    }

    @Test func anUnknownScreenIsAUsageError() throws {
        let result = try CommandRunner.run(["tour", "--screen", "nope"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("'nope' is not a sample screen"))
    }
}
