/// The pass: when it runs at all, the shortcut for changed constants and texts alone, and the
/// full pass repeated until the frames it reads stop moving.
extension AutoLayoutEngine {
    /// Runs the pass unless nothing was noted since the last one settled (`UIKitChanges`): a pass
    /// that converged finds the same frames again while no constraint, view, text, margin or
    /// device setting changes, as UIKit's `layoutIfNeeded()` does nothing on a hierarchy nothing
    /// invalidated (an app's view that answers its own intrinsic size invalidates it when it changes).
    func run(root: UIView) {
        if let settledAt {
            if settledAt == UIKitChanges.generation { return }
            if !lastPassReadSolvedFrames, settledAt &+ changedInputNotes == UIKitChanges.generation,
                applyChangedInputs(root: root)
            {
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
                record.constraint === constraint, record.handle != nil
            else { return false }
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
            records[Key(object: ObjectIdentifier(label), role: 10)] != nil
        else { return false }
        if let stack = label.superview as? UIStackView, stack.distribution == .fillProportionally { return false }
        return true
    }

    /// The pass, repeated while it moves frames that relations read (at most four times); whether
    /// it converged.
    func runPasses(root: UIView) -> Bool {
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
            // The root keeps the size it was given, except when measured for its fitting size.
            for view in views where (!view.translatesAutoresizingMaskIntoConstraints && view !== root) || (view === root && fitting != nil)
            {
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
    func collect(_ root: UIView) -> [UIView] {
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
}
