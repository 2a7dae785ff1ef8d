import Foundation

/// Runs the built `earshot` executable as a user would, capturing what it prints and its exit code.
struct CommandResult {
    var stdout: String
    var stderr: String
    var exitCode: Int32
}

enum CommandRunner {
    /// The `earshot` executable next to the test bundle (SwiftPM builds it for this test target).
    static var executable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("earshot")
    }

    /// Runs `earshot arguments…`, feeding `input` on stdin.
    static func run(_ arguments: [String], input: String? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        // No input: stdin is /dev/null, as in a CI step, so commands that read a pipe when one is
        // given fall back to their default. Input: a pipe, as `… | earshot`.
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self),
            exitCode: process.terminationStatus
        )
    }

    /// A file in a fresh temporary directory holding `contents`; its caller removes it with
    /// `removeTemporaryFile(_:)` in a `defer`, so a test run leaves nothing behind.
    static func temporaryFile(named name: String, contents: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    /// Removes a file made by `temporaryFile(named:contents:)`, with its directory.
    static func removeTemporaryFile(_ url: URL) {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }
}
