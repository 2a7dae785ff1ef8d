import Foundation
import Testing

/// A dump whose root is not the application (a subtree pasted in a bug report; the fixtures are
/// written for these tests in WebDriverAgent's XML shape): its frames are screen coordinates, so the screen is the
/// smallest device screen they fit (or `--screen`), said in a warning, and each finding keeps
/// its element's line (docs/real-dumps.md, dump fragments).
@Suite("earshot on dump fragments")
struct DumpFragmentTests {
    static var fragment: String { path("sheet-fragment.xml") }

    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fragments/\(name)").path
    }

    @Test func elementsAreOnScreenAndKeepTheirLines() throws {
        let result = try CommandRunner.run(["audit", Self.fragment])
        #expect(!result.stdout.contains("off screen"), "\(result.stdout)")
        // The unlabelled button is a finding of its own, at its line.
        #expect(result.stdout.contains("\"Button\" (x 60, y 446, 135 × 44) at line 4"), "\(result.stdout)")
        #expect(result.stderr.contains("a fragment of a screen, read on a 375 × 667 screen"), "\(result.stderr)")
    }

    /// An alert and a segmented control are rebuilt as UIKit's (UIAlertController,
    /// UISegmentedControl) from their texts and buttons; a finding on one of those buttons is at
    /// the button's own line in the dump, not the alert's or the control's.
    @Test(arguments: [
        ("alert-fragment.xml", "\"Button\" (x 187, y 449.5, 135 × 44) at line 6"),
        ("segmented-fragment.xml", "\"Button, 3 of 3\" (x 244.7, y 126, 114.3 × 32) at line 5"),
    ])
    func partsOfRebuiltControlsKeepTheirLines(fixture: String, finding: String) throws {
        let result = try CommandRunner.run(["audit", Self.path(fixture)])
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains(finding), "\(result.stdout)")
        #expect(result.stdout.contains("label.missing"), "\(result.stdout)")
    }

    @Test func screenOptionSetsTheScreen() throws {
        let result = try CommandRunner.run(["convert", Self.fragment, "--screen", "402x874"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("\"width\": 402"))
        #expect(result.stderr.contains("read on a 402 × 874 screen (as --screen gives)"))
    }

    @Test(arguments: ["402", "0x874", "ax b", "402x874x1", "nanx874"])
    func malformedScreenIsRefused(value: String) throws {
        let result = try CommandRunner.run(["audit", Self.fragment, "--screen", value])
        #expect(result.exitCode != 0)
        #expect(result.stderr.contains("--screen takes a width and a height in points"))
    }
}
