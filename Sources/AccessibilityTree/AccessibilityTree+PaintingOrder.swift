import EarshotUIKit

extension AccessibilityTree {
    /// The painting order of the live views under `root` (the window the tree was read from), for
    /// what the walk does not keep: what is drawn over what (`PaintingOrder`).
    ///
    /// Built on first use and kept with the tree while the tree is current (`isCurrent`), so that
    /// touches on a kept tree share it: nothing structural has changed since it was built, and
    /// bringing the tree up to date (`update(with:)`) moves nothing either, so it stays true with
    /// the tree's other look-ups. A tree that is not current gets one built from the views as
    /// they are now, not kept.
    /// - Complexity: O(1) when kept; else O(v), v the views under `root`, without recursion.
    package func paintingOrder(under root: UIView) -> PaintingOrder {
        let wasCurrent = isCurrent
        if wasCurrent, let kept = lookup.paintingOrder, kept.root === root { return kept }
        let built = PaintingOrder(root: root)
        // Only when reading the views changed nothing either (a table loading its rows).
        if wasCurrent, isCurrent { lookup.paintingOrder = built }
        return built
    }
}
