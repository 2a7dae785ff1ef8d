import AccessibilityTree
import EarshotUIKit

/// Where the cursor goes back to when a modal view it moved into goes away.
///
/// iOS VoiceOver remembers the element focused before focus first moves into a modal view (a
/// view with `accessibilityViewIsModal` that the walk's modal rule kept, such as an alert's), and
/// when that modal leaves the screen while it holds the cursor, focus returns to the remembered
/// element rather than to whatever now stands at the old reading position (a refinement of
/// the [U] fallback in docs/voiceover-behaviour.md §8 (Focus); see `resolveStaleFocus(speaking:)`).
struct ModalFocusReturn {
    /// The modal view focus moved into.
    let modal: UIView
    /// The element focused just before.
    let previous: NSObject
}

extension VoiceOver {
    /// Updates the remembered return point as the cursor moves from `old` to `new` (nodes of the
    /// current tree): moving into a modal view from outside it remembers `old`; moving within the
    /// remembered modal keeps it; moving anywhere else forgets it. A nil `new` keeps it. `index`
    /// is `new`'s place in reading order, nil when it is not an element of the tree.
    /// - Complexity: O(d), d the depth of `new` and `old`.
    func updateModalFocusReturn(from old: NSObject?, to new: NSObject?, at index: Int?) {
        guard let new else { return }
        if let remembered = modalFocusReturn, isObject(new, inside: remembered.modal) { return }
        modalFocusReturn = nil
        guard let old, let index, let modal = innermostModal(aroundElementAt: index),
            !isObject(old, inside: modal)
        else { return }
        modalFocusReturn = ModalFocusReturn(modal: modal, previous: old)
    }

    /// The element to return to when the focused element has vanished: the remembered one, when
    /// the modal it was left for is no longer in the tree and it is. Nil otherwise.
    /// - Complexity: O(n), n the number of elements and containers.
    func modalReturnTarget() -> AccessibilityNode? {
        guard let remembered = modalFocusReturn else { return nil }
        let modalIsShown = tree.containers.contains { $0.object === remembered.modal } || tree.index(of: remembered.modal) != nil
        guard !modalIsShown, let index = tree.index(of: remembered.previous) else { return nil }
        return tree.elements[index]
    }

    /// The closest modal view around the element at `index` in reading order (the element itself
    /// included) that the walk's modal rule applied to: the child through which the element was
    /// reached of the innermost container the walk recorded as reading only its modal subview.
    /// - Complexity: O(d), d the number of containers above the element.
    func innermostModal(aroundElementAt index: Int) -> UIView? {
        // Each object from the element outwards, beside the container it was read from; at every
        // focus move, so without building the list of ancestors, and reading the element's two
        // fields in place (a copy of the node would retain all of them).
        let containers = tree.containers
        var object = tree.elements[index].object
        var next = tree.elements[index].parentContainer
        var steps = 0
        // Each field is read in place: a copy of a whole container retains all of them.
        while let index = next, containers.indices.contains(index), steps <= containers.count {
            if containers[index].readsOnlyModal { return object as? UIView }
            object = containers[index].object
            next = containers[index].parent
            steps += 1
        }
        return nil
    }

    /// Whether `object` is `view` or lies inside it: up its accessibility containers to a view,
    /// then up the superviews. Works for objects no longer in the tree (behind a modal).
    /// - Complexity: O(d), d the depth of the object.
    func isObject(_ object: NSObject, inside view: UIView) -> Bool {
        var current = nearestView(of: object)
        var steps = 0
        while let candidate = current, steps < 1_000_000 {
            if candidate === view { return true }
            current = candidate.superview
            steps += 1
        }
        return false
    }
}
