/// When UIKit's hierarchy hooks run (`willMove(toSuperview:)`, `didMoveToSuperview()`,
/// `willMove(toWindow:)`, `didMoveToWindow()`, `didAddSubview(_:)`, `willRemoveSubview(_:)`):
///
/// - a view added where it was not a subview: `willMove(toSuperview:)` on it; when its window
///   changes, `willMove(toWindow:)` on it and on every view under it, parents first; then
///   `willRemoveSubview(_:)` on its old superview, if it had one; the move; `didMoveToWindow()` on
///   the same views; `didMoveToSuperview()` on it; `didAddSubview(_:)` on its new superview;
/// - a view removed: the same, with no new superview and no `didAddSubview(_:)`;
/// - a subview reordered among its siblings: none.
///
/// Apple's documentation describes each hook, not their order; the order above is the one UIKit
/// is seen to use [U]. The hooks are the app's code, so the move reads the hierarchy again after
/// they run: a hook that moves the view itself does not leave it in two places.
extension UIView {
    /// Whether a move changes the view's window, and the views told so before it, parents first
    /// (empty for a view with nothing under it, told alone: most moves, made without allocating).
    struct HierarchyMove {
        let changesWindow: Bool
        let told: [UIView]
    }

    /// Tells the view, and the views under it when its window changes, that it is about to move
    /// under `newSuperview` (nil: out of the hierarchy).
    /// - Complexity: O(1), plus O(s) when the window changes, s the views under it, without
    ///   recursion.
    func willMove(to newSuperview: UIView?) -> HierarchyMove {
        willMove(toSuperview: newSuperview)
        // Compared as stored, without retaining: this runs at every add.
        let old = windowStorage?.toOpaque()
        let new = newSuperview?.windowStorage
        // A window names itself wherever it goes.
        guard old != new?.toOpaque(), old != Unmanaged.passUnretained(self).toOpaque() else {
            return HierarchyMove(changesWindow: false, told: [])
        }
        let newWindow = new?.takeUnretainedValue()
        // UIKit gives a view its appearance proxies' values as it moves to a window (`UIAppearance`).
        let appearance = newWindow?.application.flatMap { $0.appearanceEntries.isEmpty ? nil : $0 }
        guard hasSubviews else {
            if let appearance { applyAppearance(of: appearance) }
            willMove(toWindow: newWindow)
            return HierarchyMove(changesWindow: true, told: [])
        }
        let views = sharingItsWindow()
        for view in views {
            if let appearance { view.applyAppearance(of: appearance) }
            view.willMove(toWindow: newWindow)
        }
        return HierarchyMove(changesWindow: true, told: views)
    }

    /// Gives the view and those under it the window of the superview it has now, then tells
    /// them that it changed, and the view that its superview did.
    /// - Complexity: O(s) when the window changed, s the views under it, without recursion.
    func didMove(_ move: HierarchyMove) {
        if move.changesWindow {
            let stored = storedSuperview?.windowStorage
            if hasSubviews {
                // Taken again after the move: the app's `willMove(toWindow:)` may have added views.
                for view in sharingItsWindow() { view.windowStorage = stored }
            } else {
                windowStorage = stored
            }
            if move.told.isEmpty {
                didMoveToWindow()
            } else {
                for view in move.told { view.didMoveToWindow() }
            }
        }
        didMoveToSuperview()
    }

    /// This view and every view under it that shares its window, parents first, each once: a
    /// window inside it is its own window, with what it holds.
    /// - Complexity: O(s), s the views under it, without recursion.
    private func sharingItsWindow() -> [UIView] {
        var views: [UIView] = []
        var seen: Set<ObjectIdentifier> = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard !(view is UIWindow), seen.insert(ObjectIdentifier(view)).inserted else { continue }
            views.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return views
    }
}
