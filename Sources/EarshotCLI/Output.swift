import ArgumentParser
import Earshot

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command writes: data to stdout, diagnostics to stderr.
///
/// Every write is checked: a failure (a full disk, /dev/full, a closed pipe's EPIPE) prints
/// `earshot: error: DESTINATION: reason` and exits 1, so no command reports success for output
/// that was lost. Diagnostics carry the app's and the user's text (labels, identifiers, file
/// names): control characters in them are shown as escapes, never sent to the terminal.
enum Output {
    /// Writes `text` to stdout, adding a final newline when it has none.
    static func write(_ text: String) throws {
        let line = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
        do {
            try writeAll(Data(line.utf8), to: STDOUT_FILENO)
        } catch {
            Self.error("standard output: \(error.reason)")
            throw ExitCode.failure
        }
    }

    /// Writes an error message to stderr in the one shape every error takes:
    /// `earshot: error: FILE:LINE:COLUMN: message` (or `earshot: error: message`). Messages that
    /// name their place compiler-style ("FILE:LINE:COLUMN: error: message") are reshaped.
    static func error(_ message: String) {
        diagnostic("error", message)
    }

    /// Writes a warning to stderr: `earshot: warning: FILE:LINE:COLUMN: message`.
    static func warn(_ message: String) {
        diagnostic("warning", message)
    }

    /// Writes an informational note to stderr.
    static func note(_ message: String) {
        try? writeAll(Data("earshot: \(message.visibleControlCharacters)\n".utf8), to: STDERR_FILENO)
    }

    /// Shows a one-line progress message on a terminal's stderr, or clears it (nil).
    static func progress(_ message: String?) {
        let line = message.map { "\r\u{1B}[2K\($0.visibleControlCharacters)" } ?? "\r\u{1B}[2K"
        try? writeAll(Data(line.utf8), to: STDERR_FILENO)
    }

    private static func diagnostic(_ kind: String, _ message: String) {
        var text = message
        if let range = text.range(of: ": \(kind): ") {
            text = String(text[..<range.lowerBound]) + ": " + String(text[range.upperBound...])
        } else if text.hasPrefix("\(kind): ") {
            text.removeFirst(kind.count + 2)
        }
        let line = "earshot: \(kind): \(text.visibleControlCharacters)\n"
        // Nothing more can be said when stderr itself fails; the exit code still tells.
        try? writeAll(Data(line.utf8), to: STDERR_FILENO)
    }

    /// A failed write's reason, in the system's words.
    struct WriteError: Error {
        var reason: String
        init(_ code: Int32) { reason = String(cString: strerror(code)) }
        init(reason: String) { self.reason = reason }
    }

    /// Writes all of `data` to `descriptor`, retrying short writes and interruptions.
    static func writeAll(_ data: Data, to descriptor: Int32) throws(WriteError) {
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure != 0 { throw WriteError(failure) }
    }
}

/// write(2); a free function because `Output.write` shadows it inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
