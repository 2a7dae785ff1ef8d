/// Where a non-element object's accessibility children come from (docs/voiceover-behaviour.md §1 (Tree walk),
/// rules 4 and 5): read here once for everyone who looks inside a container — the walk and a
/// cell's content scan — so they cannot disagree.
@MainActor
package enum AccessibilityChildren {
    /// Entries handed over by the app, in the order to read them: an explicitly ordered group.
    /// `source` names the API they came from, for problem messages. A nil entry is an index the
    /// container methods answered with nil; `reportedCount` is how many the object claimed (more
    /// than `entries.count` only when the count was cut at `countedEntryLimit`).
    case explicit(entries: [Any?], source: String, reportedCount: Int)
    /// Subviews, back to front.
    case subviews([UIView])
    /// The one subview the modal rule keeps: the last with `accessibilityViewIsModal`.
    case modal(UIView)
    /// Nothing to look inside.
    case none

    /// The most entries read through `accessibilityElement(at:)` from one container, so a count
    /// that is garbage (`Int.max`) cannot hang the walk.
    package static let countedEntryLimit = 1 << 20

    /// Reads `object`'s children: `accessibilityElements` when set (an empty array means no
    /// children), else the container methods when `accessibilityElementCount()` is positive, else a
    /// view's subviews. Modal rule: when a direct subview has `accessibilityViewIsModal`, only the
    /// last such subview is kept.
    /// - Complexity: O(c), c the number of children the object reports (at most `countedEntryLimit`
    ///   through the container methods).
    package init(of object: NSObject) {
        if let elements = object.accessibilityElements {
            self = .explicit(entries: elements.map { Optional($0) }, source: "accessibilityElements", reportedCount: elements.count)
            return
        }
        let count = object.accessibilityElementCount()
        if count > 0 {
            let read = Swift.min(count, Self.countedEntryLimit)
            self = .explicit(
                entries: (0..<read).map { object.accessibilityElement(at: $0) }, source: "accessibilityElement(at:)",
                reportedCount: count
            )
            return
        }
        guard let view = object as? UIView else {
            self = .none
            return
        }
        let subviews = view.subviews
        // A loop rather than `last(where:)`: a closure made here is checked to run on the main
        // actor at every call, once per subview of every view the walk reads.
        for subview in subviews.reversed() where subview.accessibilityViewIsModal {
            self = .modal(subview)
            return
        }
        self = .subviews(subviews)
    }

    /// Whether the children came from the app's explicit list (`accessibilityElements` or the
    /// container methods).
    package var isExplicit: Bool {
        if case .explicit = self { return true }
        return false
    }

    /// Whether the modal rule chose the one child.
    package var isModal: Bool {
        if case .modal = self { return true }
        return false
    }

    /// How many entries there are to visit.
    package var count: Int {
        switch self {
        case .explicit(let entries, _, _): return entries.count
        case .subviews(let views): return views.count
        case .modal: return 1
        case .none: return 0
        }
    }
}
