/// Auto Layout's view API (UIKit's `UIView (UIConstraintBasedLayout…)` categories): anchors,
/// installed constraints, content priorities and the update-constraints phase. The overridable
/// parts (`intrinsicContentSize`, `updateConstraints()`, …) are declared in UIView.swift.
extension UIView {
    /// The value of an `intrinsicContentSize` dimension the view has no natural size in.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's Auto Layout state, allocated on first use.
    package var autoLayout: AutoLayoutState {
        if let state = autoLayoutStorage { return state }
        let state = AutoLayoutState()
        let defaults = Self.defaultContentPriorities
        if defaults != (.defaultLow, .defaultHigh) {
            state.hugging = [defaults.hugging, defaults.hugging]
            state.compressionResistance = [defaults.compressionResistance, defaults.compressionResistance]
        }
        autoLayoutStorage = state
        return state
    }

    /// One of the guides UIKit gives every view (the margins', the safe area's), made the first
    /// time it is asked for and kept in `slot` of the view's Auto Layout state.
    func ownGuide(
        _ slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>, identifier: String, role: UILayoutGuide.Role
    ) -> UILayoutGuide {
        ownGuide(slot, identifier: identifier, role: role) { UILayoutGuide() }
    }

    /// `ownGuide` for a guide of a subclass (`make` makes it).
    func ownGuide<Guide: UILayoutGuide>(
        _ slot: ReferenceWritableKeyPath<AutoLayoutState, Guide?>, identifier: String, role: UILayoutGuide.Role,
        make: () -> Guide
    ) -> Guide {
        if let guide = autoLayoutStorage?[keyPath: slot] { return guide }
        let guide = make()
        guide.identifier = identifier
        guide.role = role
        guide.owningView = self
        autoLayout[keyPath: slot] = guide
        markUsesAutoLayout()
        return guide
    }

    /// Marks this view and its ancestors as taking part in Auto Layout, so the layout pass visits
    /// them. Stops at the first ancestor already marked, so each view is marked once.
    /// - Complexity: O(d) the first time, O(1) after.
    package func markUsesAutoLayout() {
        var current: UIView? = self
        while let view = current, view.autoLayout.subtreeUsesAutoLayout == false {
            view.autoLayout.subtreeUsesAutoLayout = true
            current = view.superview
        }
        setNeedsLayout()
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Installed constraints

    /// The constraints this view holds (it is their items' closest common ancestor).
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Installs `constraint` on this view (prefer `isActive = true`, which picks the view).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let owner = constraint.owner {
            guard owner !== self else { return }
            owner.removeConstraint(constraint)
        }
        autoLayout.constraints.append(constraint)
        constraint.owner = self
        markUsesAutoLayout()
        for item in [constraint.firstItem, constraint.secondItem] {
            NSLayoutConstraint.view(of: item)?.markUsesAutoLayout()
        }
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    /// Uninstalls `constraint`; its items keep their last frames until the next layout pass.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self else { return }
        autoLayoutStorage?.constraints.removeAll { $0 === constraint }
        constraint.owner = nil
        setNeedsLayout()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    /// The closest view that is both this view (or an ancestor) and `other` (or an ancestor).
    /// - Complexity: O(d₁ + d₂), the two views' depths.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    // MARK: Content priorities

    /// How much the view resists growing past its intrinsic size along `axis` (250 by default;
    /// a switch's is 750).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.hugging[axis.rawValue] ?? Self.defaultContentPriorities.hugging
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority
        setNeedsLayout()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compressionResistance[axis.rawValue] ?? Self.defaultContentPriorities.compressionResistance
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis.rawValue] = priority
        setNeedsLayout()
    }

    // MARK: The update-constraints phase

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        markUsesAutoLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool {
        autoLayoutStorage?.needsUpdateConstraints ?? false
    }

    /// Runs `updateConstraints()` now on the views of this subtree that asked for it, subviews
    /// before their superview, as UIKit does.
    /// - Complexity: O(n) in the Auto Layout views of the subtree, without recursion.
    public func updateConstraintsIfNeeded() {
        guard autoLayoutStorage?.subtreeUsesAutoLayout == true else { return }
        var preorder: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            preorder.append(view)
            stack.append(contentsOf: view.subviews.reversed().filter { $0.autoLayoutStorage?.subtreeUsesAutoLayout == true })
        }
        // Reversed preorder puts every view after all of its descendants.
        for view in preorder.reversed() where view.autoLayoutStorage?.needsUpdateConstraints == true {
            view.autoLayoutStorage?.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }
}

extension UIView {
    /// Runs the Auto Layout part of a layout pass when labels' new texts wait for it, which is
    /// all that can wait without a structural change (`UILabel.text`): a reader that keeps what
    /// it read calls it before reading frames again, as a walk lays the hierarchy out first.
    /// - Complexity: O(d) when nothing waits, d this view's depth; else the pass's (the frames
    ///   written).
    package func layOutChangedTexts() {
        let root = hierarchyRoot
        guard root.autoLayoutStorage?.engine?.hasChangedTexts == true else { return }
        AutoLayoutEngine.update(root: root)
    }
}
