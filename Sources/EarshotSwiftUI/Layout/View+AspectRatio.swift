import EarshotUIKit

/// How content keeps its aspect ratio in the space offered: all of it shown (`fit`) or the
/// space covered (`fill`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

nonisolated extension View {
    /// Offers the view the largest size of `aspectRatio` (width over height; nil keeps the
    /// view's own) that fits in the space offered, or the smallest that fills it. The view, a
    /// resizable image typically, takes that size, and so does its element's frame (Apple's
    /// documentation of `aspectRatio(_:contentMode:)`).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        layoutModifier("aspectRatio") { .aspectRatio(Layout.aspectRatio(aspectRatio), contentMode) }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        layoutModifier("aspectRatio") {
            .aspectRatio(aspectRatio.height == 0 ? nil : Layout.aspectRatio(aspectRatio.width / aspectRatio.height), contentMode)
        }
    }

    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

extension Layout {
    /// A usable ratio: positive and finite, else nil (the view's own) with SwiftUI's warning.
    static func aspectRatio(_ ratio: CGFloat?) -> CGFloat? {
        guard let ratio else { return nil }
        guard ratio.isFinite, ratio > 0 else {
            SwiftUIWarnings.log("Invalid aspect ratio (zero, negative or non-finite): the view's own is used.")
            return nil
        }
        return ratio
    }

    /// What an aspect-ratio modifier offers its child for `proposal`: the largest size of the
    /// ratio inside the proposal (`fit`) or the smallest covering it (`fill`); along an axis
    /// left open, the length the ratio gives from the other; with both open, the child's ideal
    /// width and the height the ratio gives.
    static func aspectProposal(
        for child: ViewNode, ratio: CGFloat?, mode: ContentMode, proposal: ProposedSize
    ) -> ProposedSize {
        let ratio =
            ratio
            ?? {
                let ideal = Layout.size(of: child, for: ProposedSize(width: nil, height: nil))
                return ideal.width > 0 && ideal.height > 0 ? ideal.width / ideal.height : 1
            }()
        switch (proposal.width, proposal.height) {
        case (let width?, let height?):
            let widthLimits = width / ratio <= height
            let byWidth = mode == .fit ? widthLimits : !widthLimits
            return byWidth ? ProposedSize(width: width, height: width / ratio) : ProposedSize(width: height * ratio, height: height)
        case (let width?, nil):
            return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedSize(width: height * ratio, height: height)
        case (nil, nil):
            let ideal = Layout.size(of: child, for: ProposedSize(width: nil, height: nil))
            return ProposedSize(width: ideal.width, height: ideal.width / ratio)
        }
    }
}
