import AccessibilityTree
import EarshotUIKit

extension PaintingOrder {
    /// At or above this alpha a colour, or a view's alpha multiplied down from the root, counts as
    /// opaque: nothing painted behind it shows through. Just below 1, so that the rounding of a
    /// recorded colour, or of alphas multiplied together, does not make an opaque view see-through.
    static let opaqueAlpha: CGFloat = 0.999
}
