/// Bounds that turn a hostile or runaway input into a clear error instead of exhausting memory or
/// time. Every reader applies them, screen files and dumps alike, while it reads, so an input past
/// one is refused before the screen is built, walked or audited.
///
/// The defaults are far above any real screen: real single-screen dumps are 3–150 KB with up to a
/// few thousand nodes, WebDriverAgent cuts trees at depth 62 at most (docs/real-dumps.md), and
/// the longest real label seen is a text view's page of text. Below them, reading costs time and
/// memory linear in the input (see the README's Performance section).
public struct ImportLimits: Hashable, Sendable {
    /// Largest input accepted, in bytes (`earshot --max-bytes`).
    public var maxBytes: Int
    /// Most nodes accepted: elements of a dump before any collapsing, nodes of a screen file
    /// (`earshot --max-nodes`).
    public var maxNodes: Int
    /// Deepest nesting accepted (the application node is depth 0).
    public var maxDepth: Int
    /// Longest text accepted in one label, value, hint, title or other string, in bytes of UTF-8
    /// (`earshot --max-label`).
    public var maxLabelBytes: Int

    public init(
        maxBytes: Int = 512 * 1024 * 1024, maxNodes: Int = 200_000, maxDepth: Int = 200_000,
        maxLabelBytes: Int = 100_000
    ) {
        self.maxBytes = maxBytes
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxLabelBytes = maxLabelBytes
    }

    /// 512 MB, 200,000 nodes, 200,000 levels, 100,000-byte labels.
    public static let `default` = ImportLimits()

    /// The refusal of a text longer than `maxLabelBytes`, or nil.
    package func labelProblem(_ text: String?, named name: String) -> String? {
        guard let count = text?.utf8.count, count > maxLabelBytes else { return nil }
        return "the \(name) is \(count) bytes long; the limit is \(maxLabelBytes) bytes (--max-label)"
    }

    /// The refusal of one node more than `maxNodes`.
    package var nodeProblem: String { "more than \(maxNodes) nodes; the limit is \(maxNodes) (--max-nodes)" }
}
