/// Where something was found in an imported file: the file's name, and a 1-based line and column
/// (0 when the place is not known, e.g. for a limit checked before reading).
public struct ImportLocation: Hashable, Sendable, CustomStringConvertible {
    /// The name the caller gave the input (a path, or "<stdin>").
    public var source: String
    public var line: Int
    public var column: Int

    public init(source: String, line: Int = 0, column: Int = 0) {
        self.source = source
        self.line = line
        self.column = column
    }

    /// `source:line:column`, shortened when the line or column is unknown.
    public var description: String {
        if line <= 0 { return source }
        if column <= 0 { return "\(source):\(line)" }
        return "\(source):\(line):\(column)"
    }
}

/// Something an importer changed or guessed to read a dump, said where it happened.
/// Warnings never stop an import; the document is still usable.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    public var location: ImportLocation
    public var message: String

    public init(location: ImportLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): warning: \(message)" }
}

/// What `ScreenImporter.importScreen` returns: the screen as a document, and what was made safe
/// or guessed on the way.
public struct ImportResult: Hashable, Sendable {
    public var document: ScreenDocument
    public var warnings: [ImportWarning]
    /// The format that was read (the explicit one, or the detected one).
    public var format: ScreenInputFormat
    /// Where each node, and each part of a node composed from several, came from in the dump.
    public var positions: ScreenPositions

    public init(
        document: ScreenDocument, warnings: [ImportWarning], format: ScreenInputFormat, positions: ScreenPositions = ScreenPositions()
    ) {
        self.document = document
        self.warnings = warnings
        self.format = format
        self.positions = positions
    }
}
