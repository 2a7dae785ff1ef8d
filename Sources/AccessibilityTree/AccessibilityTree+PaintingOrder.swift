import EarshotUIKit

extension AccessibilityTree {
    /// The painting order of the live views under `root` (the window the tree was read from), for
    /// what the walk does not keep: what is drawn over what (`PaintingOrder`).
    ///
    /// Built on first use and kept with the tree while nothing has been noted since the tree was
    /// read or last brought up to date (`changeStamp`), so that touches on a kept tree share it.
    /// Only a structural change alters it, and bringing the tree up to date (`update(with:)`)
    /// requires that none happened, so it stays true with the tree's other look-ups. That holds
    /// for a tree whose app code keeps it from being `isCurrent` too (a label composed by the app,
    /// a getter of a stored property overridden): a reader brings such a tree up to date, asking
    /// that code again, before it uses it, as VoiceOver does at every gesture. A tree that cannot
    /// tell (app code answered while it was read) gets one built from the views as they are now,
    /// not kept.
    /// - Complexity: O(1) when kept; else O(v), v the views under `root`, without recursion.
    package func paintingOrder(under root: UIView) -> PaintingOrder {
        let standsAsRead = changeStamp == UIKitChanges.generation
        if standsAsRead, let kept = lookup.paintingOrder, kept.root === root { return kept }
        let built = PaintingOrder(root: root)
        // Only when reading the views changed nothing either (a table loading its rows).
        if standsAsRead, changeStamp == UIKitChanges.generation { lookup.paintingOrder = built }
        return built
    }
}
