import ConstraintSolver
import Testing

/// The Cassowary solver on its own (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm"): required and weighted constraints, inequalities, conflicts,
/// removal and determinism. Weights 1e2, 1e4 and 1e6 are the ones UIKit's priorities 250, 500 and
/// 750 map to (EarshotUIKit's `LayoutSolver.Strength.priority`).
@Suite("Layout solver")
struct LayoutSolverTests {
    typealias V = LayoutSolver.Variable
    let x = V(id: 0), y = V(id: 1), z = V(id: 2)

    /// `Σ terms + constant relation 0`.
    func make(
        _ terms: [(V, Double)], _ constant: Double, _ relation: LayoutSolver.Relation = .equal,
        _ strength: LayoutSolver.Strength = .required
    ) -> LayoutSolver.Constraint {
        LayoutSolver.Constraint(terms: terms, constant: constant, relation: relation, strength: strength)
    }

    @Test func requiredEqualitiesChain() throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -10))  // x = 10
        _ = try solver.add(make([(y, 1), (x, -1)], -20))  // y = x + 20
        _ = try solver.add(make([(z, 2), (y, -1)], 0))  // 2z = y
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 30)
        #expect(solver.value(of: z) == 15)
    }

    @Test func strongerPreferenceWins() throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -100, .equal, .weighted(1e2)))
        _ = try solver.add(make([(x, 1)], -200, .equal, .weighted(1e6)))
        #expect(solver.value(of: x) == 200)
    }

    @Test(arguments: [(LayoutSolver.Relation.greaterThanOrEqual, 50.0, 50.0), (.lessThanOrEqual, 50.0, 10.0)])
    func inequalityBoundsAPreference(relation: LayoutSolver.Relation, bound: Double, expected: Double) throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(x, 1)], -bound, relation))  // x ≥ 50 or x ≤ 50
        _ = try solver.add(make([(x, 1)], -10, .equal, .weighted(1e4)))  // x wants 10
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
        _ = try solver.add(make([(x, 1)], -100, .equal, .weighted(1e2)))
        let strong = try solver.add(make([(x, 1)], -200, .equal, .weighted(1e6)))
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

    // MARK: Definitions (required equalities kept out of the tableau)

    /// A chain of 100,000 required equalities, each naming a new variable, is held as
    /// definitions; a constraint on its last variable expands the whole chain into one row
    /// without recursion, and removing the first link (whose expansion that row holds) leaves the
    /// rest holding.
    @Test(.tags(.stress), .enabled(if: stressTestsEnabled)) func aLongChainIsSolvedAndALinkRemoved() throws {
        let count = 100_000
        var solver = LayoutSolver()
        let chain = (0...count).map { V(id: $0) }
        _ = try solver.add(make([(chain[0], 1)], 0, .greaterThanOrEqual))  // y0 ≥ 0
        var links: [LayoutSolver.Handle] = []
        for index in 1...count {  // yᵢ = yᵢ₋₁ + 10
            links.append(try solver.add(make([(chain[index], 1), (chain[index - 1], -1)], -10)))
        }
        _ = try solver.add(make([(chain[count], 1)], -Double(10 * count + 5)))  // y_n = 10n + 5
        #expect(solver.value(of: chain[0]) == 5)
        #expect(solver.value(of: chain[count / 2]) == Double(10 * (count / 2) + 5))
        #expect(solver.value(of: chain[count]) == Double(10 * count + 5))
        solver.remove(links[0])
        #expect(solver.value(of: chain[count]) == Double(10 * count + 5))
        #expect(solver.value(of: chain[1]) == 15)
        #expect(solver.value(of: chain[0]) == 0)
    }

    /// Required inequalities that name a new variable are definitions too, with their slack as
    /// marker: a chain of 30,000 `xᵢ ≥ xᵢ₋₁ + 10` links, each also preferring to be tight (a row
    /// naming only the two neighbours, which must not expand the whole chain; the middle one
    /// weakest), pushed at its end 5 past the sum of its gaps: the middle link stretches.
    /// Removing that link, whose slack the simplex method moved, keeps every other one. The test
    /// takes minutes if a link's row grows with the chain (Badros, Borning and Stuckey, "The
    /// Cassowary Linear Arithmetic Constraint Solving Algorithm": a plain tableau writes each
    /// basic variable in all the slacks before it).
    @Test(.tags(.stress), .enabled(if: stressTestsEnabled)) func aLongChainOfInequalitiesIsSolvedAndALinkRemoved() throws {
        let count = 30_000
        let middle = count / 2
        var solver = LayoutSolver()
        let chain = (0...count).map { V(id: $0) }
        _ = try solver.add(make([(chain[0], 1)], 0))  // x0 = 0
        var links: [LayoutSolver.Handle] = []
        for index in 1...count {  // xᵢ ≥ xᵢ₋₁ + 10, preferably equal
            links.append(try solver.add(make([(chain[index], 1), (chain[index - 1], -1)], -10, .greaterThanOrEqual)))
            let weight = index == middle ? 1 : 1e2
            _ = try solver.add(make([(chain[index], 1), (chain[index - 1], -1)], -10, .equal, .weighted(weight)))
        }
        _ = try solver.add(make([(chain[count], 1)], -Double(10 * count + 5), .greaterThanOrEqual, .weighted(1e6)))
        #expect(solver.value(of: chain[count]) == Double(10 * count + 5))
        #expect(solver.value(of: chain[middle]) == Double(10 * middle + 5))
        #expect(solver.value(of: chain[middle - 1]) == Double(10 * (middle - 1)))
        solver.remove(links[middle - 1])  // the stretched link
        _ = try solver.add(make([(chain[count], 1)], -Double(10 * count + 100), .lessThanOrEqual))
        #expect(solver.value(of: chain[count]) == Double(10 * count + 5))
        #expect(solver.value(of: chain[middle]) == Double(10 * middle + 5))
        #expect(solver.value(of: chain[1]) == 10)
    }

    /// `x ≥ 50` and `x ≤ 50` hold as definitions of x (their slack starting at 0): a preference
    /// moves the slack through the simplex method as it would a row's, and removing the
    /// inequality while its slack is basic lets the preference win.
    @Test(arguments: [
        (LayoutSolver.Relation.greaterThanOrEqual, 80.0, 80.0, 50.0), (.lessThanOrEqual, 10.0, 10.0, 50.0),
        (.greaterThanOrEqual, 10.0, 50.0, 10.0),
    ])
    func anInequalityDefinitionGivesWayAndLeaves(relation: LayoutSolver.Relation, preferred: Double, held: Double, other: Double) throws {
        var solver = LayoutSolver()
        let bound = try solver.add(make([(x, 1)], -50, relation))
        _ = try solver.add(make([(y, 1), (x, -1)], -1))  // y = x + 1, defined through x
        _ = try solver.add(make([(x, 1)], -preferred, .equal, .weighted(1e4)))
        #expect(solver.value(of: x) == held)
        #expect(solver.value(of: y) == held + 1)
        solver.remove(bound)
        #expect(solver.value(of: x) == preferred)
        #expect(solver.value(of: y) == preferred + 1)
        _ = try solver.add(make([(x, 1)], -other))  // pinned, required
        #expect(solver.value(of: y) == other + 1)
    }

    /// Each variable defined twice over the one before (2⁶⁰ paths from the last to the first):
    /// expanding the last one visits each definition once.
    @Test func sharedDefinitionsExpandOnce() throws {
        var solver = LayoutSolver()
        var previous = V(id: 0)
        _ = try solver.add(make([(previous, 1)], 0, .greaterThanOrEqual))
        var next = 1
        for _ in 0..<60 {
            let a = V(id: next)
            let b = V(id: next + 1)
            let c = V(id: next + 2)
            next += 3
            _ = try solver.add(make([(a, 1), (previous, -1)], 0))  // a = p
            _ = try solver.add(make([(b, 1), (previous, -1)], 0))  // b = p
            _ = try solver.add(make([(c, 1), (a, -1), (b, -1), (previous, 1)], 0))  // c = a + b − p
            previous = c
        }
        _ = try solver.add(make([(previous, 1)], -7))
        #expect(solver.value(of: V(id: 0)) == 7)
        #expect(solver.value(of: previous) == 7)
    }

    /// `w = v + 1` defines w; then `v = w + 2` would define v through itself, so it is a row,
    /// and a contradiction; `v = w − 1` is redundant and holds.
    @Test func aDefinitionNeverDependsOnItself() throws {
        var solver = LayoutSolver()
        _ = try solver.add(make([(y, 1), (x, -1)], -1))
        #expect(throws: LayoutSolver.Unsatisfiable.self) { try solver.add(make([(x, 1), (y, -1)], -2)) }
        _ = try solver.add(make([(x, 1), (y, -1)], 1))
        _ = try solver.add(make([(x, 1)], -4, .equal, .weighted(1e4)))
        #expect(solver.value(of: x) == 4)
        #expect(solver.value(of: y) == 5)
    }

    /// A definition removed and added again with another constant (one constraint's constant
    /// changed) moves everything defined through it.
    @Test func changingADefinitionsConstantMovesWhatFollows() throws {
        var solver = LayoutSolver()
        let first = try solver.add(make([(x, 1)], -8))  // x = 8
        _ = try solver.add(make([(y, 1), (x, -1), (z, -1)], -8))  // y = x + z + 8
        _ = try solver.add(make([(z, 1)], -20, .greaterThanOrEqual, .weighted(1e6)))  // z ≥ 20
        _ = try solver.add(make([(z, 1)], -20, .lessThanOrEqual, .weighted(1e2)))  // z ≤ 20
        #expect(solver.value(of: y) == 36)
        solver.remove(first)
        _ = try solver.add(make([(x, 1)], -20))
        #expect(solver.value(of: y) == 48)
    }

    /// A chain of definitions held above a bottom edge by a required inequality (which expands
    /// the whole chain into its row), re-chained in the middle, then its first link replaced by
    /// one far past the edge: every required constraint still holds exactly, and the weighted
    /// heights give way (no constraint requires a height to be positive, so one goes negative).
    @Test func aReChainedColumnKeepsEveryRequiredConstraint() throws {
        var solver = LayoutSolver()
        let top = V(id: 100)
        let footerY = V(id: 101)
        let footerH = V(id: 102)
        let y = (0..<6).map { V(id: 200 + $0) }
        let h = (0..<6).map { V(id: 300 + $0) }
        _ = try solver.add(make([(top, 1)], -47))
        var links = [try solver.add(make([(y[0], 1), (top, -1)], -10))]
        for index in 1..<6 {
            links.append(try solver.add(make([(y[index], 1), (y[index - 1], -1), (h[index - 1], -1)], -10)))
        }
        _ = try solver.add(make([(footerY, 1), (footerH, 1)], -797))
        _ = try solver.add(make([(y[5], 1), (h[5], 1), (footerY, -1)], 10, .lessThanOrEqual))
        for height in h + [footerH] {
            _ = try solver.add(make([(height, 1)], -20, .lessThanOrEqual, .weighted(1e2)))
            _ = try solver.add(make([(height, 1)], -20, .greaterThanOrEqual, .weighted(1e6)))
        }
        #expect(solver.value(of: y[5]) == 207)
        for index in [2, 3, 4] { solver.remove(links[index]) }
        _ = try solver.add(make([(y[3], 1), (y[1], -1), (h[1], -1)], -10))
        _ = try solver.add(make([(y[2], 1), (y[3], -1), (h[3], -1)], -10))
        _ = try solver.add(make([(y[4], 1), (y[2], -1), (h[2], -1)], -10))
        #expect(solver.value(of: y[2]) == 147)
        #expect(solver.value(of: y[5]) == 207)
        solver.remove(links[0])
        _ = try solver.add(make([(y[0], 1), (top, -1)], -10_000))
        func value(_ variable: V) -> Double { solver.value(of: variable) }
        #expect(value(y[0]) == value(top) + 10_000)
        for (below, above) in [(1, 0), (3, 1), (2, 3), (4, 2), (5, 4)] {
            #expect(abs(value(y[below]) - (value(y[above]) + value(h[above]) + 10)) < 1e-6)
        }
        #expect(value(y[5]) + value(h[5]) <= value(footerY) - 10 + 1e-6)
        #expect(value(footerY) + value(footerH) == 797)
    }

    /// Two columns of 100 chained rows: after a link in the middle of one changes, the values
    /// read are a fresh solver's, the variables reported as changed are that column's rows from
    /// the link down (the ones a layout pass must write), and the other column is not among them.
    /// The solver evaluated only what the change reached (LayoutSolver+Solution.swift).
    @Test func aChangeReportsTheVariablesItMovesAndReadsAsAFreshSolve() throws {
        let count = 100
        func y(_ column: Int, _ row: Int) -> V { V(id: 1_000 * column + 2 * row) }
        func h(_ column: Int, _ row: Int) -> V { V(id: 1_000 * column + 2 * row + 1) }
        func build(middleGap: Double) throws -> (LayoutSolver, LayoutSolver.Handle?) {
            var solver = LayoutSolver()
            var middle: LayoutSolver.Handle?
            for column in 0..<2 {
                _ = try solver.add(make([(y(column, 0), 1)], -10))
                for row in 0..<count {
                    _ = try solver.add(make([(h(column, row), 1)], -20, .lessThanOrEqual, .weighted(1e2)))
                    _ = try solver.add(make([(h(column, row), 1)], -20, .greaterThanOrEqual, .weighted(1e6)))
                    guard row > 0 else { continue }
                    let gap = column == 0 && row == count / 2 ? middleGap : 8
                    let link = try solver.add(make([(y(column, row), 1), (y(column, row - 1), -1), (h(column, row - 1), -1)], -gap))
                    if column == 0 && row == count / 2 { middle = link }
                }
            }
            return (solver, middle)
        }
        var (solver, middle) = try build(middleGap: 8)
        #expect(solver.value(of: y(0, count - 1)) == 10 + Double(count - 1) * 28)
        #expect(solver.takeChangedVariables() == nil)
        #expect(solver.takeChangedVariables() == [])
        solver.remove(try #require(middle))
        _ = try solver.add(make([(y(0, count / 2), 1), (y(0, count / 2 - 1), -1), (h(0, count / 2 - 1), -1)], -30))
        let changed = try #require(solver.takeChangedVariables())
        #expect(Set((count / 2..<count).map { y(0, $0) }).isSubset(of: changed))
        #expect(changed.allSatisfy { $0.id < 1_000 && $0.id >= 2 * (count / 2) - 2 })
        let (fresh, _) = try build(middleGap: 30)
        for column in 0..<2 {
            for row in 0..<count {
                #expect(solver.value(of: y(column, row)) == fresh.value(of: y(column, row)))
                #expect(solver.value(of: h(column, row)) == fresh.value(of: h(column, row)))
            }
        }
    }

    /// The solver is a value: a copy changed afterwards reads its own values, and the original
    /// keeps its own, though the two shared what they had read before the copy.
    @Test func aCopyOfTheSolverIsAValueOfItsOwn() throws {
        var solver = LayoutSolver()
        let first = try solver.add(make([(x, 1)], -8))  // x = 8
        _ = try solver.add(make([(y, 1), (x, -1)], -10))  // y = x + 10
        #expect(solver.value(of: y) == 18)
        var copy = solver
        copy.remove(first)
        _ = try copy.add(make([(x, 1)], -30))  // x = 30 in the copy
        #expect(copy.value(of: y) == 40)
        #expect(solver.value(of: y) == 18)
        _ = try solver.add(make([(z, 1), (y, -1)], -1))  // z = y + 1 in the original
        #expect(solver.value(of: z) == 19)
        #expect(copy.value(of: y) == 40)
    }
}
