@testable import EarshotUIKit
import Testing

/// The Cassowary solver on its own (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm"): required and weighted constraints, inequalities, conflicts,
/// removal and determinism.
@Suite("Layout solver")
struct LayoutSolverTests {
    typealias V = LayoutSolver.Variable
    let x = V(id: 0), y = V(id: 1), z = V(id: 2)

    /// `Σ terms + constant relation 0`.
    func make(_ terms: [(V, Double)], _ constant: Double, _ relation: LayoutSolver.Relation = .equal,
              _ strength: LayoutSolver.Strength = .required) -> LayoutSolver.Constraint {
        LayoutSolver.Constraint(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    @Test func requiredEqualitiesChain() throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -10))                 // x = 10
        _ = try solver.add(make([(y, 1), (x, -1)], -20))        // y = x + 20
        _ = try solver.add(make([(z, 2), (y, -1)], 0))          // 2z = y
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 30)
        #expect(solver.value(of: z) == 15)
    }

    @Test func strongerPreferenceWins() throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -100, .equal, .priority(250)))
        _ = try solver.add(make([(x, 1)], -200, .equal, .priority(750)))
        #expect(solver.value(of: x) == 200)
    }

    @Test(arguments: [(LayoutSolver.Relation.greaterThanOrEqual, 50.0, 50.0), (.lessThanOrEqual, 50.0, 10.0)])
    func inequalityBoundsAPreference(relation: LayoutSolver.Relation, bound: Double, expected: Double) throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -bound, relation))     // x ≥ 50 or x ≤ 50
        _ = try solver.add(make([(x, 1)], -10, .equal, .priority(500)))   // x wants 10
        #expect(solver.value(of: x) == expected)
    }

    @Test func contradictionIsRefusedAndTheRestStillHolds() throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -10))
        _ = try solver.add(make([(y, 1), (x, -1)], 0))
        #expect(throws: LayoutSolver.Unsatisfiable.self) { try solver.add(make([(y, 1)], -20)) }
        #expect(throws: LayoutSolver.Unsatisfiable.self) { try solver.add(make([(y, 1)], -30, .greaterThanOrEqual)) }
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
        // The refused constraints left nothing behind: a new compatible one still solves.
        _ = try solver.add(make([(z, 1), (y, -1)], -5))
        #expect(solver.value(of: z) == 15)
    }

    @Test func removeAndReAddRestoresTheSolution() throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], 0, .greaterThanOrEqual))
        let pin = try solver.add(make([(x, 1)], -40))
        _ = try solver.add(make([(y, 1), (x, -1)], -10))
        #expect(solver.value(of: y) == 50)
        solver.remove(pin)
        let again = try solver.add(make([(x, 1)], -70))
        #expect(solver.value(of: y) == 80)
        solver.remove(again)
        _ = try solver.add(make([(x, 1)], -40))
        #expect(solver.value(of: y) == 50)
    }

    @Test func removingAWeightedConstraintTakesItsPullAway() throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -100, .equal, .priority(250)))
        let strong = try solver.add(make([(x, 1)], -200, .equal, .priority(750)))
        solver.remove(strong)
        #expect(solver.value(of: x) == 100)
    }

    /// Ambiguous: x + y = 100 with nothing else. The same constraints in the same order give the
    /// same answer every time.
    @Test func ambiguityIsResolvedTheSameWayEveryTime() throws {
        var answers = Set<[Double]>()
        for _ in 0..<20 {
            var solver = LayoutSolver()
            _ = try solver.add(make([(x, 1), (y, 1)], -100))
            _ = try solver.add(make([(x, 1)], 0, .greaterThanOrEqual))
            _ = try solver.add(make([(y, 1)], 0, .greaterThanOrEqual))
            answers.insert([solver.value(of: x), solver.value(of: y)])
        }
        #expect(answers.count == 1)
        #expect(answers.first.map { $0[0] + $0[1] } == 100)
    }
}
