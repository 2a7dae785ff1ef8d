/// System spacing constraints (UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)` and
/// `…Below`): the distance is a multiple of the spacing UIKit chooses from the anchors, so
/// layouts keep Apple's standard spacing without hard-coding it (Apple's documentation of
/// NSLayoutXAxisAnchor and NSLayoutYAxisAnchor, "Building System Spacing Constraints").
extension NSLayoutConstraint {
    /// The standard space between two sibling views' edges, 8 points (Auto Layout Guide, "Visual
    /// Format Language": `[button]-[textField]`; the Auto Layout Cookbook gives 8 points between
    /// siblings), which is what a system spacing constraint between edges measures on an iPhone.
    nonisolated static let standardSiblingSpacing: CGFloat = 8

    /// The standard space between a view and its superview's edge, 20 points (Auto Layout
    /// Guide, "Visual Format Language": `|-[find]`; the Auto Layout Cookbook gives 20 points).
    nonisolated static let standardSuperviewSpacing: CGFloat = 20

    /// The system spacing between `first` and `second` (its anchors' items and attributes), once:
    /// between text baselines, the lower text's line height in `TextMetrics` ("if the anchors
    /// represent text baselines, the spacing is determined by the fonts used at those
    /// baselines"; Earshot's measure, docs/layout.md), else the standard sibling spacing.
    @MainActor
    static func systemSpacing(
        _ first: AnyObject?, _ firstAttribute: Attribute, _ second: AnyObject?, _ secondAttribute: Attribute
    ) -> CGFloat {
        let baselines: Set<Attribute> = [.firstBaseline, .lastBaseline]
        guard baselines.contains(firstAttribute), baselines.contains(secondAttribute), let view = first as? UIView else {
            return standardSiblingSpacing
        }
        let text = firstAttribute == .firstBaseline ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
        guard let label = text as? UILabel ?? view as? UILabel else { return standardSiblingSpacing }
        return TextMetrics.lineHeight(pointSize: label.font.pointSize)
    }
}

extension NSLayoutXAxisAnchor {
    /// `self == anchor + system spacing × multiplier`: this anchor trails `anchor` (to its right
    /// in a left-to-right layout, to its left in a right-to-left one).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, anchor, multiplier: multiplier)
    }

    /// `self >= anchor + system spacing × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// `self <= anchor + system spacing × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    /// `self == anchor + system spacing × multiplier`: this anchor is below `anchor`. Between
    /// text baselines the spacing follows the fonts, and so the text size.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, anchor, multiplier: multiplier)
    }

    /// `self >= anchor + system spacing × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// `self <= anchor + system spacing × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

extension NSLayoutAnchor {
    /// A constraint whose constant is `multiplier` system spacings: `constant` reads the
    /// spacing measured now, and every layout pass measures it again (a baseline spacing follows
    /// the font) until the app sets a constant of its own.
    func systemSpacing(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        let spacing = NSLayoutConstraint.systemSpacing(item, attribute, anchor.item, anchor.attribute)
        let constraint = make(relation, anchor, constant: multiplier * spacing)
        constraint.systemSpacingMultiplier = multiplier
        return constraint
    }
}
