import Foundation

/// Why a screen file was rejected, and where: the file, the JSON path of the offending value
/// (`$.root.children[2].frame`), its line and column when known, and the reason.
///
/// Its description reads like a compiler diagnostic, so editors and CI logs can jump to the place:
/// `screen.json:12:7: $.root.children[2].frame: expected an array of 4 numbers [x, y, w, h], found a string`.
/// Lines and columns are 1-based; columns count Unicode scalars, as libyaml's do, so JSON and
/// YAML files report the same kind of column.
public struct ScreenFileError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The file name as given, or "-" for standard input or in-memory text.
    public var source: String
    /// JSON path of the value at fault (`$` is the whole document), or nil before any value.
    public var path: String?
    /// 1-based line, when the place is known.
    public var line: Int?
    /// 1-based column in Unicode scalars, when the place is known.
    public var column: Int?
    /// What is wrong, and where it helps, how to fix it.
    public var reason: String

    public init(source: String, path: String? = nil, line: Int? = nil, column: Int? = nil, reason: String) {
        self.source = source
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    package init(source: String, path: String?, position: ScreenFilePosition?, reason: String) {
        self.init(source: source, path: path, line: position?.line, column: position?.column, reason: reason)
    }

    public var description: String {
        ScreenFileDiagnosticText.format(source: source, path: path, line: line, column: column, message: reason)
    }
}

extension ScreenFileError: LocalizedError {
    /// The full diagnostic, so `localizedDescription` shows it too.
    public var errorDescription: String? { description }
}

/// Something legal but suspicious in a screen file (a duplicate `id`, a value UIKit will clamp):
/// the file loads, and the tool can show these next to the result.
public struct ScreenFileWarning: CustomStringConvertible, Hashable, Sendable {
    /// The file name as given, or "-".
    public var source: String
    /// JSON path of the value concerned.
    public var path: String?
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column in Unicode scalars, when known.
    public var column: Int?
    /// What looks wrong and why it matters.
    public var message: String

    public init(source: String, path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.source = source
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        ScreenFileDiagnosticText.format(
            source: source, path: path, line: line, column: column, message: "warning: " + message)
    }
}

/// The one place that lays out `source:line:column: path: message`.
package enum ScreenFileDiagnosticText {
    package static func format(source: String, path: String?, line: Int?, column: Int?, message: String) -> String {
        var text = source
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": "
        if let path { text += path + ": " }
        return text + message
    }
}

/// A place in a screen file or a dump: 1-based line and column (Unicode scalars).
public struct ScreenFilePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static let start = ScreenFilePosition(line: 1, column: 1)

    public var description: String { "\(line):\(column)" }
}
