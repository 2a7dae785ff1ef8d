import EarshotUIKit

/// Turns a parsed screen file (`ScreenFileTree`, from JSON or YAML) into a `ScreenDocument`,
/// checking every rule of docs/screen-format.md and naming the JSON path and line:column of the first
/// value that breaks one.
///
/// Nodes are decoded from an explicit stack, so depth costs no call stack. They are numbered in
/// preorder — a node, then its `children` subtrees, then its `elements` subtrees — which is also
/// the order `ScreenFileWriter` writes them in, so reading what was written gives an equal document.
///
/// - Complexity: O(n) in the number of values, plus O(depth) to spell a path for a diagnostic.
struct ScreenFileDecoder {
    let tree: ScreenFileTree
    let source: String
    let syntax: ScreenFileFormat

    var warnings: [ScreenFileWarning] = []
    /// Per decoded node: the node it hangs from (-1 for the root) and how.
    var parents: [Int] = []
    var steps: [NodeStep] = []
    /// Where each decoded node's object starts, by node id.
    var positions: [ScreenFilePosition?] = []
    /// The first node that used each `id`, for the duplicate warning.
    var firstNodeWithID: [String: Int] = [:]
    /// Where the value being decoded hangs, for building paths lazily.
    var base = Base.document

    /// How a node hangs from its parent.
    enum NodeStep {
        case root
        case child(Int)
        case element(Int)

        var isElement: Bool {
            if case .element = self { true } else { false }
        }
    }

    enum Base {
        case document
        case node(parent: Int, step: NodeStep)
    }

    /// Node count and text length bounds (`ImportLimits`), shared with the importers.
    let limits: ImportLimits

    struct Work {
        var value: Int
        var parent: Int
        var step: NodeStep
    }

    init(tree: ScreenFileTree, source: String, syntax: ScreenFileFormat, limits: ImportLimits = .default) {
        self.tree = tree
        self.source = source
        self.syntax = syntax
        self.limits = limits
    }
}
