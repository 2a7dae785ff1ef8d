/// A view's layout margins and their guide (UIKit's `layoutMargins`,
/// `directionalLayoutMargins`, `layoutMarginsGuide`).
extension UIView {
    /// The margins, leading and trailing following the layout direction. UIKit's defaults: 8
    /// points on every side for a view, and for a view controller's root view the system minimum
    /// (16 points at the sides of a phone up to 400 points wide, 20 wider, none at top and bottom).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let explicit = autoLayoutStorage?.layoutMargins { return explicit }
            guard owningViewController != nil else { return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
            let side: CGFloat = bounds.width > 400 ? 20 : 16
            return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
        set {
            guard newValue != autoLayoutStorage?.layoutMargins else { return }
            autoLayout.layoutMargins = newValue
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }

    /// The margins with left and right fixed; in right-to-left layouts left is the trailing one.
    public var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(
                top: margins.top, left: rightToLeft ? margins.trailing : margins.leading,
                bottom: margins.bottom, right: rightToLeft ? margins.leading : margins.trailing)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left,
                bottom: newValue.bottom, trailing: rightToLeft ? newValue.left : newValue.right
            )
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (true, as UIKit).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            setNeedsLayout()
        }
    }

    /// Whether the superview's margins also count where they reach into this view (UIKit's
    /// `preservesSuperviewLayoutMargins`, false by default): each of this view's margins is then
    /// at least what is left of the superview's margin on that side.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }

    /// The bounds inset by the margins (and by the safe area when `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide(\.layoutMarginsGuide, identifier: "UIViewLayoutMarginsGuide", role: .layoutMargins)
    }

    /// The insets the margins guide applies to the bounds, in left/right terms: the view's own,
    /// raised to what reaches in of the superviews' while each preserves its superview's margins.
    /// - Complexity: O(d), d the views up the chain that preserve their superview's margins.
    var effectiveLayoutMarginsForGuide: UIEdgeInsets {
        var chain: [UIView] = [self]
        while let last = chain.last, last.preservesSuperviewLayoutMargins, let superview = last.superview { chain.append(superview) }
        var insets = chain[chain.count - 1].ownLayoutMarginsForGuide
        for index in stride(from: chain.count - 2, through: 0, by: -1) {
            let inner = chain[index]
            let outer = chain[index + 1]
            let frame = inner.convert(inner.bounds, to: outer)
            var own = inner.ownLayoutMarginsForGuide
            own.top = max(own.top, insets.top - (frame.minY - outer.bounds.minY))
            own.left = max(own.left, insets.left - (frame.minX - outer.bounds.minX))
            own.bottom = max(own.bottom, insets.bottom - (outer.bounds.maxY - frame.maxY))
            own.right = max(own.right, insets.right - (outer.bounds.maxX - frame.maxX))
            insets = own
        }
        return insets
    }

    /// The view's own margins (and safe area) for its guide, in left/right terms.
    private var ownLayoutMarginsForGuide: UIEdgeInsets {
        var insets = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            insets.top += safe.top
            insets.left += safe.left
            insets.bottom += safe.bottom
            insets.right += safe.right
        }
        return insets
    }
}
