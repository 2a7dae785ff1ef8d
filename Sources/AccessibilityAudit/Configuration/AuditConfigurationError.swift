/// A configuration file (or a baseline, or an app's string table) that cannot be used, with the
/// place and the reason:
/// `audit.yml:4:3: unknown key "treshold" (expected one of: …)`.
public struct AuditConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as given to the reader (nil when read from a string without a name).
    public var file: String?
    /// 1-based line and column, when the problem has a place.
    public var line: Int?
    public var column: Int?
    public var reason: String

    public init(file: String?, line: Int?, column: Int?, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        var place = file ?? "configuration"
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): \(reason)"
    }
}

extension AuditConfigurationError {
    /// The error for a JSON file `JSONDecoder` could not read as `expected` ("an Earshot
    /// baseline"): the key missing or the value of the wrong type, with its path in the file.
    init(decoding error: any Error, file: String?, expected: String) {
        let reason: String
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            reason = "\"\(key.stringValue)\" is missing at \(Self.place(context.codingPath))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            reason = "wrong type at \(Self.place(context.codingPath))"
        default:
            reason = "the file is not valid JSON"
        }
        self.init(file: file, line: nil, column: nil, reason: "not \(expected): \(reason)")
    }

    /// A coding path as a reader finds it in the file ("findings[2].rule").
    private static func place(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return text.isEmpty ? "the top level" : String(text.drop(while: { $0 == "." }))
    }
}
