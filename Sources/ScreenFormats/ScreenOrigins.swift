import EarshotUIKit

/// Where the live objects of a loaded screen came from: the node each was built from, that node's
/// place in the file, and whether iOS rather than the app draws it (`systemUI` on the node or an
/// ancestor). The auditor's findings point at the element's own line with it, without reading the
/// file a second time.
@MainActor
public struct ScreenOrigins {
    /// What is known about one live object.
    public struct Origin: Hashable, Sendable {
        /// The node the object was built from, or the nearest one above it.
        public var node: ScreenNode.ID
        /// Where that node is written; nil when the importer made the node up.
        public var position: ScreenFilePosition?
        /// Whether the node or one of its ancestors is iOS's own interface.
        public var isSystemUI: Bool
    }

    private let positions: ScreenPositions
    private let systemUI: [Bool]
    private let nodeOfObject: [ObjectIdentifier: ScreenNode.ID]

    /// - Complexity: O(n) in the document's nodes; no recursion.
    init(document: ScreenDocument, positions: ScreenPositions, objects: (ScreenNode.ID) -> NSObject?) {
        self.positions = positions
        var inherited = Array(repeating: false, count: document.nodes.count)
        var map: [ObjectIdentifier: ScreenNode.ID] = [:]
        var stack: [(ScreenNode.ID, Bool)] = document.nodes.isEmpty ? [] : [(document.root, false)]
        var seen = Set<ScreenNode.ID>()
        while let (id, above) = stack.popLast() {
            guard document.nodes.indices.contains(id), seen.insert(id).inserted else { continue }
            // Fields are read in place: a node is large, and copying it costs a count per string.
            inherited[id] = above || document.nodes[id].systemUI == true
            if let object = objects(id) { map[ObjectIdentifier(object)] = id }
            for child in document.nodes[id].children { stack.append((child, inherited[id])) }
            for child in document.nodes[id].elements ?? [] { stack.append((child, inherited[id])) }
        }
        systemUI = inherited
        nodeOfObject = map
    }

    /// The origin of `object`: its own node's, else that of the nearest object above it built
    /// from a node (a table cell's content element, a segment of a segmented control). An
    /// element that shows one of the values of a node composed from several places (an
    /// imported alert's title or button, a segment) is at that value's place.
    /// - Complexity: O(d), d the depth of `object` in its window.
    public func origin(of object: NSObject) -> Origin? {
        var current: NSObject? = object
        var visited = Set<ObjectIdentifier>()
        while let candidate = current, visited.insert(ObjectIdentifier(candidate)).inserted {
            if let id = nodeOfObject[ObjectIdentifier(candidate)] {
                let part = candidate === object ? nil : (candidate as? any AccessibilityComposedParts)?.accessibilityPartIndex(of: object)
                let position = part.flatMap { positions.position(of: id, part: $0) } ?? positions.position(of: id)
                return Origin(node: id, position: position, isSystemUI: systemUI[id])
            }
            current = Self.parent(of: candidate)
        }
        return nil
    }

    /// The object above `object`: an element's container, a view's superview.
    private static func parent(of object: NSObject) -> NSObject? {
        if let view = object as? UIView { return view.superview }
        if let element = object as? UIAccessibilityElement { return element.accessibilityContainer as? NSObject }
        return nil
    }
}
