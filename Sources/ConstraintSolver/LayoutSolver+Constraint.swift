/// What a caller hands the solver: variables, constraints over them with a relation and a
/// strength, and the handle that takes a constraint out again. Nothing here knows of views: a
/// caller maps its own quantities (UIKit's frames, EarshotUIKit/AutoLayout) to variables.
extension LayoutSolver {
    /// A variable the caller owns (a view's x, y, width or height, say), named by a number the
    /// caller chooses.
    package struct Variable: Hashable, Sendable {
        package let id: Int

        package init(id: Int) { self.id = id }
    }

    /// How strongly a constraint holds. Required ones must hold; the others are traded off by
    /// weight, the sum of each broken one's weight times its error being minimised.
    package enum Strength: Equatable, Sendable {
        case required
        case weighted(Double)

        var weight: Double {
            switch self {
            case .required: 0
            case .weighted(let weight): weight
            }
        }
    }

    package enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// `expression relation 0`, with a strength. `expression` is a constant plus weighted variables.
    package struct Constraint: Sendable {
        package var terms: [(Variable, Double)]
        package var constant: Double
        package var relation: Relation
        package var strength: Strength

        package init(terms: [(Variable, Double)], constant: Double, relation: Relation, strength: Strength) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }
    }

    /// A handle to an added constraint, to remove it later.
    package struct Handle: Hashable, Sendable {
        let id: Int
    }

    /// The constraint cannot hold together with the required ones already added.
    package struct Unsatisfiable: Error {}
}
