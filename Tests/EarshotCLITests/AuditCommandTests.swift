import Foundation
import SnapshotTesting
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("earshot audit")
struct AuditCommandTests {
    /// A screen with known defects: a button whose label repeats its role, a hint naming the
    /// gesture, and a tiny unlabeled image button.
    private let defective = """
        format: earshot-screen
        version: 1
        root:
          children:
            - type: button
              id: add
              title: Add button
              frame: [16, 100, 120, 44]
            - type: label
              id: song
              text: Yesterday
              hint: Tap to play the song.
              frame: [16, 160, 200, 44]
            - type: button
              id: tiny
              frame: [300, 100, 20, 20]
        """

    private let clean = """
        format: earshot-screen
        version: 1
        root:
          children:
            - type: navigationBar
              title: Songs
              frame: [0, 47, 390, 44]
            - type: button
              title: Add
              frame: [16, 100, 120, 44]
        """

    @Test func findingsFailTheRunAndNameTheElement() throws {
        let file = try CommandRunner.temporaryFile(named: "songs.yaml", contents: defective)
        defer { CommandRunner.removeTemporaryFile(file) }
        let result = try CommandRunner.run(["audit", file.path])
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("label.contains-role"))
        #expect(result.stdout.contains("\"Add button, Button\""))
        #expect(result.stdout.contains("label.missing"))
        #expect(result.stdout.contains("target.size"))
    }

    @Test func aCleanScreenPasses() throws {
        let file = try CommandRunner.temporaryFile(named: "clean.yaml", contents: clean)
        defer { CommandRunner.removeTemporaryFile(file) }
        let result = try CommandRunner.run(["audit", file.path])
        #expect(result.exitCode == 0, "\(result.stdout)")
    }

    @Test func jsonGivesEachFindingsFields() throws {
        let file = try CommandRunner.temporaryFile(named: "songs.yaml", contents: defective)
        defer { CommandRunner.removeTemporaryFile(file) }
        let result = try CommandRunner.run(["audit", file.path, "--format", "json"])
        #expect(result.exitCode == 1)
        let data = Data(result.stdout.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let screens = try #require(object["screens"] as? [[String: Any]])
        let findings = try #require(screens.first?["findings"] as? [[String: Any]])
        let role = try #require(findings.first { $0["rule"] as? String == "label.contains-role" })
        #expect(role["severity"] as? String != nil)
        #expect(role["needsReview"] is Bool)
        let element = try #require(role["element"] as? [String: Any])
        #expect(element["identifier"] as? String == "add")
        #expect(element["label"] as? String == "Add button")
        #expect(element["index"] as? Int == 0)
        #expect((element["frame"] as? [Double])?.count == 4)
    }

    @Test func sarifAndJUnitAreWellFormed() throws {
        let file = try CommandRunner.temporaryFile(named: "songs.yaml", contents: defective)
        defer { CommandRunner.removeTemporaryFile(file) }
        let sarif = try CommandRunner.run(["audit", file.path, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "label.contains-role" })
        let junit = try CommandRunner.run(["audit", file.path, "--format", "junit"])
        #expect(junit.stdout.hasPrefix("<?xml"))
        #expect(XMLParser(data: Data(junit.stdout.utf8)).parse())
    }

    @Test func theBaselineIsWrittenThenOnlyNewFindingsFail() throws {
        let file = try CommandRunner.temporaryFile(named: "songs.yaml", contents: defective)
        defer { CommandRunner.removeTemporaryFile(file) }
        let baseline = file.deletingLastPathComponent().appendingPathComponent("baseline.json").path
        let first = try CommandRunner.run(["audit", file.path, "--baseline", baseline])
        #expect(first.exitCode == 0, "a new baseline accepts today's findings")
        #expect(FileManager.default.fileExists(atPath: baseline))
        #expect(first.stderr.contains("wrote the baseline"))
        let second = try CommandRunner.run(["audit", file.path, "--baseline", baseline])
        #expect(second.exitCode == 0, "\(second.stdout)")
        let worse =
            defective + """

                    - type: button
                      id: other
                      frame: [300, 300, 20, 20]
                """
        try Data(worse.utf8).write(to: file)
        let third = try CommandRunner.run(["audit", file.path, "--baseline", baseline])
        #expect(third.exitCode == 1)
        #expect(third.stdout.contains("[other]"), "only the new button fails: \(third.stdout)")
    }

    @Test func configurationDisablesRulesAndBadKeysAreNamed() throws {
        let file = try CommandRunner.temporaryFile(named: "songs.yaml", contents: defective)
        defer { CommandRunner.removeTemporaryFile(file) }
        let directory = file.deletingLastPathComponent()
        let config = directory.appendingPathComponent("earshot.yaml")
        try Data(
            "disabled-rules: [label.contains-role, label.missing, target.size, target.spacing, hint.style, label.contains-gesture, traits.missing-role, label.image-missing]\n"
                .utf8
        ).write(to: config)
        let relaxed = try CommandRunner.run(["audit", file.path, "--config", config.path, "--format", "json"])
        #expect(relaxed.exitCode == 0, "\(relaxed.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(relaxed.stdout.utf8)) as? [String: Any])
        let findings = try #require((object["screens"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["rule"] as? String == "label.contains-role" })
        try Data("thresholds: { touch-targett: 48 }\n".utf8).write(to: config)
        let bad = try CommandRunner.run(["audit", file.path, "--config", config.path])
        #expect(bad.exitCode == 1)
        #expect(bad.stderr.contains(config.path + ":1:"))
        #expect(bad.stdout.isEmpty)
    }

    @Test func listRulesPrintsTheCatalogue() throws {
        let result = try CommandRunner.run(["audit", "--list-rules"])
        #expect(result.exitCode == 0)
        for id in ["label.missing", "label.contains-role", "traits.conflict", "target.size", "speech.verbosity"] {
            #expect(result.stdout.contains(id))
        }
    }

    @Test(arguments: [["audit"], ["audit", "x.json", "--format", "html"], ["audit", "x.json", "--update-baseline"]])
    func wrongUsageExitsWith64(arguments: [String]) throws {
        #expect(try CommandRunner.run(arguments).exitCode == 64)
    }

    @Test func anUnreadableFileFailsButOthersAreStillAudited() throws {
        let file = try CommandRunner.temporaryFile(named: "clean.yaml", contents: clean)
        defer { CommandRunner.removeTemporaryFile(file) }
        let result = try CommandRunner.run(["audit", "/no/such.json", file.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("/no/such.json: no such file"))
        #expect(result.stdout.contains("clean"))
    }
}
