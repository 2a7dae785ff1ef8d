/// One thing `earshot port` changed, or found and left as written, at a line of the input.
public struct PortChange: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line in the input file.
    public let line: Int
    /// What changed ("dropped @objc") or why something was left ("left as written: …").
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "\(line): \(message)" }
}
