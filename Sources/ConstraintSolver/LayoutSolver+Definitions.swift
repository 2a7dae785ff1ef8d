/// Definitions: required equalities kept out of the simplex tableau.
///
/// A required equality that names a variable no row and no other definition mentions yet (a view's
/// top placed below the view before it, a frame pinned to its superview's) is stored solved for
/// that variable, `v = constant + Σ coefficient · term + c · marker`, instead of becoming a row.
/// In the plain Cassowary tableau every basic variable is written in parametric symbols only, so
/// in a column of n chained views the last view's row names the error terms of all n heights
/// above it: n² cells, so a cold solve of 1,000 chained labels would take seconds. Kept as definitions,
/// the chain costs O(n): the tableau holds only the rows that trade something off (the intrinsic
/// sizes, the inequalities), and the positions are read by evaluating the definitions in order.
///
/// A definition enters the tableau only through an expansion: a row that names a defined variable
/// gets its definition, and the definitions that one names, in its place, marker included. The
/// marker (a dummy symbol, as Cassowary gives every required equality) is what lets the constraint
/// be removed later: a definition nothing expanded is simply dropped; one whose marker is in the
/// tableau first becomes its variable's row, then leaves as any required row leaves.
///
/// Invariants: a defined variable appears in no row; definitions never depend on themselves (a
/// definition that would close a cycle is added as a row instead).
extension LayoutSolver {
    /// `variable = constant + Σ coefficient · term + markerCoefficient · marker`.
    struct Definition {
        var terms: [(Variable, Double)]
        var constant: Double
        var marker: Symbol
        var markerCoefficient: Double
    }

    /// The first variable of `constraint` that it can define, with the definition: one no row
    /// and no definition holds yet, which its other terms do not depend on.
    mutating func definition(of constraint: Constraint) -> (Variable, Definition)? {
        guard let index = constraint.terms.firstIndex(where: { !Self.nearZero($0.1) && isUnused($0.0) }) else {
            return nil
        }
        let (variable, coefficient) = constraint.terms[index]
        var terms: [(Variable, Double)] = []
        for (position, term) in constraint.terms.enumerated() where position != index && !Self.nearZero(term.1) {
            terms.append((term.0, -term.1 / coefficient))
        }
        guard !depends(terms.map(\.0), on: variable) else { return nil }
        return (
            variable,
            Definition(
                terms: terms, constant: -constraint.constant / coefficient,
                marker: symbol(.dummy), markerCoefficient: -1 / coefficient)
        )
    }

    mutating func define(_ variable: Variable, _ definition: Definition) {
        definitions[variable] = definition
        definedByMarker[definition.marker] = variable
        for (term, _) in definition.terms { definitionDependents[term, default: []].insert(variable) }
        noteDefinitionChanged(variable)
    }

    /// Drops the definition of `variable`. Returns true when rows hold its expansion: the
    /// definition is then the variable's row, for the caller to remove through its marker.
    mutating func undefine(_ variable: Variable) -> Bool {
        guard let definition = definitions.removeValue(forKey: variable) else { return false }
        definedByMarker[definition.marker] = nil
        for (term, _) in definition.terms {
            definitionDependents[term]?.remove(variable)
            if definitionDependents[term]?.isEmpty == true { definitionDependents[term] = nil }
        }
        noteDefinitionChanged(variable)
        guard isInTableau(definition.marker) else { return false }
        var row = Row(constant: definition.constant)
        insertExpanded(definition.terms, into: &row)
        insertSymbol(definition.marker, definition.markerCoefficient, into: &row)
        setRow(symbol(for: variable), row)
        return true
    }

    /// Whether no row, no objective and no definition holds `variable` (definitions may name it).
    private func isUnused(_ variable: Variable) -> Bool {
        guard definitions[variable] == nil else { return false }
        guard let symbol = variables[variable] else { return true }
        return !isInTableau(symbol)
    }

    private func isInTableau(_ symbol: Symbol) -> Bool {
        rows[symbol] != nil || !(columns[symbol]?.isEmpty ?? true) || objective.contains(symbol)
    }

    /// Whether any of `roots` is `variable` or is defined (through any chain of definitions) in
    /// terms of it.
    /// - Complexity: O(1) when no definition names `variable`; else O(a), a the definitions the
    ///   roots lead to. An explicit stack.
    private func depends(_ roots: [Variable], on variable: Variable) -> Bool {
        if roots.contains(variable) { return true }
        guard definitionDependents[variable] != nil else { return false }
        var seen = Set<Variable>()
        var pending = roots
        while let next = pending.popLast() {
            guard let definition = definitions[next], seen.insert(next).inserted else { continue }
            for (term, _) in definition.terms {
                if term == variable { return true }
                pending.append(term)
            }
        }
        return false
    }

    /// Adds `Σ coefficient · variable` to `row` in the tableau's parametric symbols: a basic
    /// variable by its row, a defined one by its definition (and the definitions that names, each
    /// expanded once with its summed coefficient, in dependency order, so shared ones do not
    /// multiply).
    /// - Complexity: O(d + c), d the definitions reached, c the cells inserted. An explicit stack.
    mutating func insertExpanded(_ terms: [(Variable, Double)], into row: inout Row) {
        guard terms.contains(where: { definitions[$0.0] != nil }) else {
            for (variable, coefficient) in terms { insertTableauTerm(variable, coefficient, into: &row) }
            return
        }
        let order = definitionsReached(from: terms.map(\.0))
        var pending: [Variable: Double] = [:]
        for (variable, coefficient) in terms {
            if definitions[variable] != nil {
                pending[variable, default: 0] += coefficient
            } else {
                insertTableauTerm(variable, coefficient, into: &row)
            }
        }
        // Reverse post-order: every definition comes before the ones it names, so its
        // coefficient is complete when it is expanded.
        for variable in order.reversed() {
            guard let coefficient = pending.removeValue(forKey: variable), let definition = definitions[variable] else { continue }
            row.constant += definition.constant * coefficient
            insertSymbol(definition.marker, definition.markerCoefficient * coefficient, into: &row)
            for (term, factor) in definition.terms {
                if definitions[term] != nil {
                    pending[term, default: 0] += factor * coefficient
                } else {
                    insertTableauTerm(term, factor * coefficient, into: &row)
                }
            }
        }
    }

    private mutating func insertTableauTerm(_ variable: Variable, _ coefficient: Double, into row: inout Row) {
        // Made before the call: as an argument of a method on `self`, the new symbol would be
        // written while `self` is borrowed for that call, copying every variable each time.
        let symbol = symbol(for: variable)
        insertSymbol(symbol, coefficient, into: &row)
    }

    private func insertSymbol(_ symbol: Symbol, _ coefficient: Double, into row: inout Row) {
        if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
    }

    /// The defined variables reachable from `roots`, each after every definition it names
    /// (post-order); with `within`, only those in it, each after the ones of it that it names.
    /// - Complexity: O(d), d the definitions reached and their terms. An explicit stack.
    func definitionsReached(from roots: [Variable], within: Set<Variable>? = nil) -> [Variable] {
        func follows(_ variable: Variable) -> Bool {
            within.map { $0.contains(variable) } ?? (definitions[variable] != nil)
        }
        var order: [Variable] = []
        var seen = Set<Variable>()
        var stack: [(variable: Variable, next: Int)] = []
        for root in roots where follows(root) && seen.insert(root).inserted {
            stack.append((root, 0))
            while let top = stack.last {
                let terms = definitions[top.variable]?.terms ?? []
                if top.next < terms.count {
                    stack[stack.count - 1].next += 1
                    let term = terms[top.next].0
                    if follows(term), seen.insert(term).inserted { stack.append((term, 0)) }
                } else {
                    stack.removeLast()
                    order.append(top.variable)
                }
            }
        }
        return order
    }
}
