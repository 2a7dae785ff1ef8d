import Foundation

/// Translates print to braille with liblouis, the field's open translator, by running its
/// `lou_translate` program (Debian's `liblouis-bin` package) as a process: the package builds and
/// runs without it, and only braille output needs it. The output is Unicode braille cells
/// (U+2800…), through liblouis's `unicode.dis` display table.
public struct LiblouisTranslator: Sendable {
    /// The `lou_translate` executable, when one was found.
    public let executable: String?

    /// Finds `lou_translate` on `searchPath` (a `PATH`-style list; the process's `PATH` by default).
    public init(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) {
        let directories = (searchPath ?? "").split(separator: ":").map(String.init)
        executable = directories.lazy.map { $0 + "/lou_translate" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Uses the given `lou_translate` executable.
    public init(executable: String) {
        self.executable = executable
    }

    /// Translates each text to braille with `table`, one line each, in one run of the program.
    /// Control characters (line breaks among them) become spaces, as a line holds one region.
    /// Throws `BrailleError` when the program is missing, the table does not exist, or it fails.
    public func translate(_ texts: [String], table: BrailleTable) throws -> [String] {
        guard !texts.isEmpty else { return [] }
        guard let executable else { throw BrailleError.translatorMissing }
        let input = texts.map { text in
            String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
        }.joined(separator: "\n") + "\n"

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--forward", "unicode.dis,\(table.fileName)"]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            throw BrailleError.translatorFailed("could not run \(executable): \(error.localizedDescription)")
        }
        // Errors are collected while the input is written, so neither pipe can fill and block.
        let errors = ErrorCollector(stderr.fileHandleForReading)
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let diagnostics = errors.wait()
        if diagnostics.contains("could not be compiled") || diagnostics.contains("Cannot resolve table") {
            throw BrailleError.unknownTable(table.fileName)
        }
        guard process.terminationStatus == 0 else {
            throw BrailleError.translatorFailed("lou_translate exited with status \(process.terminationStatus): \(diagnostics.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        var lines = String(decoding: output, as: UTF8.self).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        guard lines.count == texts.count else {
            throw BrailleError.translatorFailed("lou_translate gave \(lines.count) lines for \(texts.count)")
        }
        return lines
    }
}

/// Reads a pipe to its end on another thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Why braille could not be produced.
public enum BrailleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `lou_translate` is not installed.
    case translatorMissing
    /// liblouis has no table by this name.
    case unknownTable(String)
    case translatorFailed(String)

    public var description: String {
        switch self {
        case .translatorMissing:
            return "braille needs liblouis's lou_translate, which was not found on PATH; install the liblouis-bin package (apt-get install liblouis-bin)"
        case .unknownTable(let name):
            return "liblouis has no braille table '\(name)'; use ueb1, ueb2, computer or a table file name such as en-ueb-g2.ctb"
        case .translatorFailed(let message):
            return "braille translation failed: \(message)"
        }
    }
}
