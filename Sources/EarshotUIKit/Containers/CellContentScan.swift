/// What a cell's content offers VoiceOver, shared by table and collection view cells (both are
/// read as one element made of their content's labels; see `UITableViewCell`).
@MainActor
package protocol CellContentScanning: UIView {
    /// Selects the cell in its list as a tap does; false when it is not in one.
    func selectAsTap() -> Bool
}

extension CellContentScanning {
    /// The labels the cell's content lends the cell and the objects that need their own focus, in
    /// subview order. What counts as an element, a container or nothing is the walk's own
    /// decision (`AccessibilityFilter`, `AccessibilityChildren`).
    /// - Complexity: O(n) in the cell's subtree, without recursion; it stops at elements and at
    ///   nested cells, so every view is scanned by one cell only. Each object is scanned once: an
    ///   `accessibilityElements` list that names an ancestor (or the cell) ends there instead of
    ///   looping forever, as the walk's own cycle guard does.
    package func scanCellContent() -> (labels: [String], separate: [NSObject]) {
        var labels: [String] = []
        var separate: [NSObject] = []
        var stack: [Any] = subviews.reversed()
        var scanned: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let item = stack.popLast() {
            guard let object = item as? NSObject, !AccessibilityFilter.isPruned(object),
                scanned.insert(ObjectIdentifier(object)).inserted
            else { continue }
            if object is any CellContentScanning {
                separate.append(object)
                continue
            }
            switch AccessibilityFilter.classify(object) {
            case .excludeSubtree:
                continue
            case .element:
                if object.accessibilityRespondsToUserInteraction {
                    separate.append(object)
                } else if let label = object.accessibilityLabel, !label.isEmpty {
                    labels.append(label)
                }
            case .container(let isZeroSize):
                let children = AccessibilityChildren(of: object)
                if isZeroSize, children.isExplicit { continue }
                switch children {
                case .explicit(let entries, _, _): stack.append(contentsOf: entries.reversed().map { $0 as Any })
                case .subviews(let subviews): stack.append(contentsOf: subviews.reversed().map { $0 as Any })
                case .modal(let modal): stack.append(modal)
                case .none: break
                }
            }
        }
        return (labels, separate)
    }
}
