/// Where a document's nodes are written in the file they were read from, so that what is said of
/// a live object (an audit finding) can point at the line that made it.
public struct ScreenPositions: Hashable, Sendable {
    /// Where each node (by `ScreenNode.ID`) is written; nil for nodes the importer made up.
    public var nodes: [ScreenFilePosition?]
    /// For a node an importer composed from several nodes of a dump (an alert from its texts and
    /// buttons, a segmented control from its buttons), where each part came from, in the order
    /// UIKit is given them: an alert's title, its message, then its actions; a segmented control's
    /// segments. A node missing here has no parts of its own.
    public var parts: [ScreenNode.ID: [ScreenFilePosition?]]

    public init(nodes: [ScreenFilePosition?] = [], parts: [ScreenNode.ID: [ScreenFilePosition?]] = [:]) {
        self.nodes = nodes
        self.parts = parts
    }

    /// Where node `id` is written, or nil.
    public func position(of id: ScreenNode.ID) -> ScreenFilePosition? {
        nodes.indices.contains(id) ? nodes[id] : nil
    }

    /// Where part `part` of node `id` came from, or nil.
    public func position(of id: ScreenNode.ID, part: Int) -> ScreenFilePosition? {
        guard let positions = parts[id], positions.indices.contains(part) else { return nil }
        return positions[part]
    }
}
