import Foundation

extension CommandRunner {
    /// Runs `earshot arguments…` with a PATH holding nothing, as on a machine without Debian's
    /// programs (rsvg-convert, espeak-ng, chromium).
    static func runWithoutPath(_ arguments: [String]) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/nonexistent"]
        process.standardInput = FileHandle.nullDevice
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self), exitCode: process.terminationStatus)
    }
}
