/// A configuration (or baseline) file that cannot be used, with the place and the reason:
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
