import Foundation

/// Where the command writes: data to stdout, diagnostics to stderr.
enum Output {
    /// Writes `text` to stdout, adding a final newline when it has none.
    static func write(_ text: String) {
        let line = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    /// Writes an error message to stderr, as "earshot: error: …". A message that already says
    /// "error:" after its place ("file:line:column: error: …") keeps its own word.
    static func error(_ message: String) {
        let line = message.contains(": error: ") ? "earshot: \(message)" : "earshot: error: \(message)"
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes a warning to stderr. Warnings that already say where and what they are
    /// ("file:line:column: …: warning: …", as compilers write them) are written as they are.
    static func warn(_ message: String) {
        let line = message.contains("warning: ") ? message : "earshot: warning: \(message)"
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes an informational note to stderr.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("earshot: \(message)\n".utf8))
    }

    /// Shows a one-line progress message on a terminal's stderr, or clears it (nil).
    static func progress(_ message: String?) {
        let line = message.map { "\r\u{1B}[2K\($0)" } ?? "\r\u{1B}[2K"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
