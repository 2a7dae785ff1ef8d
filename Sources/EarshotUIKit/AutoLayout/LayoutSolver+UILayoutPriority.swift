import ConstraintSolver

extension LayoutSolver.Strength {
    /// UIKit's priority (1 to 1000) as a strength: 1000 is required, and 1 to 999 map to weights
    /// that keep one priority level above any number of lower ones in practice. UIKit's scale, so
    /// it lives with the Auto Layout engine rather than in the solver.
    static func priority(_ value: Float) -> Self {
        value >= 1000 ? .required : .weighted(pow(10, Double(max(1, value)) / 125))
    }
}
