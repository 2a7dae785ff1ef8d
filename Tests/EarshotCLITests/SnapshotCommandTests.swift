import Foundation
import Testing

/// `earshot snapshot`: SVG by default, PNG through rsvg-convert, a clear error without it
/// (docs/snapshots.md).
@Suite struct SnapshotCommandTests {
    @Test func writesTheSampleScreenAsSVGToStandardOutput() throws {
        let result = try CommandRunner.run(["snapshot"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.stdout.hasSuffix("</svg>\n"))
        #expect(try CommandRunner.run(["snapshot"]).stdout == result.stdout)
    }

    @Test func writesTheFileNamedByDashO() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(["snapshot", "-o", output.path, "--findings"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.contains("class=\"legend-entry\""))
    }

    @Test func pngNeedsAnOutputFile() throws {
        let result = try CommandRunner.run(["snapshot", "--format", "png"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("PNG output needs -o FILE"))
    }

    @Test func pngWithoutRsvgConvertNamesTheDebianPackage() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString).png")
        let result = try CommandRunner.runWithoutPath(["snapshot", "-o", output.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("librsvg2-bin"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert"), "rsvg-convert (librsvg2-bin) is not installed"))
    func pngIsAPNG() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(["snapshot", "-o", output.path])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: output)
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func unreadableInputFailsWithTheFileNamed() throws {
        let result = try CommandRunner.run(["snapshot", "/nonexistent/screen.yaml"])
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("/nonexistent/screen.yaml"))
    }
}

/// The README's picture is what `earshot snapshot` draws today.
@Suite struct ReadmeSnapshotTests {
    @Test func committedSampleScreenSnapshotIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("docs/images/sample-screen.svg"), encoding: .utf8)
        let result = try CommandRunner.run(["snapshot"])
        #expect(result.stdout == committed, "re-run: swift run earshot snapshot -o docs/images/sample-screen.svg")
    }
}
