/// Bounds that turn a hostile or runaway input into a clear error instead of exhausting memory.
///
/// The defaults are generous: real single-screen dumps are 3–150 KB with up to a few thousand
/// nodes, and WebDriverAgent cuts trees at depth 62 at most (spec/real-dumps.md §1.1, §5.14).
public struct ImportLimits: Hashable, Sendable {
    /// Largest input accepted, in bytes.
    public var maxBytes: Int
    /// Most dump nodes (elements of the dump, before any collapsing) accepted.
    public var maxNodes: Int
    /// Deepest nesting accepted (the application node is depth 0).
    public var maxDepth: Int

    public init(maxBytes: Int = 512 * 1024 * 1024, maxNodes: Int = 2_000_000, maxDepth: Int = 200_000) {
        self.maxBytes = maxBytes
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
    }

    /// 512 MB, 2,000,000 nodes, 200,000 levels.
    public static let `default` = ImportLimits()
}
