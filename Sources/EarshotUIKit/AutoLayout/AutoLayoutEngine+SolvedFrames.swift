import ConstraintSolver

extension AutoLayoutEngine {
    /// The solved frames, each item's edges read once (a parent's are read for each of its
    /// children). Edges are rounded to a third of a point (a 3× screen's pixels), as UIKit rounds
    /// to pixels, so frames computed from them are exact.
    @MainActor
    struct SolvedFrames {
        typealias Edges = (minX: Double, minY: Double, maxX: Double, maxY: Double)
        let engine: AutoLayoutEngine
        var known: [Int: Edges] = [:]

        mutating func pixels(_ item: AnyObject) -> Edges {
            let b = engine.base(of: item)
            if let edges = known[b] { return edges }
            func value(_ id: Int) -> Double { engine.solver.value(of: LayoutSolver.Variable(id: id)) }
            let x = value(b)
            let y = value(b + 1)
            let minX = (x * 3).rounded()
            let minY = (y * 3).rounded()
            let edges = (minX, minY, max(minX, ((x + value(b + 2)) * 3).rounded()), max(minY, ((y + value(b + 3)) * 3).rounded()))
            known[b] = edges
            return edges
        }

        mutating func rect(_ item: AnyObject, relativeTo parent: AnyObject?) -> CGRect {
            let own = pixels(item)
            let origin = parent.map { pixels($0) } ?? (minX: own.minX, minY: own.minY, maxX: 0, maxY: 0)
            return CGRect(
                x: (own.minX - origin.minX) / 3, y: (own.minY - origin.minY) / 3,
                width: (own.maxX - own.minX) / 3, height: (own.maxY - own.minY) / 3)
        }

        /// Sets the frame of `view` when Auto Layout places it (the root keeps its origin);
        /// whether it moved.
        @discardableResult
        mutating func write(_ view: UIView, root: UIView) -> Bool {
            guard !view.translatesAutoresizingMaskIntoConstraints else { return false }
            let frame: CGRect
            if view === root {
                frame = CGRect(origin: view.frame.origin, size: rect(view, relativeTo: nil).size)
            } else if let parent = view.superview {
                frame = rect(view, relativeTo: parent)
            } else {
                return false
            }
            guard frame != view.frame else { return false }
            view.frame = frame
            return true
        }

        /// Sets the guide's `layoutFrame`; a scroll view's content guide laid out in this pass
        /// also sets the scroll view's `contentSize`, as UIKit does, unless the scroll view sizes
        /// its content from its rows or items.
        mutating func write(_ guide: UILayoutGuide, of view: UIView) {
            guard let item = engine.items[ObjectIdentifier(guide)] else { return }
            let frame = rect(guide, relativeTo: view)
            guide.layoutFrame = frame
            if guide.role == .scrollContent, item.generation == engine.generation,
                let scrollView = view as? UIScrollView, !type(of: scrollView).sizesItsOwnContent,
                scrollView.contentSize != frame.size
            {
                scrollView.contentSize = frame.size
            }
        }
    }
}
