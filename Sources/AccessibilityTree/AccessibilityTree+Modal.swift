import EarshotUIKit

extension AccessibilityTree {
    /// The views the walk's modal rule kept (docs/voiceover-behaviour.md §1 (Tree walk) rule 5): for each container recorded as
    /// reading only its modal subview (`readsOnlyModal`), that subview, when the walk recorded it
    /// as a container or an element (a hidden one, or one with nothing to read, leaves no trace);
    /// containers in the walk's order, so a modal view inside another comes after it. Where the
    /// modal rule applied is decided by the walk alone: readers take it from here rather than
    /// looking for `accessibilityViewIsModal` themselves.
    /// - Complexity: O(c) without a modal container; else O(n + c), n the elements and c the
    ///   containers.
    package var modalViews: [UIView] {
        // A loop rather than `contains(where:)`: see docs/architecture.md, "Closures in hot loops".
        var modalParents = Array(repeating: false, count: containers.count)
        var anyModal = false
        for (index, container) in containers.enumerated() where container.readsOnlyModal {
            modalParents[index] = true
            anyModal = true
        }
        guard anyModal else { return [] }
        // The one child each such container read: a container or an element whose parent it is.
        var kept: [Int: UIView] = [:]
        for container in containers {
            if let parent = container.parent, modalParents.indices.contains(parent), modalParents[parent],
                let view = container.object as? UIView
            {
                kept[parent] = view
            }
        }
        for node in elements {
            if let parent = node.parentContainer, modalParents.indices.contains(parent), modalParents[parent],
                kept[parent] == nil, let view = node.object as? UIView
            {
                kept[parent] = view
            }
        }
        var views: [UIView] = []
        for index in containers.indices {
            if let view = kept[index] { views.append(view) }
        }
        return views
    }
}
