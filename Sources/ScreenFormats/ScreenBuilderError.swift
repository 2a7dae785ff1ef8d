import EarshotUIKit

/// Why a screen document could not be built, and where: `path` names the node the way the file
/// nests it ("root.children[2].elements[0]").
public struct ScreenBuilderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Equatable, Sendable {
        /// The device block is unusable (a width or height that is not a positive number).
        case invalidDevice(String)
        /// A `root`, `children` or `elements` entry names a node that does not exist.
        case nodeOutOfRange(Int)
        /// The root is an `element`; the root must be a view.
        case rootIsElement
        /// A node is listed in the `children` of two nodes, or the root is someone's child.
        case childOfTwoParents
        /// `children` lists lead back to a node that contains them.
        case cycle
        /// An `element` node is listed in `children`; elements are only valid inside `elements`.
        case elementInChildren
        /// An `element` node has `children` (it is not a view, so it cannot have subviews).
        case elementWithChildren
        /// A key is set that the node's type does not take.
        case keyNotValidForType(key: String, type: ScreenNodeType)
        /// A trait name that is not one of UIKit's.
        case unknownTrait(String)
        /// A key's value is not usable.
        case invalidValue(key: String, detail: String)
    }

    /// Where the problem is.
    public let path: String
    /// The index of the node in `ScreenDocument.nodes`, when the problem belongs to one.
    public let node: ScreenNode.ID?
    /// What the problem is.
    public let reason: Reason

    public init(path: String, node: ScreenNode.ID?, reason: Reason) {
        self.path = path
        self.node = node
        self.reason = reason
    }

    /// "root.children[1]: unknown trait \"buton\"".
    public var description: String { "\(path): \(message)" }

    /// The reason as a sentence.
    public var message: String {
        switch reason {
        case .invalidDevice(let detail): "invalid device: \(detail)"
        case .nodeOutOfRange(let index): "there is no node \(index)"
        case .rootIsElement: "the root must be a view, not an element"
        case .childOfTwoParents: "a node can be the child of only one node (and the root of none)"
        case .cycle: "children lead back to a node that contains them"
        case .elementInChildren: "an element node is only valid inside elements, not children"
        case .elementWithChildren: "an element node cannot have children (it is not a view); use elements"
        case .keyNotValidForType(let key, let type): "'\(key)' is not a key of type '\(type.rawValue)'"
        case .unknownTrait(let name): "unknown trait \"\(name)\""
        case .invalidValue(let key, let detail): "invalid '\(key)': \(detail)"
        }
    }
}
