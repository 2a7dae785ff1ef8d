import ConstraintSolver

/// The Auto Layout engine of one view hierarchy (a window, or the root of a detached tree), kept
/// on that root between passes so a pass re-solves only what changed.
///
/// Each pass gathers every relation the hierarchy asks for: the frames of views that translate
/// their autoresizing mask, the margins and safe-area guides, the app's active constraints, the
/// stack views' arrangements and the intrinsic sizes. It compares each with what the solver holds
/// (by key: the constraint, or the view and the relation's role) and only removes, adds or
/// replaces the ones that differ, so changing one constant costs one removal and one addition in
/// the solver (a few pivots) plus a walk of the Auto Layout views. It then writes the frames of
/// views with `translatesAutoresizingMaskIntoConstraints` false and the guides' `layoutFrame`.
///
/// Each view and guide has four variables in the root's coordinates, ignoring scroll offsets
/// (`bounds.origin`), which is how UIKit relates a scroll view's content to its edges.
@MainActor
package final class AutoLayoutEngine {
    /// What a relation is in the solver: `Σ coefficient · variable + constant relation 0`.
    struct Spec: Equatable {
        var variables: [Int] = []
        var coefficients: [Double] = []
        var constant: Double = 0
        var relation = LayoutSolver.Relation.equal
        var strength = LayoutSolver.Strength.required
        /// Why the relation cannot be solved (a NaN constant); nil when it can.
        var refusal: String?

        static func == (lhs: Spec, rhs: Spec) -> Bool {
            lhs.variables == rhs.variables && lhs.coefficients == rhs.coefficients
                && lhs.constant.bitPattern == rhs.constant.bitPattern && lhs.relation == rhs.relation
                && lhs.strength == rhs.strength && lhs.refusal == rhs.refusal
        }

        mutating func add(_ expression: Expression, times factor: Double) {
            constant += expression.constant * factor
            for (variable, coefficient) in expression.terms {
                if let index = variables.firstIndex(of: variable) {
                    coefficients[index] += coefficient * factor
                } else {
                    variables.append(variable)
                    coefficients.append(coefficient * factor)
                }
            }
        }
    }

    /// A linear expression of layout variables.
    struct Expression {
        var terms: [(Int, Double)]
        var constant: Double = 0
    }

    /// A relation's identity across passes: the constraint object, or a view (or stack view) and
    /// the relation's role in it.
    struct Key: Hashable {
        let object: ObjectIdentifier
        let role: Int
    }

    private struct Record {
        var spec: Spec
        var handle: LayoutSolver.Handle?
        /// When it was added: logs list constraints oldest first.
        var order: Int
        var constraint: NSLayoutConstraint?
        var name: String
        /// The last pass that asked for it unchanged.
        var generation = 0
    }

    /// A view's or guide's variables, by its identifier. The engine keeps no strong reference to
    /// it (the root holds its engine, so one would keep the hierarchy alive forever), only a weak
    /// one by its variables (`itemObjects`). An identifier reused by a new object after the old one
    /// died takes over its variables; every relation is asked for again each pass by key, so the
    /// solver then holds exactly the new object's relations.
    private struct Item {
        let base: Int
        var generation: Int
    }

    private var solver = LayoutSolver()
    private var records: [Key: Record] = [:]
    private var items: [ObjectIdentifier: Item] = [:]
    /// Each item's object by its first variable, held weakly: the frames a pass of changed
    /// constants writes are found from the variables that changed, and logs name the items. A
    /// view Auto Layout lays out is already named weakly (by the constraints it is the first item
    /// of, or by its subviews as their superview), so this adds no side table to most.
    private var itemObjects: [Int: WeakObject] = [:]
    private var nextBase = 0
    private var generation = 0
    private var nextOrder = 0
    /// `UIKitChanges.generation` when the last pass settled; nil when it must run.
    private var settledAt: UInt64?
    /// How many passes ran, and how many of them applied changed constants and labels' sizes
    /// alone (tests).
    private(set) var passes = 0
    private(set) var constantOnlyPasses = 0
    /// Constraints whose constant changed since the last pass settled, labels whose text did
    /// (held weakly: the engine keeps no view alive), and how many changes their setters noted
    /// in all.
    private var changedConstants: [NSLayoutConstraint] = []
    private var changedSizes: [WeakLabel] = []
    private var changedInputNotes: UInt64 = 0
    /// Whether the last full pass read a frame it solves: a changed constant may then change
    /// what it reads (a label wrapping at a new width), so only a full pass will do.
    private var lastPassReadSolvedFrames = false

    // Per pass.
    /// What the hierarchy asks for this pass, in the order it asked.
    private var desired: [(key: Key, spec: Spec, constraint: NSLayoutConstraint?, name: String)] = []
    private var viewsInPass = Set<ObjectIdentifier>()
    private var pinnedGuides = Set<ObjectIdentifier>()
    private var applicationDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// Whether a relation of this pass was computed from a frame Auto Layout sets (a multi-line
    /// label's width, a safe area), so the pass must run again once the frames moved.
    private var readsSolvedFrames = false

    init() {}

    /// Runs the Auto Layout part of a layout pass on `root`'s hierarchy.
    static func update(root: UIView) {
        let state = root.autoLayout
        let engine = state.engine ?? AutoLayoutEngine()
        state.engine = engine
        engine.run(root: root)
    }

    // MARK: The pass

    /// Runs the pass unless nothing was noted since the last one settled (`UIKitChanges`): a pass
    /// that converged finds the same frames again while no constraint, view, text, margin or
    /// device setting changes, as UIKit's `layoutIfNeeded()` does nothing on a hierarchy nothing
    /// invalidated (an app's view that answers its own intrinsic size invalidates it when it changes).
    private func run(root: UIView) {
        if let settledAt {
            if settledAt == UIKitChanges.generation { return }
            if !lastPassReadSolvedFrames, settledAt &+ changedInputNotes == UIKitChanges.generation,
               applyChangedInputs(root: root) {
                self.settledAt = UIKitChanges.generation
                return
            }
        }
        settledAt = nil
        changedConstants.removeAll()
        changedSizes.removeAll()
        changedInputNotes = 0
        let converged = runPasses(root: root)
        lastPassReadSolvedFrames = readsSolvedFrames
        // Settled even when an app's view answered the pass (its own intrinsic size): UIKit takes
        // a new intrinsic size into account only after `invalidateIntrinsicContentSize()`, which
        // notes a change here too.
        if converged { settledAt = UIKitChanges.generation }
    }

    /// Hears that `constraint`'s constant changed, and how many changes that noted (its own and
    /// its owner's `setNeedsLayout()`), so the next pass can tell whether that was all.
    func constantChanged(_ constraint: NSLayoutConstraint, notes: UInt64) {
        guard settledAt != nil else { return }
        changedConstants.append(constraint)
        changedInputNotes &+= notes
    }

    /// Hears that `label`'s text changed, and how many changes that noted, so the next pass can
    /// re-solve the label's intrinsic size alone when that was all.
    func intrinsicSizeChanged(of label: UILabel, notes: UInt64) {
        guard settledAt != nil else { return }
        changedSizes.append(WeakLabel(label: label))
        changedInputNotes &+= notes
    }

    /// Whether the next pass will apply a new text of `label` alone: the last pass settled, read
    /// no frame it solves, and read the label's size only for its own relations. The text is then
    /// the label's attribute change until that pass, which a reader runs before reading frames
    /// (`UIView.layOutChangedTexts()`); a frame the pass moves notes itself.
    func appliesTextAlone(of label: UILabel) -> Bool {
        settledAt != nil && !lastPassReadSolvedFrames && sizeIsReadOnlyByItself(label)
    }

    /// Whether labels' new texts wait for the next pass.
    var hasChangedTexts: Bool { !changedSizes.isEmpty }

    /// A label whose text changed, until the next pass.
    struct WeakLabel {
        weak var label: UILabel?
    }

    /// The pass when nothing but constants of constraints the solver holds, and labels' texts,
    /// changed since the last pass settled: each changed constraint leaves the solver and comes
    /// back with its new constant, each changed label's intrinsic size is asked for again (a
    /// removal and an addition where it differs, as the full pass does), and the frames are
    /// written. Nothing else is gathered: every other relation is the one the last pass asked for.
    /// False, having changed nothing, when a changed constraint is not one the solver holds, or a
    /// changed label's size may be read by another relation (`sizeIsReadOnlyByItself`).
    /// - Complexity: O(k·p + a + c), k the changed constraints and labels, p the solver's pivots
    ///   for each, a the views and guides whose solved values changed (their frames are written)
    ///   and c their subviews; O(m) for the m views of the pass when the change reached more than
    ///   a quarter of the solver's definitions (LayoutSolver+Solution.swift).
    private func applyChangedInputs(root: UIView) -> Bool {
        defer {
            changedConstants.removeAll()
            changedSizes.removeAll()
            changedInputNotes = 0
        }
        var seen = Set<ObjectIdentifier>()
        var changed: [(NSLayoutConstraint, UIView)] = []
        for constraint in changedConstants where seen.insert(ObjectIdentifier(constraint)).inserted {
            guard let owner = constraint.owner, owner.hierarchyRoot === root,
                  let record = records[Key(object: ObjectIdentifier(constraint), role: 0)],
                  record.constraint === constraint, record.handle != nil else { return false }
            changed.append((constraint, owner))
        }
        var labels: [UILabel] = []
        for entry in changedSizes {
            guard let label = entry.label, seen.insert(ObjectIdentifier(label)).inserted else { continue }
            guard label.hierarchyRoot === root, sizeIsReadOnlyByItself(label) else { return false }
            labels.append(label)
        }
        passes += 1
        constantOnlyPasses += 1
        // The same generation as the last pass: every relation it asked for stays asked for.
        for (constraint, owner) in changed { solve(constraint, ownedBy: owner) }
        for label in labels { keepIntrinsicSize(of: label, isFirstStep: false) }
        applyDesired(askedOnly: true)
        // Nothing but constants changed, so no view moved in the hierarchy: a frame can move
        // only where the solution did (nil: anywhere).
        if let changed = solver.takeChangedVariables() {
            writeFrames(ofItems: Set(changed.map { $0.id - $0.id % 4 }), root: root)
        } else {
            _ = applySolution(to: collect(root), root: root)
        }
        return true
    }

    /// Whether the last pass read `label`'s intrinsic size only for the label's own size
    /// relations, so a new text changes nothing else it asked for: the label is laid out by Auto
    /// Layout (a label that translates its frame lends its size to no relation, but may to its
    /// superview's, as a button's title does), on one line (a wrapping label's size depends on the
    /// width solved), and not in a stack view that fills proportionally (its arrangement is
    /// computed from its views' sizes).
    private func sizeIsReadOnlyByItself(_ label: UILabel) -> Bool {
        guard !label.translatesAutoresizingMaskIntoConstraints, label.numberOfLines == 1,
              viewsInPass.contains(ObjectIdentifier(label)),
              records[Key(object: ObjectIdentifier(label), role: 10)] != nil else { return false }
        if let stack = label.superview as? UIStackView, stack.distribution == .fillProportionally { return false }
        return true
    }

    /// The pass, repeated while it moves frames that relations read (at most four times); whether
    /// it converged.
    private func runPasses(root: UIView) -> Bool {
        var converged = false
        passes += 1
        root.updateConstraintsIfNeeded()
        applicationDirection = root.window?.application?.userInterfaceLayoutDirection ?? .leftToRight
        for step in 0..<4 {
            generation += 1
            readsSolvedFrames = false
            // The first step measures wrapping labels on one line; when it measured one, the next
            // step wraps it at the width solved, whether or not a frame moved.
            var measuredLabelsUnwrapped = false
            pinnedGuides.removeAll(keepingCapacity: true)
            let views = collect(root)
            viewsInPass = Set(views.map(ObjectIdentifier.init))
            for view in views { pinFrame(of: view, root: root) }
            for view in views {
                for constraint in view.constraints { solve(constraint, ownedBy: view) }
            }
            for view in views {
                guard let stack = view as? UIStackView else { continue }
                for (index, relation) in stack.arrangementRelations().enumerated() {
                    solve(relation, key: Key(object: ObjectIdentifier(stack), role: 100 + index))
                }
            }
            for view in views where !view.translatesAutoresizingMaskIntoConstraints && view !== root {
                if keepIntrinsicSize(of: view, isFirstStep: step == 0) { measuredLabelsUnwrapped = true }
            }
            applyDesired(askedOnly: false)
            let moved = applySolution(to: views, root: root)
            _ = solver.takeChangedVariables()
            if !measuredLabelsUnwrapped, !readsSolvedFrames || !moved {
                converged = true
                break
            }
        }
        return converged
    }

    /// The views of the pass: those using Auto Layout and their ancestors, in preorder.
    /// - Complexity: O(m), m those views and their direct subviews; an explicit stack.
    private func collect(_ root: UIView) -> [UIView] {
        var views: [UIView] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            views.append(view)
            for child in view.subviews.reversed() where child.autoLayoutStorage?.subtreeUsesAutoLayout == true {
                stack.append(child)
            }
        }
        return views
    }

    // MARK: Variables and expressions

    /// The first of the item's four variables (minX, minY, width, height).
    private func base(of item: AnyObject) -> Int {
        let id = ObjectIdentifier(item)
        if let index = items.index(forKey: id) {
            if items.values[index].generation != generation {
                items.values[index].generation = generation
                // The identifier may be a dead object's, now another's.
                let base = items.values[index].base
                if itemObjects[base]?.object !== item { itemObjects[base] = WeakObject(object: item) }
            }
            return items.values[index].base
        }
        let base = nextBase
        nextBase += 4
        items[id] = Item(base: base, generation: generation)
        itemObjects[base] = WeakObject(object: item)
        return base
    }

    private func direction(of view: UIView?) -> UIUserInterfaceLayoutDirection {
        guard let view else { return applicationDirection }
        return UIView.layoutDirection(for: view.semanticContentAttribute, application: applicationDirection)
    }

    /// `attribute` of `item` as an expression, or nil when the item is not laid out in this pass.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Expression? {
        let view = item as? UIView
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView, viewsInPass.contains(ObjectIdentifier(owner)) else { return nil }
            pinGuideIfNeeded(guide, of: owner)
        } else if let view {
            guard viewsInPass.contains(ObjectIdentifier(view)) else { return nil }
        } else {
            return nil
        }
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            guard let view else { return nil }
            let base: NSLayoutConstraint.Attribute = switch attribute {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            default: .centerY
            }
            return expression(view.layoutMarginsGuide, base)
        case .firstBaseline, .lastBaseline:
            guard let view else { return expression(item, .bottom) }
            return baseline(of: view, first: attribute == .firstBaseline)
        default:
            break
        }
        let b = base(of: item)
        let rightToLeft = direction(of: view ?? (item as? UILayoutGuide)?.owningView) == .rightToLeft
        switch attribute {
        case .left: return Expression(terms: [(b, 1)])
        case .right: return Expression(terms: [(b, 1), (b + 2, 1)])
        case .leading: return rightToLeft ? Expression(terms: [(b, 1), (b + 2, 1)]) : Expression(terms: [(b, 1)])
        case .trailing: return rightToLeft ? Expression(terms: [(b, 1)]) : Expression(terms: [(b, 1), (b + 2, 1)])
        case .centerX: return Expression(terms: [(b, 1), (b + 2, 0.5)])
        case .top: return Expression(terms: [(b + 1, 1)])
        case .bottom: return Expression(terms: [(b + 1, 1), (b + 3, 1)])
        case .centerY: return Expression(terms: [(b + 1, 1), (b + 3, 0.5)])
        case .width: return Expression(terms: [(b + 2, 1)])
        case .height: return Expression(terms: [(b + 3, 1)])
        default: return nil
        }
    }

    /// A view's first or last baseline: the text baseline of the view it delegates to
    /// (`viewForFirstBaselineLayout`, followed at most 16 steps), else that view's bottom edge.
    private func baseline(of view: UIView, first: Bool) -> Expression? {
        var target = view
        for _ in 0..<16 {
            let next = first ? target.viewForFirstBaselineLayout : target.viewForLastBaselineLayout
            if next === target || !viewsInPass.contains(ObjectIdentifier(next)) { break }
            target = next
        }
        let b = base(of: target)
        guard let offsets = target.textBaselineOffsets else { return Expression(terms: [(b + 1, 1), (b + 3, 1)]) }
        return first ? Expression(terms: [(b + 1, 1)], constant: Double(offsets.first))
            : Expression(terms: [(b + 1, 1), (b + 3, 1)], constant: -Double(offsets.last))
    }

    // MARK: Relations the hierarchy asks for

    /// A view that keeps its frame (or the root) is pinned to it, as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s pin it.
    private func pinFrame(of view: UIView, root: UIView) {
        let b = base(of: view)
        let id = ObjectIdentifier(view)
        if view === root {
            pin(Key(object: id, role: 1), [(b, 1)], 0)
            pin(Key(object: id, role: 2), [(b + 1, 1)], 0)
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

    private func pin(_ key: Key, _ terms: [(Int, Double)], _ value: CGFloat) {
        var spec = Spec(variables: terms.map(\.0), coefficients: terms.map(\.1), constant: -Double(value))
        if !value.isFinite { spec.refusal = "a frame with a non-finite value (\(value))" }
        upsert(key, spec, constraint: nil, name: "NSAutoresizingMaskLayoutConstraint h=--& v=--&")
    }

    /// The margins and safe-area guides follow their view's bounds, inset; a scroll view's frame
    /// guide is its bounds, and its content guide starts where its content does (its size is the
    /// content's constraints' to give).
    private func pinGuideIfNeeded(_ guide: UILayoutGuide, of owner: UIView) {
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
        case .scrollFrame:
            insets = .zero
            name = "UIScrollView-frameLayoutGuide-constraint"
        case .scrollContent:
            let g = base(of: guide), v = base(of: owner)
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
        let g = base(of: guide), v = base(of: owner)
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

    private func solve(_ constraint: NSLayoutConstraint, ownedBy owner: UIView) {
        guard let first = constraint.firstItem,
              let firstView = NSLayoutConstraint.view(of: first), firstView.isDescendant(of: owner),
              constraint.secondItem == nil || NSLayoutConstraint.view(of: constraint.secondItem)?.isDescendant(of: owner) == true,
              viewsInPass.contains(ObjectIdentifier(firstView))
        else {
            // An item left the owner's subtree (or was released): UIKit removes the constraint.
            owner.removeConstraint(constraint)
            return
        }
        let relation = AutoLayoutRelation(
            "", first, constraint.firstAttribute, constraint.relation, constraint.secondItem,
            constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
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
        spec.relation = switch relation.relation {
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
    private func keepIntrinsicSize(of view: UIView, isFirstStep: Bool) -> Bool {
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

    // MARK: The solver

    /// Asks for `spec` under `key` in this pass: a relation the solver already holds unchanged is
    /// only marked as still asked for; a new or changed one waits for `applyDesired`.
    private func upsert(_ key: Key, _ spec: Spec, constraint: NSLayoutConstraint?, name: String) {
        if let index = records.index(forKey: key), records.values[index].spec == spec {
            records.values[index].generation = generation
            return
        }
        desired.append((key, spec, constraint, name))
    }

    /// Makes the solver hold what this pass asked for: first everything that is no longer asked
    /// for, or asked for differently, comes out (so a constraint replacing another never meets
    /// it), then what is new goes in, in the order asked. A required relation that contradicts
    /// the others is broken (left out) and logged as UIKit logs it; a refused one (NaN) is logged
    /// and left out.
    /// With `askedOnly`, every relation held is known to be asked for still (a pass of changed
    /// constants alone, in the last pass's generation), so only the asked ones are looked at.
    /// - Complexity: O(r + c log c), r the relations held, c those that changed: an unchanged
    ///   relation cost its lookup in `upsert`; O(c log c) with `askedOnly`.
    private func applyDesired(askedOnly: Bool) {
        let asked = desired
        desired.removeAll(keepingCapacity: true)
        var last: [Key: Int] = [:]
        for (index, entry) in asked.enumerated() { last[entry.key] = index }
        var outgoing: [(key: Key, order: Int, handle: LayoutSolver.Handle?)] = []
        if askedOnly {
            for key in last.keys {
                if let record = records[key] { outgoing.append((key, record.order, record.handle)) }
            }
        } else {
            for (key, record) in records where record.generation != generation || last[key] != nil {
                outgoing.append((key, record.order, record.handle))
            }
        }
        for (key, _, handle) in outgoing.sorted(by: { $0.order < $1.order }) {
            if let handle { solver.remove(handle) }
            records[key] = nil
        }
        for (index, entry) in asked.enumerated() where last[entry.key] == index {
            add(entry.key, entry.spec, constraint: entry.constraint, name: entry.name)
        }
        if askedOnly { return }
        var gone: [ObjectIdentifier] = []
        for (id, item) in items where item.generation != generation { gone.append(id) }
        for id in gone {
            if let item = items.removeValue(forKey: id) { itemObjects[item.base] = nil }
        }
    }

    private func add(_ key: Key, _ spec: Spec, constraint: NSLayoutConstraint?, name: String) {
        var record = Record(spec: spec, handle: nil, order: nextOrder, constraint: constraint, name: name, generation: generation)
        nextOrder += 1
        if let refusal = spec.refusal {
            AutoLayoutLog.write("Refusing to add \(describe(record, key: key)) because \(refusal): it takes no part in layout.")
            records[key] = record
            return
        }
        let constraint = LayoutSolver.Constraint(
            terms: zip(spec.variables, spec.coefficients).map { (LayoutSolver.Variable(id: $0), $1) },
            constant: spec.constant, relation: spec.relation, strength: spec.strength
        )
        do {
            record.handle = try solver.add(constraint)
            records[key] = record
        } catch {
            records[key] = record
            logConflict(breaking: key)
        }
    }

    /// Writes the solution: frames of the views Auto Layout places, and the guides' frames.
    /// Returns whether a frame moved.
    /// - Complexity: O(m), m the views.
    private func applySolution(to views: [UIView], root: UIView) -> Bool {
        var frames = SolvedFrames(engine: self)
        var moved = false
        for view in views {
            if frames.write(view, root: root) { moved = true }
            view.autoLayoutStorage?.forEachGuide { guide in frames.write(guide, of: view) }
        }
        return moved
    }

    /// Writes the frames that can have moved when only the values of `bases`' items changed
    /// (the first variables of views and guides), the hierarchy being the last pass's: each such
    /// view's and guide's, and those of the views and guides placed in such a view (a frame is
    /// relative to its superview's).
    /// - Complexity: O(a + c), a those items, c their views' subviews and guides.
    private func writeFrames(ofItems bases: Set<Int>, root: UIView) {
        var frames = SolvedFrames(engine: self)
        for base in bases.sorted() {
            guard let object = itemObjects[base]?.object else { continue }
            if let guide = object as? UILayoutGuide {
                if let owner = guide.owningView { frames.write(guide, of: owner) }
                continue
            }
            guard let view = object as? UIView else { continue }
            frames.write(view, root: root)
            view.autoLayoutStorage?.forEachGuide { guide in frames.write(guide, of: view) }
            for child in view.subviews where items[ObjectIdentifier(child)] != nil {
                frames.write(child, root: root)
            }
        }
    }

    /// The solved frames, each item's edges read once (a parent's are read for each of its
    /// children). Edges are rounded to a third of a point (a 3× screen's pixels), as UIKit rounds
    /// to pixels, so frames computed from them are exact.
    @MainActor
    private struct SolvedFrames {
        typealias Edges = (minX: Double, minY: Double, maxX: Double, maxY: Double)
        let engine: AutoLayoutEngine
        var known: [Int: Edges] = [:]

        mutating func pixels(_ item: AnyObject) -> Edges {
            let b = engine.base(of: item)
            if let edges = known[b] { return edges }
            func value(_ id: Int) -> Double { engine.solver.value(of: LayoutSolver.Variable(id: id)) }
            let x = value(b), y = value(b + 1)
            let minX = (x * 3).rounded(), minY = (y * 3).rounded()
            let edges = (minX, minY, max(minX, ((x + value(b + 2)) * 3).rounded()), max(minY, ((y + value(b + 3)) * 3).rounded()))
            known[b] = edges
            return edges
        }

        mutating func rect(_ item: AnyObject, relativeTo parent: AnyObject?) -> CGRect {
            let own = pixels(item)
            let origin = parent.map { pixels($0) } ?? (minX: own.minX, minY: own.minY, maxX: 0, maxY: 0)
            return CGRect(x: (own.minX - origin.minX) / 3, y: (own.minY - origin.minY) / 3,
                          width: (own.maxX - own.minX) / 3, height: (own.maxY - own.minY) / 3)
        }

        /// Sets the frame of `view` when Auto Layout places it (the root keeps its origin);
        /// whether it moved.
        @discardableResult
        mutating func write(_ view: UIView, root: UIView) -> Bool {
            guard !view.translatesAutoresizingMaskIntoConstraints else { return false }
            let frame: CGRect
            if view === root {
                frame = CGRect(origin: view.frame.origin, size: rect(view, relativeTo: nil).size)
            } else if let parent = view.superview {
                frame = rect(view, relativeTo: parent)
            } else {
                return false
            }
            guard frame != view.frame else { return false }
            view.frame = frame
            return true
        }

        /// Sets the guide's `layoutFrame`; a scroll view's content guide laid out in this pass
        /// also sets the scroll view's `contentSize`, as UIKit does, unless the scroll view sizes
        /// its content from its rows or items.
        mutating func write(_ guide: UILayoutGuide, of view: UIView) {
            guard let item = engine.items[ObjectIdentifier(guide)] else { return }
            let frame = rect(guide, relativeTo: view)
            guide.layoutFrame = frame
            if guide.role == .scrollContent, item.generation == engine.generation,
               let scrollView = view as? UIScrollView, !type(of: scrollView).sizesItsOwnContent,
               scrollView.contentSize != frame.size {
                scrollView.contentSize = frame.size
            }
        }
    }

    /// A weak reference to a view or guide.
    struct WeakObject {
        weak var object: AnyObject?
    }

    // MARK: Logs

    private func describe(_ record: Record, key: Key) -> String {
        if let constraint = record.constraint { return constraint.logDescription }
        let names = ["minX", "minY", "width", "height"]
        var text = ""
        for (variable, coefficient) in zip(record.spec.variables, record.spec.coefficients) where coefficient != 0 {
            let base = variable - variable % 4
            let item = NSLayoutConstraint.itemName(itemObjects[base]?.object)
            let term = "\(item).\(names[variable % 4])"
            let size = NSLayoutConstraint.number(CGFloat(abs(coefficient)))
            let scaled = abs(coefficient) == 1 ? term : "\(size) * \(term)"
            text += text.isEmpty ? (coefficient < 0 ? "-" : "") + scaled : (coefficient < 0 ? " - " : " + ") + scaled
        }
        let relation = switch record.spec.relation { case .equal: "=="; case .lessThanOrEqual: "<="; case .greaterThanOrEqual: ">=" }
        let name = record.name.isEmpty ? "" : "'\(record.name)' "
        return "<NSLayoutConstraint \(name)\(text) \(relation) \(NSLayoutConstraint.number(CGFloat(-record.spec.constant)))   (active)>"
    }

    /// UIKit's message for a required constraint it had to break, listing the required
    /// constraints connected to it through shared variables (at most 24), oldest first.
    private func logConflict(breaking key: Key) {
        guard let broken = records[key] else { return }
        var byVariable: [Int: [Key]] = [:]
        for (candidate, record) in records where record.handle != nil && record.spec.strength == .required {
            for variable in record.spec.variables { byVariable[variable, default: []].append(candidate) }
        }
        var seenVariables = Set(broken.spec.variables)
        var pending = broken.spec.variables
        var involved = Set<Key>()
        while let variable = pending.popLast(), involved.count < 24 {
            for candidate in byVariable[variable] ?? [] where involved.insert(candidate).inserted {
                for next in records[candidate]?.spec.variables ?? [] where seenVariables.insert(next).inserted {
                    pending.append(next)
                }
            }
        }
        let listed = (involved.compactMap { key in records[key].map { (key, $0) } } + [(key, broken)])
            .sorted { $0.1.order < $1.1.order }
            .map { "    \"\(describe($0.1, key: $0.0))\"" }
        AutoLayoutLog.write("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(listed.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(describe(broken, key: key))
            """)
    }
}
