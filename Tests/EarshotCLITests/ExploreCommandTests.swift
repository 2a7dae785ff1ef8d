import Foundation
import Testing

/// `earshot explore` through the binary: the sample app's screens explored with VoiceOver, in the
/// audit's report formats (docs/audit-rules.md, "Interaction rules").
@Suite("earshot explore")
struct ExploreCommandTests {
    /// A screen from the guides' good examples passes; its broken twin fails with its finding and
    /// the gestures that show it from launch.
    @Test func goodScreenPassesAndItsBrokenTwinFails() throws {
        let good = try CommandRunner.run(["explore", "--screen", "error-form"])
        #expect(good.exitCode == 0, "\(good.stdout)\(good.stderr)")
        #expect(good.stdout.hasPrefix("error-form: no findings — passes at error"))

        let bad = try CommandRunner.run(["explore", "--screen", "error-form-before"])
        #expect(bad.exitCode == 1)
        #expect(bad.stdout.contains("interaction.silent-change"))
        #expect(bad.stdout.contains("gestures: "))
        #expect(bad.stdout.contains("doubletap"))
        #expect(bad.stdout.contains("\"Enter your name.\" appeared"))
    }

    /// The same findings in every format of the audit, each carrying its reproduction.
    @Test(arguments: ["json", "sarif", "junit"])
    func reportFormats(format: String) throws {
        let result = try CommandRunner.run(["explore", "--screen", "quantity-before", "--format", format])
        // The finding is a warning: it does not fail at the default failing severity, error.
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("interaction.no-op"))
        switch format {
        case "json":
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let screens = try #require(json?["screens"] as? [[String: Any]])
            let findings = try #require(screens.first?["findings"] as? [[String: Any]])
            let reproduction = try #require(findings.first?["reproduction"] as? [String: Any])
            #expect((reproduction["gestures"] as? [String])?.last == "down")
            #expect(reproduction["before"] is [String] && reproduction["after"] is [String])
        case "sarif":
            #expect(result.stdout.contains("\"reproduction\""))
            #expect(result.stdout.contains("\"version\" : \"2.1.0\""))
        default:
            #expect(result.stdout.contains("<testcase classname=\"earshot.audit.quantity-before\" name=\"interaction.no-op\">"))
            #expect(result.stdout.contains("gestures: "))
        }
    }

    /// The audit's configuration: an interaction rule disabled is skipped; an audit rule id is
    /// unknown here.
    @Test func configurationDisablesARule() throws {
        let config = try CommandRunner.temporaryFile(named: "explore.yaml", contents: "disabled-rules: [interaction.no-op]\n")
        defer { CommandRunner.removeTemporaryFile(config) }
        let result = try CommandRunner.run(["explore", "--screen", "quantity-before", "--config", config.path])
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("interaction.no-op: disabled in the configuration"))

        let unknown = try CommandRunner.temporaryFile(named: "explore-unknown.yaml", contents: "disabled-rules: [label.missing]\n")
        defer { CommandRunner.removeTemporaryFile(unknown) }
        let refused = try CommandRunner.run(["explore", "--screen", "quantity-before", "--config", unknown.path])
        #expect(refused.exitCode == 1)
        #expect(refused.stderr.contains("unknown rule \"label.missing\""))
    }

    /// A baseline written on the first run makes the second pass with the finding as known.
    @Test func baselineAcceptsKnownFindings() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baseline.json").path
        let first = try CommandRunner.run(["explore", "--screen", "shopping-list-before", "--baseline", baseline])
        #expect(first.exitCode == 0)
        #expect(first.stderr.contains("wrote the baseline"))
        let second = try CommandRunner.run(["explore", "--screen", "shopping-list-before", "--baseline", baseline])
        #expect(second.exitCode == 0)
        #expect(second.stdout.contains("Baseline: 1 known finding, 0 new"))
    }

    @Test func listRulesAndBadUsage() throws {
        let rules = try CommandRunner.run(["explore", "--list-rules"])
        #expect(rules.exitCode == 0)
        for id in ["interaction.silent-change", "interaction.lost-focus", "interaction.modal-leak", "interaction.focus-trap"] {
            #expect(rules.stdout.contains(id))
        }
        #expect(try CommandRunner.run(["explore", "--screen", "nowhere"]).exitCode == 64)
        #expect(try CommandRunner.run(["explore", "--max-states", "0"]).exitCode == 64)
    }

    /// A #Preview linked into earshot, explored by its name as Xcode's canvas shows it
    /// (docs/swiftui.md, "Previews"): the kitchen timer before the fix gives its one finding; a
    /// name no preview has is a usage error that lists the names there are.
    @Test func aPreviewIsExploredByName() throws {
        let timer = try CommandRunner.run(["explore", "--preview", "Kitchen timer (before the fix)"])
        #expect(timer.exitCode == 0, "a warning passes at error")
        #expect(timer.stdout.hasPrefix("Kitchen timer (before the fix): 1 warning"), "\(timer.stdout)")
        #expect(timer.stdout.contains("interaction.timer-change"))
        #expect(!timer.stdout.contains("error-form"), "only the preview is explored")
        let unknown = try CommandRunner.run(["explore", "--preview", "No such preview"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.contains("\"Ratings\""), "\(unknown.stderr)")
    }
}
