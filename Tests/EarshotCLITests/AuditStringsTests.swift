import Foundation
import Testing

/// `earshot audit --strings`: the app's string tables (Tests/AccessibilityAuditTests/Localizations,
/// a shop app's English, French and German tables written for these tests) let `text.untranslated`
/// report the texts some of the app's languages lack (the Accessibility Programming Guide for
/// iOS, "Crafting Useful Labels and Hints": localize labels and hints).
@Suite("earshot audit --strings")
struct AuditStringsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AccessibilityAuditTests/Localizations").path

    @Test func reportsTheTextGermanLacks() throws {
        let result = try CommandRunner.run(["audit", "\(Self.folder)/cart.json", "--strings", "\(Self.folder)/Shop"])
        #expect(result.exitCode == 0, "a warning does not fail the run: \(result.stderr)")
        #expect(
            result.stdout.contains(
                "#1 \"3 items in your cart\" (x 16, y 120, 358 × 22) at line 8\n  warning  text.untranslated  The label \"3 items in your cart\" (key \"cart.count\" of Localizable) has no translation in de: VoiceOver reads it in en there."
            ), "\(result.stdout)")
        // "Check out" and "Cancel" are in every table.
        #expect(!result.stdout.contains("\"Check out\" (key"), "\(result.stdout)")
        #expect(!result.stdout.contains("text.untranslated: needs data"), "\(result.stdout)")
    }

    @Test func withoutTablesTheRuleSaysWhatItNeeds() throws {
        let result = try CommandRunner.run(["audit", "\(Self.folder)/cart.json"])
        #expect(result.stdout.contains("text.untranslated: needs data: no string tables given"), "\(result.stdout)")
    }

    @Test func aTableThatCannotBeReadStopsTheRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-cli-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("en.lproj/Localizable.strings")
        try Data("\"save\" = \"Save\";\n\"cancel\" = \"Cancel\"\n".utf8).write(to: table)
        let result = try CommandRunner.run(["audit", "\(Self.folder)/cart.json", "--strings", folder.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("\(table.path):3:1: expected \";\" after the value of \"cancel\""), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [["--strings", "/no/such/tables"], ["--strings-language", "fr"]])
    func badOptionsAreRefused(options: [String]) throws {
        let result = try CommandRunner.run(["audit", "\(Self.folder)/cart.json"] + options)
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("no such file or folder") || result.stderr.contains("--strings-language needs --strings"))
    }
}
