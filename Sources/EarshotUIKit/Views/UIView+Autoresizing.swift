extension UIView {
    /// Which parts of a view stretch when its superview's size changes (UIKit's
    /// `UIView.AutoresizingMask`, with its raw values).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies each subview's `autoresizingMask` after this view's size changed from `oldSize`:
    /// along each axis the change is shared among the flexible parts (leading margin, length,
    /// trailing margin) in proportion to their sizes before, equally when they were all zero, as
    /// UIKit's View Programming Guide describes. Views laid out by Auto Layout
    /// (`translatesAutoresizingMaskIntoConstraints` false) are left to it.
    /// - Complexity: O(s), s the number of subviews (one level: each resized subview that changes
    ///   size resizes its own subviews in turn, as UIKit does).
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let x = Self.share(
                bounds.width - oldSize.width,
                among: (frame.minX, mask.contains(.flexibleLeftMargin)), (frame.width, mask.contains(.flexibleWidth)),
                (oldSize.width - frame.maxX, mask.contains(.flexibleRightMargin))
            )
            let y = Self.share(
                bounds.height - oldSize.height,
                among: (frame.minY, mask.contains(.flexibleTopMargin)), (frame.height, mask.contains(.flexibleHeight)),
                (oldSize.height - frame.maxY, mask.contains(.flexibleBottomMargin))
            )
            let resized = CGRect(
                x: frame.minX + x.start, y: frame.minY + y.start,
                width: max(0, frame.width + x.length), height: max(0, frame.height + y.length)
            )
            if resized != frame { subview.frame = resized }
        }
    }

    /// How much of `change` goes to the start margin and to the length, the flexible parts
    /// sharing it in proportion to their current sizes (equally when those are all zero).
    private static func share(
        _ change: CGFloat, among start: (CGFloat, Bool), _ length: (CGFloat, Bool), _ end: (CGFloat, Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let parts = [start, length, end]
        let flexible = parts.filter(\.1)
        guard change != 0, change.isFinite, !flexible.isEmpty else { return (0, 0) }
        let total = flexible.reduce(0) { $0 + max(0, $1.0) }
        func portion(_ part: (CGFloat, Bool)) -> CGFloat {
            guard part.1 else { return 0 }
            return total > 0 ? change * max(0, part.0) / total : change / CGFloat(flexible.count)
        }
        return (portion(start), portion(length))
    }
}
