/// The readable content guide (UIKit's `readableContentGuide`): the margins guide, narrowed
/// and centred where it is wider than a comfortable line of body text, so long text stays
/// readable on wide screens (UIKit's documentation of `readableContentGuide`).
extension UIView {
    /// The widest the guide gets at the Large text size, 672 points (measured on an iPad by Use
    /// Your Loaf, "Readable Content Guides"). It follows the text size as body text does
    /// (`UIContentSizeCategory.scaledPointSize`, docs/layout.md): Earshot's measure, since Apple
    /// publishes no table.
    nonisolated static let readableWidthAtLarge: CGFloat = 672

    /// An area inside the margins no wider than a readable line at the current text size,
    /// centred; as tall as the margins guide.
    public var readableContentGuide: UILayoutGuide {
        ownGuide(\.readableContentGuide, identifier: "UIViewReadableContentGuide", role: .readableContent)
    }

    /// The insets of the readable content guide from the bounds, in left/right terms.
    var readableContentInsets: UIEdgeInsets {
        var insets = effectiveLayoutMarginsForGuide
        let readable = traitCollection.preferredContentSizeCategory.scaledPointSize(Self.readableWidthAtLarge)
        let extra = bounds.width - insets.left - insets.right - readable
        if extra > 0 {
            insets.left += (extra / 2).rounded(.down)
            insets.right += extra - (extra / 2).rounded(.down)
        }
        return insets
    }
}
