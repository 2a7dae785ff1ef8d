/// A row or column of views laid out by Auto Layout (UIKit's `UIStackView`): it generates the
/// constraints UIKit generates (named as in UIKit's logs, "UISV-spacing", "UISV-alignment", …)
/// from its axis, distribution, alignment and spacing, so it composes with the app's constraints
/// both ways. Hidden arranged views collapse, with the spacing after them.
///
/// Accessibility: like any plain view it is neither an element nor a container; VoiceOver reads
/// its subviews where they are on screen (the Auto Layout Guide, "Stack Views").
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views sit across the stack (UIKit's raw values; `top` is `leading` and
    /// `bottom` is `trailing`, as in UIKit).
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `customSpacing(after:)` when no custom spacing is set; as spacing, the default.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// As spacing: the standard spacing between views (8 points).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    private var arranged: [UIView] = [] { didSet { UIKitChanges.note() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:] { didSet { UIKitChanges.note() } }
    /// Guides measuring the gaps of `equalSpacing` and `equalCentering` (UIKit's
    /// "UIViewLayoutGuide"s of a stack view).
    private var spacerGuides: [UILayoutGuide] = [] { didSet { UIKitChanges.note() } }

    /// Along which axis the views are stacked (horizontal by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet {
            UIKitChanges.note()
            setNeedsLayout()
        }
    }
    open var distribution: Distribution = .fill {
        didSet {
            UIKitChanges.note()
            setNeedsLayout()
        }
    }
    open var alignment: Alignment = .fill {
        didSet {
            UIKitChanges.note()
            setNeedsLayout()
        }
    }
    /// The space between adjacent views (0 by default).
    open var spacing: CGFloat = 0 {
        didSet {
            UIKitChanges.note()
            setNeedsLayout()
        }
    }
    /// Whether views are laid out within the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet {
            UIKitChanges.note()
            setNeedsLayout()
        }
    }

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        markUsesAutoLayout()
    }

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// The views the stack arranges, in order (a subview removed from the stack leaves it).
    open var arrangedSubviews: [UIView] {
        arranged.filter { $0.superview === self }
    }

    /// Arranges `view` last, adding it as a subview.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex`, adding it as a subview. A stack view cannot hold itself or
    /// an ancestor: that is refused with a log, as it would make the hierarchy a cycle.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self, !isDescendant(of: view) else {
            AutoLayoutLog.write(
                "UIStackView cannot arrange \(NSLayoutConstraint.itemName(view)): it is the stack view itself or one of its superviews, which would make the view hierarchy a cycle. Ignored."
            )
            return
        }
        arranged = arrangedSubviews.filter { $0 !== view }
        arranged.insert(view, at: max(0, min(stackIndex, arranged.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        view.markUsesAutoLayout()
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// Sets the space after `arrangedSubview` (replacing `spacing` there).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        setNeedsLayout()
    }

    /// The space after `arrangedSubview`, or `spacingUseDefault` when none was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The first visible arranged view's baseline (for a horizontal stack UIKit picks the
    /// tallest; Earshot the first).
    open override var viewForFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden } ?? self
    }

    open override var viewForLastBaselineLayout: UIView {
        (axis == .vertical ? arrangedSubviews.last { !$0.isHidden } : arrangedSubviews.first { !$0.isHidden }) ?? self
    }

    /// The space after `view` in the arrangement.
    private func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? 8 : value
    }

    private func spacer(_ index: Int) -> UILayoutGuide {
        while spacerGuides.count <= index {
            let guide = UILayoutGuide()
            guide.identifier = "UIViewLayoutGuide"
            guide.owningView = self
            spacerGuides.append(guide)
        }
        return spacerGuides[index]
    }

    /// The constraints UIKit's stack view generates for its current arrangement.
    /// - Complexity: O(k), k the arranged views.
    func arrangementRelations() -> [AutoLayoutRelation] {
        let views = arrangedSubviews
        let visible = views.filter { !$0.isHidden }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let middle: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let crossMiddle: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        var relations: [AutoLayoutRelation] = []

        for view in views where view.isHidden {
            relations.append(AutoLayoutRelation("UISV-hiding", view, length, .equal, nil))
            relations.append(AutoLayoutRelation("UISV-hiding", view, lead, .equal, canvas, lead))
            relations.append(AutoLayoutRelation("UISV-hiding", view, crossLead, .equal, canvas, crossLead))
        }
        guard let first = visible.first, let last = visible.last else { return relations }

        // Along the axis.
        relations.append(AutoLayoutRelation("UISV-canvas-connection", first, lead, .equal, canvas, lead))
        relations.append(AutoLayoutRelation("UISV-canvas-connection", last, trail, .equal, canvas, trail))
        let spreads = distribution == .equalSpacing || distribution == .equalCentering
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            relations.append(
                AutoLayoutRelation(
                    "UISV-spacing", next, lead, spreads ? .greaterThanOrEqual : .equal,
                    previous, trail, constant: gap(after: previous)))
            guard spreads else { continue }
            let guide = spacer(index)
            let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                distribution == .equalSpacing ? (trail, lead) : (middle, middle)
            relations.append(AutoLayoutRelation("UISV-distributing-edge", guide, lead, .equal, previous, edges.0))
            relations.append(AutoLayoutRelation("UISV-distributing-edge", guide, trail, .equal, next, edges.1))
            if index > 0 {
                relations.append(AutoLayoutRelation("UISV-distributing", guide, length, .equal, spacer(0), length))
            }
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() {
                relations.append(AutoLayoutRelation("UISV-fill-equally", view, length, .equal, first, length))
            }
        case .fillProportionally:
            let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if let firstSize = sizes.first, firstSize > 0, firstSize.isFinite {
                for (view, size) in zip(visible, sizes).dropFirst() where size >= 0 && size.isFinite {
                    relations.append(
                        AutoLayoutRelation(
                            "UISV-fill-proportionally", view, length, .equal, first, length,
                            multiplier: size / firstSize, priority: UILayoutPriority(999)))
                }
            }
        case .fill, .equalSpacing, .equalCentering:
            break
        }

        // Across the axis.
        for view in visible {
            switch alignment {
            case .fill:
                relations.append(AutoLayoutRelation("UISV-alignment", view, crossLead, .equal, canvas, crossLead))
                relations.append(AutoLayoutRelation("UISV-alignment", view, crossTrail, .equal, canvas, crossTrail))
            case .leading:
                relations.append(AutoLayoutRelation("UISV-alignment", view, crossLead, .equal, canvas, crossLead))
                relations.append(AutoLayoutRelation("UISV-spanning-boundary", view, crossTrail, .lessThanOrEqual, canvas, crossTrail))
            case .trailing:
                relations.append(AutoLayoutRelation("UISV-alignment", view, crossTrail, .equal, canvas, crossTrail))
                relations.append(AutoLayoutRelation("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, canvas, crossLead))
            case .center:
                relations.append(AutoLayoutRelation("UISV-alignment", view, crossMiddle, .equal, canvas, crossMiddle))
                relations.append(AutoLayoutRelation("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, canvas, crossLead))
            case .firstBaseline, .lastBaseline:
                guard horizontal else {
                    // Baselines align views side by side; in a column UIKit aligns them as `fill`.
                    relations.append(AutoLayoutRelation("UISV-alignment", view, crossLead, .equal, canvas, crossLead))
                    relations.append(AutoLayoutRelation("UISV-alignment", view, crossTrail, .equal, canvas, crossTrail))
                    continue
                }
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first {
                    relations.append(AutoLayoutRelation("UISV-alignment", view, baseline, .equal, first, baseline))
                }
                relations.append(AutoLayoutRelation("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, canvas, crossLead))
                relations.append(AutoLayoutRelation("UISV-spanning-boundary", view, crossTrail, .lessThanOrEqual, canvas, crossTrail))
            }
        }
        if alignment != .fill {
            // The stack fits its largest view across the axis unless something else sizes it.
            relations.append(AutoLayoutRelation("UISV-canvas-fit", canvas, crossLength, .equal, nil, priority: .fittingSizeLevel))
        }
        return relations
    }
}
