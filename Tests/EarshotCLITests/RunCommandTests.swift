import Foundation
import SnapshotTesting
import Testing

@Suite("earshot run")
struct RunCommandTests {
    private let sample = "Sources/ScreenFormats/Resources/sample-screen.json"

    /// The sample screen's path, from the package root the tests run in.
    private var samplePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(sample).path
    }

    @Test func gesturesDriveTheSampleScreen() throws {
        let result = try CommandRunner.run(["run", samplePath, "right", "right", "up", "touch:100,600", "first", "last", "left"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        assertSnapshot(of: result.stdout, as: .lines)
    }

    @Test func doubleTapOnAnImportedSwitchTogglesIt() throws {
        let url = try CommandRunner.temporaryFile(
            named: "switch.yaml",
            contents: """
                format: earshot-screen
                version: 1
                root:
                  children:
                    - type: switch
                      label: Airplane Mode
                      isOn: false
                      frame: [16, 100, 358, 44]
                """)
        defer { CommandRunner.removeTemporaryFile(url) }
        let result = try CommandRunner.run(["run", url.path, "doubletap", "doubletap"])
        #expect(result.exitCode == 0)
        #expect(
            result.stdout == """
                > start
                  Airplane Mode, Switch Button, Off, Double tap to toggle setting.
                > doubletap
                  On
                > doubletap
                  Off

                """)
    }

    @Test func jsonAddsTheEvents() throws {
        let result = try CommandRunner.run(["run", samplePath, "right", "doubletap", "--format", "json"])
        #expect(result.exitCode == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["spoken"] as? [String] == ["Floor Plan, Heading", "Coffee, Off, Button, Show or hide coffee locations"])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["gesture"] as? String } == ["start", "right", "doubletap"])
        #expect(
            steps.map { $0["spoken"] as? [String] } == [
                ["Floor Plan, Heading"], ["Coffee, Off, Button, Show or hide coffee locations"], [],
            ])
        let events = try #require(steps[2]["events"] as? [[String: Any]])
        let tap = try #require(events.first { $0["event"] as? String == "tapSynthesized" })
        #expect(tap["at"] as? [Double] == [76, 129])
        #expect(tap["hitView"] as? String == "APLCoffeeControl")
        #expect(events.contains { $0["event"] as? String == "appMethodCalled" && $0["method"] as? String == "accessibilityActivate" })
    }

    @Test(arguments: [["run", "x.json", "bogus"], ["run"], ["run", "x.json", "touch:1"]])
    func badGesturesAreUsageErrors(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
    }

    @Test func aMissingFileFailsWithItsName() throws {
        let result = try CommandRunner.run(["run", "/no/such.json", "right"])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "earshot: error: /no/such.json: no such file\n")
    }
}
