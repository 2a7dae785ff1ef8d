/// UIKit's Auto Layout console messages ("Unable to simultaneously satisfy constraints." …),
/// written to standard error with UIKit's `[LayoutConstraints]` prefix, and to the recorder of the
/// current task when a test installs one (task-local, so parallel tests never see each other's).
package enum AutoLayoutLog {
    /// Collects the messages logged inside `AutoLayoutLog.$recorder.withValue(…)`.
    @MainActor
    package final class Recorder {
        package private(set) var messages: [String] = []
        package init() {}
        func append(_ message: String) { messages.append(message) }
    }

    @TaskLocal package static var recorder: Recorder?

    @MainActor
    static func write(_ message: String) {
        recorder?.append(message)
        // Line by line, each escaped: a view's label in a message cannot forge a log line.
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).visibleControlCharacters }
        FileHandle.standardError.write(Data("[LayoutConstraints] \(lines.joined(separator: "\n"))\n".utf8))
    }
}
