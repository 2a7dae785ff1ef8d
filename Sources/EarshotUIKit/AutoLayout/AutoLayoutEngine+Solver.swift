import ConstraintSolver

/// Keeping the solver in step with what the pass asked for, and writing its solution back as
/// frames.
extension AutoLayoutEngine {
    /// Asks for `spec` under `key` in this pass: a relation the solver already holds unchanged is
    /// only marked as still asked for; a new or changed one waits for `applyDesired`.
    func upsert(_ key: Key, _ spec: Spec, constraint: NSLayoutConstraint?, name: String) {
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
    func applyDesired(askedOnly: Bool) {
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
    func applySolution(to views: [UIView], root: UIView) -> Bool {
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
    func writeFrames(ofItems bases: Set<Int>, root: UIView) {
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

    /// A weak reference to a view or guide.
    struct WeakObject {
        weak var object: AnyObject?
    }
}
