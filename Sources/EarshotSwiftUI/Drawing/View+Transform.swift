import EarshotUIKit
import Foundation

/// `.rotationEffect`, `.scaleEffect` and `.transformEffect`: the view is drawn turned, scaled or
/// transformed about an anchor while its place in the layout stays (Apple's documentation of
/// `rotationEffect(_:anchor:)`, `scaleEffect(_:anchor:)` and `transformEffect(_:)`). What VoiceOver reads follows what is drawn: iOS reports a
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

    /// The view drawn turned by `angle` about `axis` through `anchor`. VoiceOver's frame for each
    /// element inside is the bounding box of the turned view seen straight on (its orthographic
    /// projection onto the screen, which `anchorZ` does not move): a half turn about the y axis
    /// keeps the box, a quarter turn flattens it to a line. `perspective` foreshortens only what
    /// is drawn [U: SwiftUI's foreshortening moves the drawn box's edges by a few points; the
    /// elements keep the projection's box].
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let projection = CGAffineTransform.projectedRotation(angle, axis: axis)
        return layoutModifier("rotation3D") { .transform(projection, anchor: anchor) }
    }

    /// The view drawn through `transform`, about its top-leading corner, which is the origin of
    /// the view's own coordinates (Apple's documentation of `transformEffect(_:)`).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        layoutModifier("transform") { .transform(transform, anchor: .topLeading) }
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

extension CGAffineTransform {
    /// The rotation by `angle` about `axis` (Rodrigues' formula), as it moves points of the
    /// screen's plane seen straight on: the upper-left 2 × 2 of the 3D rotation. An axis of zero
    /// length, or one not finite, turns nothing.
    nonisolated static func projectedRotation(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let cosine = CGFloat(cos(angle.radians))
        let sine = CGFloat(sin(angle.radians))
        let t = 1 - cosine
        return CGAffineTransform(
            a: t * x * x + cosine, b: t * x * y + sine * z,
            c: t * x * y - sine * z, d: t * y * y + cosine, tx: 0, ty: 0)
    }
}
