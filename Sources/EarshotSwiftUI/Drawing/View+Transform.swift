import EarshotUIKit

/// `.rotationEffect` and `.scaleEffect`: the view is drawn turned or scaled about an anchor while
/// its place in the layout stays (Apple's documentation of `rotationEffect(_:anchor:)` and
/// `scaleEffect(_:anchor:)`). What VoiceOver reads follows what is drawn: iOS reports a
/// transformed view's accessibility frame in screen coordinates, the bounding box of its drawn
/// shape, so each element inside gets the bounding box of its transformed frame
/// (Layout+Transform.swift).
nonisolated extension View {
    /// The view drawn turned by `angle`, clockwise for a positive angle, about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        layoutModifier("rotation") { .transform(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), anchor: anchor) }
    }

    /// The view drawn scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        layoutModifier("scale") { .transform(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor) }
    }

    /// The view drawn scaled by `s` in both dimensions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// The view drawn scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
