import ExternalPrograms
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
        executable = ExternalProgram.find("lou_translate", searchPath: searchPath ?? "")?.path
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
        let input =
            texts.map { text in
                String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
            }.joined(separator: "\n") + "\n"

        let run: (status: Int32, stdout: Data, stderr: Data)
        do {
            run = try ExternalProgram.run(
                URL(fileURLWithPath: executable), arguments: ["--forward", "unicode.dis,\(table.fileName)"],
                input: Data(input.utf8))
        } catch {
            throw BrailleError.translatorFailed("could not run \(executable): \(error.localizedDescription)")
        }
        let diagnostics = String(decoding: run.stderr, as: UTF8.self)
        if diagnostics.contains("could not be compiled") || diagnostics.contains("Cannot resolve table") {
            throw BrailleError.unknownTable(table.fileName)
        }
        guard run.status == 0 else {
            throw BrailleError.translatorFailed(
                "lou_translate exited with status \(run.status): \(diagnostics.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let output = run.stdout
        var lines = String(decoding: output, as: UTF8.self).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        guard lines.count == texts.count else {
            throw BrailleError.translatorFailed("lou_translate gave \(lines.count) lines for \(texts.count)")
        }
        return lines
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
            return
                "braille needs liblouis's lou_translate, which was not found on PATH; install the liblouis-bin package (apt-get install liblouis-bin)"
        case .unknownTable(let name):
            return "liblouis has no braille table '\(name)'; use ueb1, ueb2, computer or a table file name such as en-ueb-g2.ctb"
        case .translatorFailed(let message):
            return "braille translation failed: \(message)"
        }
    }
}
