import EarshotUIKit
import Foundation
import Testing

@testable import AccessibilityAudit

/// `text.untranslated` over the string tables of a shop app written for these tests
/// (Localizations/Shop: English tables, a French one in UTF-16, a German one missing some keys, a
/// storyboard's Base table and a string catalog). Source: the Accessibility Programming Guide for
/// iOS, "Crafting Useful Labels and Hints": labels and hints are localized, since VoiceOver speaks
/// in the user's language.
@Suite("text.untranslated")
@MainActor
struct TextUntranslatedTests {
    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localizations/Shop").path

    static func findings(label: String? = nil, value: String? = nil, hint: String? = nil) throws -> [Finding] {
        let localizations = try AppLocalizations.load(path: shop)
        let screen = TestScreen().add(element(label, value: value, hint: hint))
        return Auditor(rules: [TextUntranslated()], localizations: localizations).audit(screen.tree).findings
    }

    @Test func theShopsLanguagesAndSource() throws {
        let localizations = try AppLocalizations.load(path: Self.shop)
        #expect(localizations.sourceLanguage == "en")
        #expect(localizations.languages == ["de", "en", "fr"])
    }

    /// A label and what it lacks: nil when every language has it, or it is no key's text.
    @Test(
        arguments: [
            ("Check out", nil),  // every table has it
            ("Cancel", nil),  // a key that is its own text ("Cancel";), translated everywhere
            ("Snowman \u{2603}", nil),  // \U2603 in the UTF-8 and the UTF-16 tables
            ("3 items in your cart", ["de"]),  // a format ("%d items in your cart") German lacks
            ("Delete \"Draft\"?", ["fr"]),  // a format with escaped quotes French lacks
            ("Welcome", ["de", "fr"]),  // a storyboard's Base table no language translates
            ("Notifications", ["de"]),  // a catalog's German marked new, without a value
            ("Sound", nil),  // needing review is translated
            ("2 songs", ["fr"]),  // a catalog's plural ("%lld songs") French lacks
            ("Version 2.1", ["fr"]),
            ("Earshot", nil),  // a catalog key marked not to translate
            ("Jane Appleseed", nil),  // no key's text: the app's data
        ] as [(String, [String]?)])
    func label(_ text: String, missing: [String]?) throws {
        let findings = try Self.findings(label: text)
        if let missing {
            #expect(findings.count == 1)
            #expect(findings.first?.message.contains("has no translation in \(missing.joined(separator: ", ")):") == true, "\(findings)")
        } else {
            #expect(findings.isEmpty, "\(findings)")
        }
    }

    @Test func aHintIsCheckedToo() throws {
        let findings = try Self.findings(label: "Favorite", hint: "Adds the song to your favorites.")
        #expect(
            findings.map(\.message) == [
                "The hint \"Adds the song to your favorites.\" (key \"favorite.hint\" of Localizable) has no translation in de: VoiceOver reads it in en there."
            ])
    }

    @Test func anAppWithOneLanguageHasNothingToTranslate() {
        let english = AppLocalizations(
            sourceLanguage: "en", languages: ["en"],
            entries: [.init(table: "Localizable", key: "save", sourceText: "Save", translatedLanguages: ["en"])])
        let screen = TestScreen().add(element("Save"))
        #expect(Auditor(rules: [TextUntranslated()], localizations: english).audit(screen.tree).findings.isEmpty)
    }

    @Test func withoutTablesTheRuleIsSkipped() {
        let report = TestScreen().add(element("Save")).audit(rules: [TextUntranslated()])
        #expect(report.skippedRules.map(\.rule.id) == ["text.untranslated"])
    }
}

/// Reading string tables: what cannot be read is an error naming the file, the place and the reason.
@Suite("App localizations: reading tables")
struct AppLocalizationsReadingTests {
    /// A folder with `en.lproj/Localizable.strings` holding `english` and a French table.
    static func folder(english: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-strings-\(UUID().uuidString)")
        for language in ["en", "fr"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        try Data(english).write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("\"a\" = \"b\";".utf8).write(to: folder.appendingPathComponent("fr.lproj/Localizable.strings"))
        return folder.path
    }

    @Test(arguments: [
        ("\"a\" = \"b\"", "Localizable.strings:1:10: expected \";\" after the value of \"a\""),
        ("\"a\" = \"b;\n", "Localizable.strings:1:7: a string opened here is never closed"),
        ("\"a\" = \"b\";\n/* open", "Localizable.strings:2:1: a comment opened here is never closed"),
        ("\"a\" = \"\\U12G4\";", "\\U takes four hexadecimal digits"),
        ("\"a\" \"b\";", "Localizable.strings:1:5: expected \"=\" or \";\" after the key \"a\""),
        ("= \"b\";", "Localizable.strings:1:1: expected a key in double quotes, found \"=\""),
        ("bplist00", "a compiled string table"),
    ])
    func malformedTable(content: String, message: String) throws {
        let folder = try Self.folder(english: Array(content.utf8))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            try AppLocalizations.load(path: folder)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func textThatIsNeitherUTF8NorUTF16() throws {
        let folder = try Self.folder(english: [0x22, 0xC3, 0x28, 0x22, 0x3B])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: AuditConfigurationError.self) { try AppLocalizations.load(path: folder) }
    }

    @Test(arguments: [
        ("{\"strings\": {}}", "not a string catalog: \"sourceLanguage\" is missing at the top level"),
        (
            "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"localizations\": []}}}",
            "not a string catalog: wrong type at strings.a.localizations"
        ),
        ("{", "not a string catalog: the file is not valid JSON"),
    ])
    func malformedCatalog(content: String, message: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString).xcstrings").path
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect {
            try AppLocalizations.load(path: file)
        } throws: { error in
            "\(error)" == "\(file): \(message)"
        }
    }

    @Test(arguments: ["/no/such/folder", "/etc/hostname"])
    func pathsThatAreNotTables(path: String) {
        #expect(throws: AuditConfigurationError.self) { try AppLocalizations.load(path: path) }
    }
}
