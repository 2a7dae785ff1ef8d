/// The walk's decision for one object (docs/voiceover-behaviour.md §1 (Tree walk), rules 1–3): dropped with
/// everything under it, an element (a leaf), or a container whose children are looked at. It is
/// made here only, and asked by everyone who needs it — the walk, a cell's content scan — so what
/// VoiceOver reads and what a cell lends its label cannot disagree (AccessKit's `filter` has the
/// same three answers).
///
/// The decision comes in two steps because the walk guards cycles between them: `isPruned`
/// (rules 1 and 2's visibility) first, so an invisible object reached twice is no duplicate, then
/// `classify` (rule 2's zero size and rule 3).
@MainActor
package enum AccessibilityFilter {
    package enum Decision: Equatable {
        /// Dropped with its whole subtree.
        case excludeSubtree
        /// A leaf: read, never looked inside.
        case element
        /// Not an element: its children are looked at. `isZeroSize` containers are dropped when
        /// their children are an explicit list (rule 2).
        case container(isZeroSize: Bool)
    }

    /// At or below this opacity a view is not there for VoiceOver, with its subviews (rule 2;
    /// VoiceOver's threshold is small and undocumented, 0.01 is Earshot's choice).
    package static let invisibleAlpha: CGFloat = 0.01

    /// Rules 1 and 2: hidden from accessibility, or a view that is hidden or transparent.
    package static func isPruned(_ object: NSObject) -> Bool {
        AppCodeWatch.note(object)
        if object.accessibilityElementsHidden { return true }
        if let view = object as? UIView { return view.isInvisible }
        return false
    }

    /// `isPruned`'s rules read from what UIKit stores, without asking an app's getters: for a
    /// change noted in a setter (`AttributeChange`). A kept tree passes over what this prunes
    /// only while every app getter of a stored property it recorded answered what is stored
    /// (`AppCodeWatch.GetterAnswers.allAnsweredAsStored`), so the two agree where it is used.
    package static func isPrunedAsStored(_ view: UIView) -> Bool {
        view.storedIsHidden || view.storedAlpha <= invisibleAlpha || view.accessibilityOverrides.elementsHidden
    }

    /// Rule 2's zero size, then rule 3, for an object `isPruned` kept: a zero-size view that clips
    /// is dropped, as is a zero-size element; a zero-size wrapper is walked through.
    package static func classify(_ object: NSObject) -> Decision {
        let view = object as? UIView
        let isZeroSize = view?.frame.size == .zero
        if isZeroSize, view?.clipsToBounds == true { return .excludeSubtree }
        if object.isAccessibilityElement { return isZeroSize ? .excludeSubtree : .element }
        return .container(isZeroSize: isZeroSize)
    }
}

extension UIView {
    /// Hidden, or so transparent that it shows nothing (`AccessibilityFilter.invisibleAlpha`):
    /// what VoiceOver skips and what a picture of the screen leaves out.
    package var isInvisible: Bool {
        isHidden || alpha <= AccessibilityFilter.invisibleAlpha
    }
}
