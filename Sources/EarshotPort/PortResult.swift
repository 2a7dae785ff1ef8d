/// A ported file: its new text and the changes made, in line order.
public struct PortResult: Sendable {
    /// The rewritten source (equal to the input when nothing needed porting).
    public let text: String
    /// Each change, and each construct found and left as written, by input line.
    public let changes: [PortChange]

    /// Whether the text differs from the input.
    public let changedText: Bool
}
