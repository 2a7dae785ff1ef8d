/// An incremental linear-arithmetic constraint solver in the Cassowary style (Badros, Borning and
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), which is what
/// UIKit's Auto Layout engine is: equalities and inequalities over real variables, each required
/// or preferred with a strength, solved by the simplex method with error variables whose weighted
/// sum is minimised. Constraints are added and removed one at a time, each costing a few pivots,
/// so changing one constant (a remove and an add) costs far less than solving from scratch.
///
/// Required constraints that name a new variable are kept outside the tableau as definitions
/// (LayoutSolver+Definitions.swift), so a chain of views costs linear time, and the objective keeps
/// its negative cells aside (LayoutSolver+Objective.swift); docs/layout.md, "Solver".
///
/// Deterministic: every choice between equally good pivots goes to the oldest symbol, so the same
/// constraints added in the same order always give the same layout, ambiguous ones included.
///
/// Its own module, knowing nothing of views: EarshotUIKit's Auto Layout engine turns constraints,
/// anchors and priorities into its terms (EarshotUIKit/AutoLayout), and other layouts can too.
package struct LayoutSolver {
    private struct Tag {
        var marker: Symbol
        var other: Symbol?
        /// The weight its error symbols carry in the objective, to take back out on removal.
        var weight: Double = 0
        /// The variable the constraint defines, when it is kept as a definition (see
        /// LayoutSolver+Definitions.swift) rather than as a row.
        var defined: Variable?
    }

    // MARK: State

    private var nextSymbolID = 0
    private var nextHandleID = 0
    var variables: [Variable: Symbol] = [:]
    var rows: [Symbol: Row] = [:]
    /// For each symbol, the basic symbols whose rows mention it, so a pivot touches only those.
    var columns: [Symbol: Set<Symbol>] = [:]
    private var tags: [Handle: Tag] = [:]
    var objective = Objective()
    private var artificial: Row?
    /// Required constraints kept out of the tableau, each solved for a variable no row mentions.
    var definitions: [Variable: Definition] = [:]
    /// For each variable, the definitions that name it on their right-hand side.
    var definitionDependents: [Variable: Set<Variable>] = [:]
    /// The variable each definition's marker belongs to.
    var definedByMarker: [Symbol: Variable] = [:]
    /// The variable of each external symbol.
    var externalVariables: [Symbol: Variable] = [:]
    /// The values read, and what changed since (LayoutSolver+Solution.swift). A reference, so a
    /// read need not mutate the solver; copied on the first change after the solver was copied
    /// (`keepSolutionUnique`), so a copy is a value of its own.
    var solution = Solution()

    package init() {}

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// Makes `row` the row of `basic`, indexing its symbols.
    mutating func setRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        noteRowChanged(basic)
        for cell in row.cells { columns[cell.symbol, default: []].insert(basic) }
    }

    /// Takes the row of `basic` out, unindexing its symbols.
    private mutating func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        noteRowChanged(basic)
        for cell in row.cells { columns[cell.symbol]?.remove(basic) }
        return row
    }

    mutating func symbol(_ kind: SymbolKind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    mutating func symbol(for variable: Variable) -> Symbol {
        if let existing = variables[variable] { return existing }
        let made = symbol(.external)
        variables[variable] = made
        externalVariables[made] = variable
        return made
    }

    // MARK: Adding and removing

    /// Adds `constraint`; throws `Unsatisfiable` when it is required and contradicts the required
    /// constraints already there (the solution of the others is unchanged).
    package mutating func add(_ constraint: Constraint) throws(Unsatisfiable) -> Handle {
        keepSolutionUnique()
        if constraint.strength == .required, let (variable, definition) = definition(of: constraint) {
            define(variable, definition)
            nextHandleID += 1
            let handle = Handle(id: nextHandleID)
            tags[handle] = Tag(marker: definition.marker, defined: variable)
            return handle
        }
        var tag = Tag(marker: Symbol(id: 0, kind: .dummy), other: nil, weight: constraint.strength.weight)
        var row = makeRow(constraint, tag: &tag)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard Self.nearZero(row.constant) else { throw Unsatisfiable() }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        } else if !addWithArtificialVariable(row) {
            // The artificial row was dropped and the pivots made on the way leave an equivalent
            // tableau, but the basis moved: re-optimize so the solution is the best one again.
            optimize(artificial: false)
            throw Unsatisfiable()
        }
        nextHandleID += 1
        let handle = Handle(id: nextHandleID)
        tags[handle] = tag
        optimize(artificial: false)
        return handle
    }

    /// Removes a constraint added before; the others keep holding.
    package mutating func remove(_ handle: Handle) {
        guard let tag = tags.removeValue(forKey: handle) else { return }
        keepSolutionUnique()
        if let variable = tag.defined {
            // Kept out of the tableau: it goes, unless rows hold its expansion (its marker), in
            // which case it becomes the variable's row and is taken out as a row is.
            guard undefine(variable) else { return }
        }
        removeErrorEffects(tag)
        if takeRow(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), var row = takeRow(leaving) else { return }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        optimize(artificial: false)
    }

    /// The value of `variable` in the current solution (0 for a variable in no constraint).
    /// - Complexity: O(1), or on the first read after a change, O(a) for the a definitions the
    ///   change reaches (LayoutSolver+Solution.swift).
    package func value(of variable: Variable) -> Double {
        if definitions[variable] != nil { return definedValue(of: variable) }
        return tableauValue(of: variable)
    }

    /// The value of a variable the tableau holds: its row's constant when basic, else 0.
    func tableauValue(of variable: Variable) -> Double {
        guard let symbol = variables[variable], let row = rows[symbol] else { return 0 }
        return row.constant
    }

    // MARK: The simplex method

    private mutating func makeRow(_ constraint: Constraint, tag: inout Tag) -> Row {
        var row = Row(constant: constraint.constant)
        insertExpanded(constraint.terms.filter { !Self.nearZero($0.1) }, into: &row)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = symbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if constraint.strength != .required {
                let error = symbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, constraint.strength.weight)
            }
        case .equal:
            if constraint.strength != .required {
                let plus = symbol(.error)
                let minus = symbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength.weight)
                objective.insert(minus, constraint.strength.weight)
            } else {
                let dummy = symbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// An external symbol if the row has one, else a fresh slack or error symbol of its tag with a
    /// negative coefficient. Of the external symbols, the one the fewest rows mention (the newest
    /// on a tie): making it basic substitutes it into the fewest rows, so a chain of views
    /// (each one's top at the previous one's bottom) keeps its rows short instead of every row
    /// growing with the chain.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var best: (uses: Int, symbol: Symbol)?
        for cell in row.cells where cell.symbol.kind == .external {
            let uses = columns[cell.symbol]?.count ?? 0
            if best == nil || uses < best!.uses || (uses == best!.uses && cell.symbol.id > best!.symbol.id) {
                best = (uses, cell.symbol)
            }
        }
        if let best { return best.symbol }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.kind == .slack || candidate.kind == .error {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return nil
    }

    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = symbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificial: true)
        let success = Self.nearZero(artificial?.constant ?? 0)
        artificial = nil
        guard success else {
            // The row cannot reach zero, so `art` is still basic and appears in no other row:
            // dropping its row leaves the tableau exactly as it was without the constraint.
            // (Kiwi pivots it in anyway, which leaves part of the rejected row in the tableau.)
            _ = takeRow(art)
            for key in columns.removeValue(forKey: art) ?? [] { rows[key]?.remove(art) }
            objective.remove(art)
            return false
        }
        if var basic = takeRow(art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.first(where: { $0.symbol.kind == .slack || $0.symbol.kind == .error })?.symbol else {
                return false
            }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            setRow(entering, basic)
        }
        for key in columns.removeValue(forKey: art) ?? [] { rows[key]?.remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` in every row that mentions it (found through `columns`).
    private mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for key in columns.removeValue(forKey: symbol) ?? [] {
            guard rows[key] != nil else { continue }
            rows[key]!.substitute(symbol, row)
            noteRowChanged(key)
            for cell in row.cells {
                if rows[key]!.position(of: cell.symbol) != nil {
                    columns[cell.symbol, default: []].insert(key)
                } else {
                    columns[cell.symbol]?.remove(key)
                }
            }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Pivots until no coefficient of the objective (or of the artificial objective) is negative.
    /// Bounded: an unbounded objective (which required constraints rule out) stops the loop.
    private mutating func optimize(artificial useArtificial: Bool) {
        var pivots = 0
        while pivots < 100_000 {
            let candidate =
                if useArtificial, let artificial {
                    artificial.cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol
                } else {
                    objective.entering
                }
            guard let entering = candidate,
                let leaving = leavingRow(for: entering), var row = takeRow(leaving)
            else { return }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(entering, row)
            pivots += 1
        }
    }

    /// The row that limits `entering` most (the minimum ratio), ties to the oldest symbol.
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for symbol in columns[entering] ?? [] where symbol.kind != .external {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio - 1e-12 || (abs(ratio - best!.ratio) <= 1e-12 && symbol < best!.symbol) {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }

    private mutating func removeErrorEffects(_ tag: Tag) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            let weight = tag.weight
            if let row = rows[symbol] {
                objective.insert(row, -weight)
            } else {
                objective.insert(symbol, -weight)
            }
        }
    }

    /// The row to pivot the marker into when removing a constraint whose marker is not basic.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        for symbol in columns[marker] ?? [] {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                if third == nil || symbol < third! { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && symbol < first!.symbol) { first = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && symbol < second!.symbol) {
                    second = (ratio, symbol)
                }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }
}
