import AccessibilityTree
import Foundation
import ScreenFormats
import Testing
import VoiceOverSimulator

/// Every real dump in Fixtures/real-dumps, read as `earshot read` reads it, must speak exactly the
/// transcript written under its heading in Fixtures/real-dumps/EXPECTED.md, where each judgement
/// call is explained next to the lines it decides.
@MainActor
@Suite("Real dumps: what VoiceOver says")
struct RealDumpTranscriptTests {
    nonisolated static let fixtures = [
        "wda-xml_shirates_settings-top_iphone14.xml",
        "wda-xml_shirates_settings-keyboards_iphone14.xml",
        "wda-xml_shirates_app-dev_iphone8.xml",
        "wda-xml-2025_swipium_settings-search-es_iphone16pro.xml",
        "wda-xml-2026_mobster_swiftui-tabview_iphone17pro-ios26.xml",
        "xcui-debugdesc_wordsgram_books-list_iphone-x.txt",
        "xcui-debugdesc_zjh_login-screen_iphone-x.txt",
        "wda-xml_shirates_calendar-day-ja_iphone14.xml",
        "wda-xml_shirates_settings-accessibility_iphone8.xml",
    ]

    private nonisolated static var folder: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/real-dumps")
    }

    /// The code block under `## <fixture>` in EXPECTED.md.
    private nonisolated static func expectedTranscript(for fixture: String) throws -> [String] {
        let markdown = try String(contentsOf: folder.appendingPathComponent("EXPECTED.md"), encoding: .utf8)
        guard let heading = markdown.range(of: "## " + fixture) else { return [] }
        let blocks = markdown[heading.upperBound...].components(separatedBy: "```")
        guard blocks.count > 1 else { return [] }
        return blocks[1].split(separator: "\n").map(String.init)
    }

    @Test func everyFixtureHasATest() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".xml") || $0.hasSuffix(".txt") || $0.hasSuffix(".json") }
        #expect(Set(files) == Set(Self.fixtures))
    }

    @Test(arguments: fixtures)
    func transcriptMatchesWhatVoiceOverSays(fixture: String) throws {
        let expected = try Self.expectedTranscript(for: fixture)
        #expect(!expected.isEmpty, "EXPECTED.md has no transcript for \(fixture)")
        let screen = try ScreenLoader.load(path: Self.folder.appendingPathComponent(fixture).path)
        let transcript = Transcript(tree: AccessibilityTree(window: screen.window))
        #expect(transcript.texts == expected)
    }
}

/// `earshot convert`'s promise: a dump written as a screen file imports back to the same tree.
@MainActor
@Suite("Real dumps: converted to screen files")
struct RealDumpConversionTests {
    @Test(arguments: RealDumpTranscriptTests.fixtures, [ScreenFileFormat.json, .yaml])
    func convertedScreenSpeaksTheSameWords(fixture: String, syntax: ScreenFileFormat) throws {
        let path = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/real-dumps/\(fixture)").path
        let imported = try ScreenLoader.read(path: path).document
        let text = ScreenFileWriter().text(imported, format: syntax)
        let reread = try ScreenFileReader().read(Data(text.utf8), format: syntax, source: "converted").document
        #expect(reread == imported)
        let original = Transcript(tree: AccessibilityTree(window: try ScreenLoader.build(imported, source: fixture).window))
        let converted = Transcript(tree: AccessibilityTree(window: try ScreenLoader.build(reread, source: "converted").window))
        #expect(converted.texts == original.texts)
        #expect(converted.lines.map(\.node.frame) == original.lines.map(\.node.frame))
    }
}
