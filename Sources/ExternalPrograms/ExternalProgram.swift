import Foundation

/// Runs a Debian program (rsvg-convert, espeak-ng, chromium) as a process: found on PATH, fed
/// standard input, its output collected. Earshot never links them, so it builds without them.
public enum ExternalProgram {
    /// The executable named `name` on `searchPath` (a `PATH`-style list; the process's `PATH` by
    /// default), or nil.
    public static func find(_ name: String, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        let path = searchPath ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `program` to its end with `input` on stdin.
    public static func run(_ program: URL, arguments: [String], input: Data = Data()) throws -> (status: Int32, stdout: Data, stderr: Data)
    {
        signal(SIGPIPE, SIG_IGN)  // a child that exits early must not kill Earshot
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both outputs on their own threads so a full pipe never blocks the child.
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isOut) in [(stdout, true), (stderr, false)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isOut: isOut)
                group.leave()
            }
        }
        stdin.fileHandleForWriting.write(input)
        try? stdin.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, collected.out, collected.err)
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var outData = Data()
        private var errData = Data()
        func set(_ data: Data, isOut: Bool) {
            lock.lock()
            if isOut { outData = data } else { errData = data }
            lock.unlock()
        }
        var out: Data {
            lock.lock()
            defer { lock.unlock() }
            return outData
        }
        var err: Data {
            lock.lock()
            defer { lock.unlock() }
            return errData
        }
    }
}
