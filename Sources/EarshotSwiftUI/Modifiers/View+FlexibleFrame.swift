import EarshotUIKit

/// The bounds of a flexible frame in one dimension (`minWidth`, `idealWidth`, `maxWidth`).
struct FrameBounds: Sendable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    var isUnbounded: Bool { min == nil && max == nil }

    /// The length the frame takes for `proposed`, the child having chosen `child` (SwiftUI's
    /// rule: the proposal clamped between the bounds, a missing bound replaced by the child's
    /// length; with no proposal, the ideal length or the child's, clamped).
    func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
        guard let proposed else {
            let wanted = ideal ?? child
            return Swift.max(min ?? 0, Swift.min(wanted, max ?? .infinity))
        }
        if isUnbounded { return child }
        let lower = min ?? child
        let upper = max ?? child
        return Swift.max(lower, Swift.min(proposed, upper))
    }

    /// What the frame offers its child: the proposal clamped between the bounds, or the ideal.
    func proposal(for proposed: CGFloat?) -> CGFloat? {
        guard let proposed else { return ideal }
        return Swift.max(min ?? -.infinity, Swift.min(proposed, max ?? .infinity))
    }
}

nonisolated extension View {
    /// A frame whose size follows the proposal between bounds: `maxWidth: .infinity` fills the
    /// width offered, `minHeight: 44` keeps at least 44 pt. Bounds that are negative, not
    /// finite (except an infinite maximum) or out of order are ignored with SwiftUI's warning.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        layoutModifier("flexibleFrame") {
            .flexibleFrame(
                width: FrameBounds.checked(min: minWidth, ideal: idealWidth, max: maxWidth),
                height: FrameBounds.checked(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
        }
    }

    /// The view at its ideal size in both dimensions, whatever it is offered (text no longer wraps).
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        layoutModifier("fixedSize") { .fixedSize(horizontal: horizontal, vertical: vertical) }
    }
}

extension FrameBounds {
    /// Bounds as given, each invalid one dropped with SwiftUI's warning.
    @MainActor static func checked(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> FrameBounds {
        func valid(_ value: CGFloat?, infinityAllowed: Bool) -> CGFloat? {
            guard let value else { return nil }
            guard value >= 0, value.isFinite || (infinityAllowed && value == .infinity) else {
                SwiftUIWarnings.log("Invalid frame dimension (negative or non-finite).")
                return nil
            }
            return value
        }
        var bounds = FrameBounds(
            min: valid(min, infinityAllowed: false), ideal: valid(ideal, infinityAllowed: false),
            max: valid(max, infinityAllowed: true))
        let ordered = [bounds.min, bounds.ideal, bounds.max].compactMap { $0 }
        if ordered != ordered.sorted() {
            SwiftUIWarnings.log("Contradictory frame constraints specified.")
            bounds.ideal = nil
            if let low = bounds.min, let high = bounds.max, low > high { bounds.max = low }
        }
        return bounds
    }
}
