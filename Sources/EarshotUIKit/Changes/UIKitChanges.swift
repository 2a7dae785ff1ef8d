/// Counts changes to the state of Earshot's UIKit and SwiftUI objects, so a reader of the screen
/// can tell in O(1) that nothing it read can have changed since (docs/architecture.md, "Keeping
/// the tree"), and which objects changed when only their accessibility attributes did, so it can
/// read those alone again ("Reading again only what changed").
///
/// Every stored property of EarshotUIKit's and EarshotSwiftUI's classes notes a change when it is
/// set: a text, a frame, a subview added, `isHidden`, a constraint's constant, the device's text
/// size. The exceptions are state no getter of the screen depends on: the assistive technology's
/// own focus flag, the application's bookkeeping of calls in progress, caches scoped to one walk,
/// the Auto Layout engine's internals (its inputs note changes) and SwiftUI's per-render layout
/// nodes (their results reach hosted views through setters). `ChangeNotesTests` reads the sources
/// and fails on a stored property that neither notes nor is listed there. The count is
/// process-wide, so a change in one test's window makes another's reader look again: slower,
/// never wrong.
///
/// What it cannot see is app code: an override of a getter in an app's own class, a data source.
/// The readers note those (`AppCodeWatch`), and what was read with them is read again every time.
@MainActor
@usableFromInline package enum UIKitChanges {
    /// How many changes have been noted so far; only ever grows.
    @usableFromInline package private(set) static var generation: UInt64 = 0

    /// The generation of the last change that was not one object's attributes alone: anything
    /// that can move, add, remove, hide or reorder what a reader finds.
    private static var lastStructuralChange: UInt64 = 0

    /// The latest objects whose attributes alone changed, oldest first, by identifier, each with
    /// the views above it when it is a view (`AttributeChange`). A reader only looks them up among
    /// the objects its tree holds alive, so an identifier reused after its object died can never be
    /// taken for another live object.
    private static var attributeChanges: [(generation: UInt64, change: AttributeChange)] = []

    /// How many views above a changed view are remembered; a view deeper than that counts as
    /// having no known ancestors, and a reader reads the screen again.
    package nonisolated static let rememberedAncestors = 64

    /// The generation of the latest change the log dropped to stay within its capacity: a reader
    /// whose tree is older cannot know every object changed since.
    private static var forgottenUpTo: UInt64 = 0

    /// How many attribute changes are remembered. A reader with more changes since its tree was
    /// read reads the screen again: re-reading more elements one by one would cost more than a
    /// walk saves, and the log must stay small whatever the app does.
    package nonisolated static let attributeLogCapacity = 32

    /// Notes that state some getter of the screen may depend on has changed.
    @inline(__always)
    package static func note() {
        generation &+= 1
        lastStructuralChange = generation
    }

    /// Notes that only accessibility attributes of `object` changed (a label, a value, traits, a
    /// switch turned on): nothing that decides what is an element, where it is, or in which order.
    /// The setter deciding this must be sure of it; when in doubt it calls `note()`.
    /// Its superviews are remembered with it: an element above it may lend its label from it (a
    /// cell from its labels), and a container above it may record a label made from it.
    package static func noteAttributes(of object: AnyObject) {
        generation &+= 1
        // Entries older than the last structural change can serve no reader: drop them.
        if let last = attributeChanges.last, last.generation < lastStructuralChange {
            attributeChanges.removeAll(keepingCapacity: true)
        }
        if attributeChanges.count >= attributeLogCapacity {
            forgottenUpTo = attributeChanges.removeFirst().generation
        }
        attributeChanges.append((generation, AttributeChange(of: object)))
    }

    /// The objects whose attributes changed since `stamp` (a past `generation`), each once, when
    /// nothing else changed since; nil when something structural did, or when more changes were
    /// made since than the log remembers.
    /// - Complexity: O(k), k ≤ `attributeLogCapacity` the changes since `stamp`.
    package static func objectsWithChangedAttributes(since stamp: UInt64) -> [AttributeChange]? {
        guard lastStructuralChange <= stamp, forgottenUpTo <= stamp else { return nil }
        var changes: [AttributeChange] = []
        for entry in attributeChanges.reversed() {
            guard entry.generation > stamp else { break }
            if !changes.contains(where: { $0.object == entry.change.object }) { changes.append(entry.change) }
        }
        return changes
    }
}

/// An object whose attributes alone changed, and the views above it when it was noted.
package struct AttributeChange: Sendable {
    package let object: ObjectIdentifier
    /// Its superviews, nearest first, up to the root (none for an object that is not a view); nil
    /// when there were more than `UIKitChanges.rememberedAncestors`.
    package let ancestors: [ObjectIdentifier]?
    /// Whether the walk could not meet the object when it was noted: it, or a view above it, was
    /// hidden, transparent or hid its elements (`AccessibilityFilter.isPruned`'s rules, read from
    /// what UIKit stores). None of those changes but structurally, so while nothing structural
    /// has changed since a tree was read, such an object was out of that tree's walk and still
    /// is: its change reaches nothing the tree says (an error label kept hidden, given a text).
    package let isOutOfTheWalk: Bool

    /// `object` with its superviews now.
    @MainActor
    package init(of object: AnyObject) {
        self.object = ObjectIdentifier(object)
        guard let view = object as? UIView else {
            ancestors = []
            isOutOfTheWalk = false
            return
        }
        var identifiers: [ObjectIdentifier] = []
        var isPruned = AccessibilityFilter.isPrunedAsStored(view)
        var current = view.superview
        while let above = current, identifiers.count <= UIKitChanges.rememberedAncestors {
            identifiers.append(ObjectIdentifier(above))
            isPruned = isPruned || AccessibilityFilter.isPrunedAsStored(above)
            current = above.superview
        }
        ancestors = identifiers.count <= UIKitChanges.rememberedAncestors ? identifiers : nil
        isOutOfTheWalk = isPruned
    }
}
