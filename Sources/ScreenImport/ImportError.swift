/// Why an input could not be imported, and where. Every failure of the importers is one of
/// these: none of them crashes or hangs on bad input.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure, for callers that map failures to exit codes or tests.
    public enum Kind: String, Hashable, Sendable {
        /// Nothing to read: an empty file, only whitespace, or no element at all.
        case empty
        /// Bytes that are not UTF-8 (or UTF-16 with a byte-order mark).
        case invalidEncoding
        /// The text breaks the format's grammar (XML, JSON or the debugDescription layout).
        case malformed
        /// The text ends in the middle of the document.
        case truncated
        /// XML that asks for entity expansion or external resources; refused outright.
        case unsafeXML
        /// The input is larger, has more nodes, or nests deeper than `ImportLimits` allows.
        case limitExceeded
        /// No format could be recognized from the content.
        case unrecognizedFormat
        /// A format this importer does not read (screen files have their own reader).
        case unsupportedFormat
    }

    public var kind: Kind
    public var location: ImportLocation
    public var message: String

    public init(_ kind: Kind, at location: ImportLocation, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): error: \(message)" }
}
