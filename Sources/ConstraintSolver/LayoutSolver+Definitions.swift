/// Definitions: required constraints kept out of the simplex tableau.
///
/// A required equality or inequality that names a variable no row and no other definition
/// mentions yet (a view's top placed below the view before it, a view's leading at least the
/// system spacing after its neighbour's trailing, a frame pinned to its superview's) is stored
/// solved for that variable, `v = constant + Σ coefficient · term + c · marker`, instead of
/// becoming a row. In the plain Cassowary tableau every basic variable is written in parametric
/// symbols only, so in a column of n chained views the last view's row names the error terms or
/// slacks of all n links above it: n² cells, so a cold solve of 1,000 chained labels would take
/// seconds. Kept as definitions, the chain costs O(n): the tableau holds only the rows that trade
/// something off (the intrinsic sizes, the optional constraints), and the positions are read by
/// evaluating the definitions in order.
///
/// The marker is the symbol Cassowary gives the constraint: a dummy for an equality (always 0), a
/// slack for an inequality (`≤`: `expression + slack = 0`; `≥`: `expression − slack = 0`, the
/// slack never negative). An inequality's slack starts at 0, in no row, so the definition holds
/// with equality until a row that expands it lets the simplex method move the slack like any other.
///
/// A definition enters the tableau only through an expansion: a row that names a defined variable
/// gets its definition, and the definitions that one names, in its place, marker included. The
/// marker is what lets the constraint be removed later: a definition nothing expanded is simply
/// dropped; one whose marker is in the tableau first becomes its variable's row, then leaves as
/// any required row leaves.
///
/// Invariants: a defined variable appears in no row; definitions never depend on themselves (a
/// definition that would close a cycle is added as a row instead); a definition's rank is greater
/// than the rank of every defined variable it names, so expanding in falling rank visits each
/// definition after every one that names it.
extension LayoutSolver {
    /// `variable = constant + Σ coefficient · term + markerCoefficient · marker`.
    struct Definition {
        var terms: [(Variable, Double)]
        var constant: Double
        var marker: Symbol
        var markerCoefficient: Double
        /// Greater than the rank of every defined term (an undefined variable ranks 0), so the
        /// definitions naming one come before it in falling rank (`insertExpanded`).
        var rank = 1
    }

    /// The first variable of the required `constraint` that it can define, with the definition:
    /// one no row and no definition holds yet, which its other terms do not depend on.
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
        // The marker's coefficient in the row `makeRow` would build: the dummy's and a `≤`
        // slack's +1, a `≥` slack's −1.
        let (marker, sign): (Symbol, Double) =
            switch constraint.relation {
            case .equal: (symbol(.dummy), 1)
            case .lessThanOrEqual: (symbol(.slack), 1)
            case .greaterThanOrEqual: (symbol(.slack), -1)
            }
        return (
            variable,
            Definition(
                terms: terms, constant: -constraint.constant / coefficient,
                marker: marker, markerCoefficient: -sign / coefficient)
        )
    }

    /// Keeps `definition` for `variable`, ranked above the definitions it names; the definitions
    /// that already name `variable` are raised above it where they were not.
    /// - Complexity: O(t) for its t terms, plus the definitions raised (none when `variable` was
    ///   named by no definition, or by ones already ranked above it). An explicit stack.
    mutating func define(_ variable: Variable, _ definition: Definition) {
        var definition = definition
        definition.rank = 1
        for (term, _) in definition.terms { definition.rank = max(definition.rank, (definitions[term]?.rank ?? 0) + 1) }
        definitions[variable] = definition
        definedByMarker[definition.marker] = variable
        for (term, _) in definition.terms { definitionDependents[term, default: []].insert(variable) }
        noteDefinitionChanged(variable)
        var raised = [variable]
        while let next = raised.popLast() {
            guard let rank = definitions[next]?.rank else { continue }
            for dependent in definitionDependents[next] ?? [] where (definitions[dependent]?.rank ?? rank + 1) <= rank {
                definitions[dependent]?.rank = rank + 1
                raised.append(dependent)
            }
        }
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
    /// expanded once with its summed coefficient, in falling rank, so shared ones do not
    /// multiply). A definition whose summed coefficient cancels is not followed, so a row naming
    /// two neighbours of a long chain (`leadingᵢ − trailingᵢ₋₁`) costs their link, not the chain.
    /// - Complexity: O((d + c) log d), d the definitions reached with a coefficient, c the cells
    ///   inserted. A heap, no recursion.
    mutating func insertExpanded(_ terms: [(Variable, Double)], into row: inout Row) {
        guard terms.contains(where: { definitions[$0.0] != nil }) else {
            for (variable, coefficient) in terms { insertTableauTerm(variable, coefficient, into: &row) }
            return
        }
        var pending: [Variable: Double] = [:]
        var queue = RankQueue()
        for (variable, coefficient) in terms {
            if let rank = definitions[variable]?.rank {
                if pending.updateValue((pending[variable] ?? 0) + coefficient, forKey: variable) == nil {
                    queue.push(rank, variable)
                }
            } else {
                insertTableauTerm(variable, coefficient, into: &row)
            }
        }
        // Falling rank: every definition naming a variable comes before it, so its coefficient
        // is complete when it is expanded.
        while let variable = queue.pop() {
            guard let coefficient = pending.removeValue(forKey: variable), !Self.nearZero(coefficient),
                let definition = definitions[variable]
            else { continue }
            row.constant += definition.constant * coefficient
            insertSymbol(definition.marker, definition.markerCoefficient * coefficient, into: &row)
            for (term, factor) in definition.terms {
                if let rank = definitions[term]?.rank {
                    if pending.updateValue((pending[term] ?? 0) + factor * coefficient, forKey: term) == nil {
                        queue.push(rank, term)
                    }
                } else {
                    insertTableauTerm(term, factor * coefficient, into: &row)
                }
            }
        }
    }

    /// Defined variables by rank, highest first (the highest variable number on a tie, so the
    /// order is the same every run).
    struct RankQueue {
        private var heap: [(rank: Int, variable: Variable)] = []

        private static func before(_ a: (rank: Int, variable: Variable), _ b: (rank: Int, variable: Variable)) -> Bool {
            a.rank != b.rank ? a.rank > b.rank : a.variable.id > b.variable.id
        }

        mutating func push(_ rank: Int, _ variable: Variable) {
            heap.append((rank, variable))
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard Self.before(heap[child], heap[parent]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        }

        mutating func pop() -> Variable? {
            guard !heap.isEmpty else { return nil }
            heap.swapAt(0, heap.count - 1)
            let top = heap.removeLast()
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var first = parent
                if left < heap.count, Self.before(heap[left], heap[first]) { first = left }
                if right < heap.count, Self.before(heap[right], heap[first]) { first = right }
                guard first != parent else { break }
                heap.swapAt(parent, first)
                parent = first
            }
            return top.variable
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
