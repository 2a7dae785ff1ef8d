/// The relations a hierarchy asks for: pinned frames and guides, the app's constraints, and
/// the intrinsic sizes, each turned into a spec the solver can hold.
extension AutoLayoutEngine {
    /// A view that keeps its frame (or the root) is pinned to it, as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s pin it.
    func pinFrame(of view: UIView, root: UIView) {
        let b = base(of: view)
        let id = ObjectIdentifier(view)
        if view === root {
            pin(Key(object: id, role: 1), [(b, 1)], 0)
            pin(Key(object: id, role: 2), [(b + 1, 1)], 0)
            if let fitting {
                fit(Key(object: id, role: 5), b + 2, fitting.size.width, fitting.horizontal)
                fit(Key(object: id, role: 6), b + 3, fitting.size.height, fitting.vertical)
                return
            }
            guard view.translatesAutoresizingMaskIntoConstraints else { return }
            pin(Key(object: id, role: 3), [(b + 2, 1)], view.bounds.width)
            pin(Key(object: id, role: 4), [(b + 3, 1)], view.bounds.height)
            return
        }
        guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview else { return }
        let p = base(of: parent)
        let frame = view.frame
        pin(Key(object: id, role: 1), [(b, 1), (p, -1)], frame.minX)
        pin(Key(object: id, role: 2), [(b + 1, 1), (p + 1, -1)], frame.minY)
        pin(Key(object: id, role: 3), [(b + 2, 1)], frame.width)
        pin(Key(object: id, role: 4), [(b + 3, 1)], frame.height)
    }

    /// The root's dimension `variable` as close to `value` as `priority` holds it, when the
    /// engine measures the root's fitting size.
    private func fit(_ key: Key, _ variable: Int, _ value: CGFloat, _ priority: UILayoutPriority) {
        var spec = Spec(variables: [variable], coefficients: [1], constant: -Double(value))
        spec.strength = .priority(priority.rawValue)
        if !value.isFinite || value < 0 { spec.refusal = "a fitting size with a value that is negative or not finite (\(value))" }
        upsert(key, spec, constraint: nil, name: "UIView-fittingSize")
    }

    private func pin(_ key: Key, _ terms: [(Int, Double)], _ value: CGFloat) {
        var spec = Spec(variables: terms.map(\.0), coefficients: terms.map(\.1), constant: -Double(value))
        if !value.isFinite { spec.refusal = "a frame with a non-finite value (\(value))" }
        upsert(key, spec, constraint: nil, name: "NSAutoresizingMaskLayoutConstraint h=--& v=--&")
    }

    /// The margins and safe-area guides follow their view's bounds, inset; a scroll view's frame
    /// guide is its bounds, and its content guide starts where its content does (its size is the
    /// content's constraints' to give).
    func pinGuideIfNeeded(_ guide: UILayoutGuide, of owner: UIView) {
        guard guide.role != .custom, pinnedGuides.insert(ObjectIdentifier(guide)).inserted else { return }
        let insets: UIEdgeInsets
        let name: String
        switch guide.role {
        case .layoutMargins:
            insets = owner.effectiveLayoutMarginsForGuide
            name = "UIView-layoutMargins-guide-constraint"
        case .safeArea:
            insets = owner.safeAreaInsets
            name = "UIViewSafeAreaLayoutGuide-constraint"
        case .readableContent:
            insets = owner.readableContentInsets
            name = "UIView-readableContentGuide-constraint"
        case .keyboard:
            insets = owner.keyboardInsets
            name = "UIView-keyboardLayoutGuide-constraint"
        case .scrollFrame:
            insets = .zero
            name = "UIScrollView-frameLayoutGuide-constraint"
        case .scrollContent:
            let g = base(of: guide)
            let v = base(of: owner)
            let id = ObjectIdentifier(guide)
            for axis in 0..<2 {
                let spec = Spec(variables: [g + axis, v + axis], coefficients: [1, -1], constant: 0)
                upsert(Key(object: id, role: axis + 1), spec, constraint: nil, name: "UIScrollView-contentLayoutGuide-constraint")
            }
            return
        case .custom:
            return
        }
        // The insets depend on where the owner is; that moves with solving only when the owner
        // or an ancestor is placed by Auto Layout.
        var ancestor: UIView? = owner
        while let view = ancestor, view.superview != nil {
            if !view.translatesAutoresizingMaskIntoConstraints {
                readsSolvedFrames = true
                break
            }
            ancestor = view.superview
        }
        let g = base(of: guide)
        let v = base(of: owner)
        let id = ObjectIdentifier(guide)
        let edges: [([(Int, Double)], CGFloat)] = [
            ([(g, 1), (v, -1)], insets.left),
            ([(g + 1, 1), (v + 1, -1)], insets.top),
            ([(g + 2, 1), (v + 2, -1)], -(insets.left + insets.right)),
            ([(g + 3, 1), (v + 3, -1)], -(insets.top + insets.bottom)),
        ]
        for (index, edge) in edges.enumerated() {
            var spec = Spec(variables: edge.0.map(\.0), coefficients: edge.0.map(\.1), constant: -Double(edge.1))
            if !edge.1.isFinite { spec.refusal = "an inset with a non-finite value" }
            upsert(Key(object: id, role: index + 1), spec, constraint: nil, name: name)
        }
    }

    func solve(_ constraint: NSLayoutConstraint, ownedBy owner: UIView) {
        guard let first = constraint.firstItem,
            let firstView = NSLayoutConstraint.view(of: first), firstView.isDescendant(of: owner),
            constraint.secondItem == nil || NSLayoutConstraint.view(of: constraint.secondItem)?.isDescendant(of: owner) == true,
            viewsInPass.contains(ObjectIdentifier(firstView))
        else {
            // An item left the owner's subtree (or was released): UIKit removes the constraint.
            owner.removeConstraint(constraint)
            return
        }
        var constant = constraint.constant
        if let spacings = constraint.systemSpacingMultiplier {
            constant =
                spacings
                * NSLayoutConstraint.systemSpacing(first, constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute)
        }
        let relation = AutoLayoutRelation(
            "", first, constraint.firstAttribute, constraint.relation, constraint.secondItem,
            constraint.secondAttribute, multiplier: constraint.multiplier, constant: constant,
            priority: constraint.priority
        )
        solve(relation, key: Key(object: ObjectIdentifier(constraint), role: 0), constraint: constraint)
    }

    /// The edges that, on a scroll view, mean its content area's to the scroll view's content.
    private static let contentAreaEdges: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .top, .bottom]

    /// `item`, or its content area when `item` is a scroll view, `attribute` one of its edges and
    /// `other` inside it: "constraints between the edges of the scroll view and its content
    /// attach to the scroll view's content area", while its width, height and centres stay its
    /// frame's (Auto Layout Guide, "Working with Scroll Views").
    private static func contentArea(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, facing other: AnyObject?) -> AnyObject {
        guard let scrollView = item as? UIScrollView, contentAreaEdges.contains(attribute),
            let otherView = NSLayoutConstraint.view(of: other), otherView !== scrollView,
            otherView.isDescendant(of: scrollView)
        else { return item }
        return scrollView.contentLayoutGuide
    }

    /// The attributes whose constant counts leftwards in right-to-left layouts.
    private static let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]

    func solve(_ relation: AutoLayoutRelation, key: Key, constraint: NSLayoutConstraint? = nil) {
        let firstItem = Self.contentArea(relation.first, relation.firstAttribute, facing: relation.second)
        guard let first = expression(firstItem, relation.firstAttribute) else { return }
        var spec = Spec()
        spec.add(first, times: 1)
        if let second = relation.second {
            let secondItem = Self.contentArea(second, relation.secondAttribute, facing: relation.first)
            guard let secondExpression = expression(secondItem, relation.secondAttribute) else { return }
            spec.add(secondExpression, times: -Double(relation.multiplier))
        }
        // In right-to-left layouts leading is the right edge, and leading and trailing values
        // increase leftwards (Apple's documentation of NSLayoutAnchor's
        // `constraint(lessThanOrEqualTo:)`): the constant counts leftwards, so
        // `leading == superview.leading + 16` insets the view 16 points from the right edge, and
        // between two such attributes an inequality turns round, so `trailing <= margins.trailing`
        // keeps the view right of the left margin. The layout is the left-to-right one mirrored.
        var constant = Double(relation.constant)
        var turnsRound = false
        if Self.directional.contains(relation.firstAttribute), direction(of: NSLayoutConstraint.view(of: relation.first)) == .rightToLeft {
            constant = -constant
            turnsRound = Self.directional.contains(relation.secondAttribute)
        }
        spec.constant -= constant
        spec.relation =
            switch relation.relation {
            case .equal: .equal
            case .lessThanOrEqual: turnsRound ? .greaterThanOrEqual : .lessThanOrEqual
            case .greaterThanOrEqual: turnsRound ? .lessThanOrEqual : .greaterThanOrEqual
            }
        spec.strength = .priority(relation.priority.rawValue)
        if !relation.constant.isFinite {
            spec.refusal = "its constant is \(relation.constant)"
        } else if !relation.multiplier.isFinite {
            spec.refusal = "its multiplier is \(relation.multiplier)"
        }
        upsert(key, spec, constraint: constraint, name: relation.name)
    }

    /// UIKit's content-size constraints: the intrinsic size, kept against growing at the hugging
    /// priority and against shrinking at the compression-resistance priority; whether it measured
    /// a wrapping label on one line.
    ///
    /// A multi-line label with no `preferredMaxLayoutWidth` is measured in two steps, as the
    /// documented two-step layout does: in the pass's first step on one line, so it may take the
    /// width its text needs up to what its constraints allow, then wrapped at the width solved.
    /// Wrapping at the width it had before would keep a label whose text grew as narrow as its
    /// old text (docs/layout.md, "Wrapping labels").
    @discardableResult
    func keepIntrinsicSize(of view: UIView, isFirstStep: Bool) -> Bool {
        let size: CGSize
        var unwrapped = false
        if let label = view as? UILabel, label.numberOfLines != 1 {
            readsSolvedFrames = true
            unwrapped = isFirstStep && label.preferredMaxLayoutWidth <= 0
            label.isMeasuredUnwrapped = unwrapped
            size = label.intrinsicContentSize
            label.isMeasuredUnwrapped = false
        } else {
            size = view.intrinsicContentSize
        }
        let b = base(of: view)
        let id = ObjectIdentifier(view)
        for axis in 0..<2 {
            let value = axis == 0 ? size.width : size.height
            guard value != UIView.noIntrinsicMetric else { continue }
            var grow = Spec(variables: [b + 2 + axis], coefficients: [1], constant: -Double(value), relation: .lessThanOrEqual)
            grow.strength = .priority(view.autoLayout.hugging[axis].rawValue)
            var shrink = grow
            shrink.relation = .greaterThanOrEqual
            shrink.strength = .priority(view.autoLayout.compressionResistance[axis].rawValue)
            if !value.isFinite || value < 0 {
                grow.refusal = "its intrinsic content size is \(size)"
                shrink.refusal = grow.refusal
            }
            upsert(Key(object: id, role: 10 + 2 * axis), grow, constraint: nil, name: "NSContentSizeLayoutConstraint")
            upsert(Key(object: id, role: 11 + 2 * axis), shrink, constraint: nil, name: "NSContentSizeLayoutConstraint")
        }
        return unwrapped
    }
}
