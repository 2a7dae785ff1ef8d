import EarshotUIKit
import ScreenFormats

/// Builds a flat screen document in code: `add` returns the new node's index.
struct DocumentMaker {
    var nodes: [ScreenNode] = []
    var device = ScreenDocument.Device()

    /// Adds a node of `type`, configured by `configure`, as a child of `parent` when given.
    @discardableResult
    mutating func add(_ type: ScreenNodeType, to parent: Int? = nil, _ configure: (inout ScreenNode) -> Void = { _ in }) -> Int {
        var node = ScreenNode(type: type)
        configure(&node)
        nodes.append(node)
        let id = nodes.count - 1
        if let parent { nodes[parent].children.append(id) }
        return id
    }

    func document(root: Int = 0) -> ScreenDocument {
        ScreenDocument(device: device, nodes: nodes, root: root)
    }
}

extension ScreenNode {
    /// A node of `type` configured in place (for argument tables).
    static func make(_ type: ScreenNodeType, _ configure: (inout ScreenNode) -> Void = { _ in }) -> ScreenNode {
        var node = ScreenNode(type: type)
        configure(&node)
        return node
    }
}
