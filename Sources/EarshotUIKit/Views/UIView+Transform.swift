extension UIView {
    /// Whether any view has been given a transform other than the identity. Until one has, screen
    /// coordinates are offsets alone (`screenOffset`, memoized per walk); after, they go through
    /// each view's affine map (`toScreen`).
    package static var transformsInUse = false

    /// `transform` about the centre of `rect` (the untransformed frame): the map from that frame's
    /// coordinates, in the superview's, to where the view shows.
    func aboutCentre(_ transform: CGAffineTransform, of rect: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: -rect.midX, y: -rect.midY).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
    }

    /// The map from this view's bounds coordinates to its superview's: the bounds' centre goes to
    /// `center`, through `transform`.
    package var toSuperview: CGAffineTransform {
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        return CGAffineTransform(translationX: -middle.x, y: -middle.y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The map from this view's bounds coordinates to the screen's (its hierarchy's root's
    /// superview coordinates, as `screenOffset`); worked out once per view in a walk
    /// (`ScreenGeometryCache`), as screen offsets are.
    /// - Complexity: O(1) amortized in a walk, else O(d), d the views above this one.
    package var toScreen: CGAffineTransform {
        if let map = ScreenGeometryCache.screenMap(of: self) { return map }
        var map = CGAffineTransform.identity
        var current: UIView? = self
        while let view = current {
            map = map.concatenating(view.toSuperview)
            current = view.superview
        }
        return map
    }
}
