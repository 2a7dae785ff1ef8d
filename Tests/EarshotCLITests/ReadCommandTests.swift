import Foundation
import SnapshotTesting
import Testing

@Suite("earshot read")
struct ReadCommandTests {
    @Test func readWithoutAFileReadsTheSampleScreen() throws {
        let result = try CommandRunner.run(["read"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        assertSnapshot(of: result.stdout, as: .lines)
    }

    /// One floor plan: `earshot read` without a file says what the tour's floor-plan screen says,
    /// line for line, after the back button the tour's navigation stack adds.
    @Test func theSampleScreenIsTheToursFloorPlan() throws {
        let read = try CommandRunner.run(["read"])
        let tour = try CommandRunner.run(["tour", "--screen", "floor-plan"])
        let swiped = tour.stdout.components(separatedBy: "  Swiping through:\n")[1].components(separatedBy: "  Gestures:")[0]
        let tourLines = swiped.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(tourLines.first == "Samples, Back Button")
        #expect(Array(tourLines.dropFirst()) == read.stdout.split(separator: "\n").map(String.init))
    }

    @Test func noHintsLeavesHintsOut() throws {
        let result = try CommandRunner.run(["read", "--no-hints"])
        #expect(result.exitCode == 0)
        assertSnapshot(of: result.stdout, as: .lines)
    }

    @Test func jsonGivesTheAttributesBehindEachLine() throws {
        let result = try CommandRunner.run(["read", "--format", "json"])
        #expect(result.exitCode == 0)
        let array = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 6)
        let coffee = array[1]
        #expect(coffee["description"] as? String == "Coffee, Off, Button")
        #expect(coffee["hint"] as? String == "Show or hide coffee locations")
        #expect(coffee["traits"] as? [String] == ["button"])
        #expect(coffee["frame"] as? [Double] == [16, 107, 120, 44])
        #expect(coffee["activationPoint"] as? [Double] == [76, 129])
        #expect(coffee["identifier"] as? String == "APLCoffeeControl")
        #expect(array[3]["hint"] is NSNull)
        let keys = [
            "index", "description", "hint", "label", "value", "traits", "frame", "activationPoint",
            "identifier", "language", "customActions",
        ]
        #expect(array.allSatisfy { Set($0.keys) == Set(keys) })
        assertSnapshot(of: result.stdout, as: .lines)
    }

    @Test func standardInputIsReadWithDash() throws {
        let screen = """
            {"format": "earshot-screen", "version": 1,
             "root": {"children": [{"type": "label", "text": "Hello", "frame": [0, 0, 100, 20]}]}}
            """
        let result = try CommandRunner.run(["read", "-"], input: screen)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "Hello\n")
    }

    @Test func yamlFilesAreRead() throws {
        let url = try CommandRunner.temporaryFile(
            named: "screen.yaml",
            contents: """
                format: earshot-screen
                version: 1
                root:
                  children:
                    - type: switch
                      label: Wi-Fi
                      isOn: true
                      frame: [0, 100, 390, 44]
                """)
        defer { CommandRunner.removeTemporaryFile(url) }
        let result = try CommandRunner.run(["read", url.path])
        #expect(result.exitCode == 0)
        #expect(result.stdout == "Wi-Fi, Switch Button, On, Double tap to toggle setting.\n")
    }

    @Test(arguments: [
        (["read", "/no/such/screen.json"], "earshot: error: /no/such/screen.json: no such file\n"),
        (["read", "/tmp"], "earshot: error: /tmp: is a directory, not a screen file\n"),
    ])
    func unreadableFilesFailWithTheirReason(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }

    @Test func invalidScreenFilesNameThePlaceAndTheReason() throws {
        let url = try CommandRunner.temporaryFile(
            named: "bad.json",
            contents: """
                {"format": "earshot-screen", "version": 1,
                 "root": {"children": [{"type": "label", "lable": "Hi"}]}}
                """)
        defer { CommandRunner.removeTemporaryFile(url) }
        let result = try CommandRunner.run(["read", url.path])
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("earshot: error: \(url.path):2:42: $.root.children[0].lable: unknown key"))
        #expect(result.stderr.contains("did you mean 'label'?"))
    }

    @Test(arguments: [["read", "--format", "xml"], ["read", "a", "b"], ["frobnicate", "x"], ["read", "--bogus"]])
    func wrongUsageExitsWith64(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.isEmpty)
    }
}
