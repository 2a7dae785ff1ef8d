import ConstraintSolver
import Testing

/// The solver through the API another layout would use, with no view in sight: required
/// equalities, strengths ordered by weight, a value suggested and suggested again, and required
/// constraints it cannot satisfy.
@Suite("Layout solver, through its API")
struct LayoutSolverAPITests {
    typealias V = LayoutSolver.Variable
    let x = V(id: 0), y = V(id: 1), z = V(id: 2)

    /// `Σ terms + constant relation 0`.
    func make(
        _ terms: [(V, Double)], _ constant: Double, _ relation: LayoutSolver.Relation = .equal,
        _ strength: LayoutSolver.Strength = .required
    ) -> LayoutSolver.Constraint {
        LayoutSolver.Constraint(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    /// x = start, y = x + gap, z = y · factor: each value follows from the ones before it.
    @Test(arguments: [(0.0, 0.0, 1.0), (10, 20, 0.5), (-40, 8, 3), (1e6, -1e6, 2)])
    func requiredEqualitiesHoldExactly(start: Double, gap: Double, factor: Double) throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -start))
        _ = try solver.add(make([(y, 1), (x, -1)], -gap))
        _ = try solver.add(make([(z, 1), (y, -factor)], 0))
        #expect(solver.value(of: x) == start)
        #expect(solver.value(of: y) == start + gap)
        #expect(solver.value(of: z) == (start + gap) * factor)
    }

    /// Two preferences pull x apart; the heavier one wins whichever was added first, and a
    /// required bound beats both.
    @Test(arguments: [(1.0, 2.0), (1e2, 1e6), (1e6, 1e2), (5, 4)], [false, true])
    func theHeavierPreferenceWins(weights: (Double, Double), heavierFirst: Bool) throws {
        let pulls = [(target: 100.0, weight: weights.0), (target: 200.0, weight: weights.1)]
        let heavier = pulls.max { $0.weight < $1.weight }!
        var solver = LayoutSolver()
        for pull in heavierFirst ? pulls.sorted(by: { $0.weight > $1.weight }) : pulls.sorted(by: { $0.weight < $1.weight }) {
            _ = try solver.add(make([(x, 1)], -pull.target, .equal, .weighted(pull.weight)))
        }
        #expect(solver.value(of: x) == heavier.target)
        _ = try solver.add(make([(x, 1)], -150, .lessThanOrEqual))
        #expect(solver.value(of: x) == (heavier.target == 200 ? 150 : 100))
    }

    /// A value suggested for x as a strong preference, then suggested again (the old suggestion
    /// removed, the new one added, as a changed constant is): x takes each suggestion the
    /// required bound 0 ≤ x ≤ 100 allows, and y = x + 10 follows it.
    @Test(arguments: [[30.0, 70, 50], [150, 40], [-5, 100, 0, 101]])
    func suggestedValuesAreTakenWithinTheRequiredBounds(suggestions: [Double]) throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(y, 1), (x, -1)], -10))
        _ = try solver.add(make([(x, 1)], 0, .greaterThanOrEqual))
        _ = try solver.add(make([(x, 1)], -100, .lessThanOrEqual))
        _ = try solver.add(make([(x, 1)], 0, .equal, .weighted(1)))  // x leans to 0
        var suggestion: LayoutSolver.Handle?
        for value in suggestions {
            if let suggestion { solver.remove(suggestion) }
            suggestion = try solver.add(make([(x, 1)], -value, .equal, .weighted(1e6)))
            let expected = min(100, max(0, value))
            #expect(solver.value(of: x) == expected)
            #expect(solver.value(of: y) == expected + 10)
        }
        solver.remove(try #require(suggestion))
        #expect(solver.value(of: x) == 0)
    }

    /// A required constraint that contradicts the required ones already added (x = 10,
    /// y = x + 5, z ≥ y) is refused with `Unsatisfiable`, and the solution is what it was.
    @Test(arguments: [
        // Variables by id: 0 is x, 1 is y, 2 is z.
        ([(0, 1.0)], -11.0, LayoutSolver.Relation.equal),  // x = 11
        ([(0, 1.0)], -20.0, .greaterThanOrEqual),  // x ≥ 20
        ([(0, 1.0)], 0.0, .lessThanOrEqual),  // x ≤ 0
        ([(1, 1.0), (0, -1.0)], 0.0, .equal),  // y = x
        ([(2, 1.0), (1, -1.0)], 1.0, .lessThanOrEqual),  // z ≤ y − 1
    ])
    func aContradictionIsRefusedAndChangesNothing(terms: [(Int, Double)], constant: Double, relation: LayoutSolver.Relation) throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -10))
        _ = try solver.add(make([(y, 1), (x, -1)], -5))
        _ = try solver.add(make([(z, 1), (y, -1)], 0, .greaterThanOrEqual))
        _ = try solver.add(make([(z, 1)], 0, .equal, .weighted(1)))
        let before = [x, y, z].map(solver.value(of:))
        #expect(before == [10, 15, 15])
        #expect(throws: LayoutSolver.Unsatisfiable.self) {
            try solver.add(make(terms.map { (V(id: $0.0), $0.1) }, constant, relation))
        }
        #expect([x, y, z].map(solver.value(of:)) == before)
    }
}
