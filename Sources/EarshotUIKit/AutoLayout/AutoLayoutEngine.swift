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

    struct Record {
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
    struct Item {
        let base: Int
        var generation: Int
    }

    var solver = LayoutSolver()
    var records: [Key: Record] = [:]
    var items: [ObjectIdentifier: Item] = [:]
    /// Each item's object by its first variable, held weakly: the frames a pass of changed
    /// constants writes are found from the variables that changed, and logs name the items. A
    /// view Auto Layout lays out is already named weakly (by the constraints it is the first item
    /// of, or by its subviews as their superview), so this adds no side table to most.
    var itemObjects: [Int: WeakObject] = [:]
    var nextBase = 0
    var generation = 0
    var nextOrder = 0
    /// `UIKitChanges.generation` when the last pass settled; nil when it must run.
    var settledAt: UInt64?
    /// How many passes ran, and how many of them applied changed constants and labels' sizes
    /// alone (tests).
    var passes = 0
    var constantOnlyPasses = 0
    /// Constraints whose constant changed since the last pass settled, labels whose text did
    /// (held weakly: the engine keeps no view alive), and how many changes their setters noted
    /// in all.
    var changedConstants: [NSLayoutConstraint] = []
    var changedSizes: [WeakLabel] = []
    var changedInputNotes: UInt64 = 0
    /// When the engine measures its root's fitting size (`systemLayoutSizeFitting`), the size
    /// the root should come closest to in each dimension and how strongly; nil for layout.
    var fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// Whether the last full pass read a frame it solves: a changed constant may then change
    /// what it reads (a label wrapping at a new width), so only a full pass will do.
    var lastPassReadSolvedFrames = false

    // Per pass.
    /// What the hierarchy asks for this pass, in the order it asked.
    var desired: [(key: Key, spec: Spec, constraint: NSLayoutConstraint?, name: String)] = []
    var viewsInPass = Set<ObjectIdentifier>()
    var pinnedGuides = Set<ObjectIdentifier>()
    var applicationDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// Whether a relation of this pass was computed from a frame Auto Layout sets (a multi-line
    /// label's width, a safe area), so the pass must run again once the frames moved.
    var readsSolvedFrames = false

    init() {}

    /// Runs the Auto Layout part of a layout pass on `root`'s hierarchy.
    static func update(root: UIView) {
        let state = root.autoLayout
        let engine = state.engine ?? AutoLayoutEngine()
        state.engine = engine
        engine.run(root: root)
    }
}
