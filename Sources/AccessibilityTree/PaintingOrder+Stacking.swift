import EarshotUIKit

extension PaintingOrder {
    /// Where `object` stands among what is painted, as a number that is greater for what is in
    /// front: a view stands at its place in painting order; an object that is not a view (a
    /// `UIAccessibilityElement`) stands where the nearest view up its containers stands, just in
    /// front of that view and behind its subviews. An object drawn by no view here stands behind
    /// everything (-1).
    /// - Complexity: O(d), d the containers climbed to a view (none for a view).
    package func stackingPosition(of object: NSObject) -> Int {
        guard let view = UIView.nearest(to: object), let order = order(of: view) else { return -1 }
        // Two places per view: the view's own, then that of the elements it draws.
        return 2 * order + (object is UIView ? 0 : 1)
    }
}
