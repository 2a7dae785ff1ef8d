import Foundation
import Testing

/// Whether liblouis's lou_translate is installed (Debian's liblouis-bin).
private let liblouisInstalled = ["/usr/bin/lou_translate", "/usr/local/bin/lou_translate"].contains {
    FileManager.default.isExecutableFile(atPath: $0)
}

@Suite("earshot run --braille")
struct RunBrailleTests {
    private var samplePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ScreenFormats/Resources/sample-screen.json").path
    }

    /// Developing Accessible iOS Apps, chapter 6, "Value": the value shows in its own region
    /// ("Floor", then "1", then the role), Unified English Braille grade 2 by default.
    @Test(.enabled(if: liblouisInstalled))
    func eachGestureIsFollowedByTheBrailleLine() throws {
        let result = try CommandRunner.run(["run", samplePath, "right", "right", "--braille"])
        #expect(result.exitCode == 0)
        #expect(
            result.stdout == """
                > start
                  Floor Plan, Heading
                  [braille] ⠠⠋⠇⠕⠕⠗⠀⠠⠏⠇⠁⠝⠀⠓⠙
                > right
                  Coffee, Off, Button, Show or hide coffee locations
                  [braille] ⠠⠉⠷⠋⠑⠑⠀⠠⠷⠋⠀⠃⠞⠝
                > right
                  Floor, 1, Adjustable, Swipe up or down with one finger to adjust the value.
                  [braille] ⠠⠋⠇⠕⠕⠗⠀⠼⠁⠀⠁⠙⠚

                """)
    }

    @Test(.enabled(if: liblouisInstalled))
    func aTableLiblouisDoesNotHaveFailsClearly() throws {
        let result = try CommandRunner.run(["run", samplePath, "--braille", "--braille-table", "klingon.ctb"])
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "earshot: error: liblouis has no braille table 'klingon.ctb'; use ueb1, ueb2, computer or a table file name such as en-ueb-g2.ctb\n"
        )
    }

    @Test func aTableNameThatCannotBeATableIsAUsageError() throws {
        let result = try CommandRunner.run(["run", samplePath, "--braille", "--braille-table", "../x"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("is not a braille table name"))
    }

    @Test func withoutLiblouisTheErrorNamesThePackage() throws {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["run", samplePath, "--braille"]
        process.environment = ["PATH": "/nonexistent"]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.contains("install the liblouis-bin package"))
    }
}
