/// Why a file could not be ported: the parser did not understand it. Nothing is written then.
public struct PortError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as named by the caller.
    public let file: String
    /// The 1-based line and column of the first problem.
    public let line: Int
    public let column: Int
    /// The parser's message.
    public let reason: String

    public var description: String { "\(file):\(line):\(column): not Swift the parser understands: \(reason)" }
}
