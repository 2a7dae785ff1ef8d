/// The solution as read: the defined variables' values, kept up to date by evaluating again only
/// the definitions a change can reach, and the variables whose values may have changed since the
/// caller last asked (`takeChangedVariables`), so a layout pass after a small change writes the
/// frames of the views it moved instead of every frame (docs/layout.md, "Passes where only
/// constants changed").
///
/// A variable the tableau holds has its row's constant as value, read directly. A defined one
/// (LayoutSolver+Definitions.swift) is `constant + Σ coefficient · term + c · marker`, so its value
/// changes when its definition comes or goes, when its marker's row changes, or when a term's
/// value changes. The solver notes the first two and every row of an external variable it sets,
/// changes or takes out (`noteRowChanged`, `noteDefinitionChanged`); an update follows the
/// definitions that name what was noted (`definitionDependents`) and evaluates those alone.
extension LayoutSolver {
    /// The values read, and what changed since. A reference, so a read need not mutate the solver.
    final class Solution {
        /// The defined variables' values; nil until the first read, and after a change that
        /// reached so many definitions that evaluating all of them is as cheap.
        var definedValues: [Variable: Double]?
        /// Since `definedValues` was filled: variables whose rows were set, changed or taken out.
        var touchedRows = Set<Variable>()
        /// Since `definedValues` was filled: variables whose definition came or went, or whose
        /// definition's marker's row changed.
        var touchedDefinitions = Set<Variable>()
        /// The variables whose values may have changed since the caller last took them; nil for
        /// any of them (nothing read yet, or everything evaluated again).
        var changed: Set<Variable>?

        func copy() -> Solution {
            let copy = Solution()
            copy.definedValues = definedValues
            copy.touchedRows = touchedRows
            copy.touchedDefinitions = touchedDefinitions
            copy.changed = changed
            return copy
        }
    }

    /// Gives this solver a solution of its own before a change, when a copy of the solver shares
    /// it: the solver is a value, and what one copy notes must not reach the other.
    /// - Complexity: O(1) when not shared; else O(v), v the values kept.
    mutating func keepSolutionUnique() {
        if !isKnownUniquelyReferenced(&solution) { solution = solution.copy() }
    }

    /// Notes that the row of `basic` was set, changed or taken out.
    /// - Complexity: O(1).
    func noteRowChanged(_ basic: Symbol) {
        guard solution.definedValues != nil else { return }
        switch basic.kind {
        case .external:
            if let variable = externalVariables[basic] { solution.touchedRows.insert(variable) }
        case .dummy, .slack:
            // A definition's marker (an inequality's slack may be basic).
            if let defined = definedByMarker[basic] { solution.touchedDefinitions.insert(defined) }
        case .error:
            break
        }
    }

    /// Notes that `variable`'s definition came or went.
    func noteDefinitionChanged(_ variable: Variable) {
        guard solution.definedValues != nil else { return }
        solution.touchedDefinitions.insert(variable)
    }

    /// The value of a defined variable, after evaluating what changed since the last read.
    /// - Complexity: O(1) when nothing changed; else `updateSolution`'s.
    func definedValue(of variable: Variable) -> Double {
        updateSolution()
        return solution.definedValues?[variable] ?? 0
    }

    /// The variables whose values may have changed since the last call (a superset: a value
    /// evaluated again to the same number is left out, one whose row merely changed is not),
    /// nil meaning any. Evaluates what changed first.
    package func takeChangedVariables() -> Set<Variable>? {
        updateSolution()
        defer { solution.changed = [] }
        return solution.changed
    }

    /// Brings the defined variables' values up to date: all of them when none were read or the
    /// change reached more than a quarter of them, else only those the change reaches.
    /// - Complexity: O(a + e), a the definitions reached from what changed and e the terms
    ///   naming them; O(d) for all d definitions' terms when evaluating all.
    private func updateSolution() {
        let solution = solution
        guard var values = solution.definedValues else {
            solution.definedValues = evaluateAllDefinitions()
            solution.changed = nil
            return
        }
        if solution.touchedRows.isEmpty && solution.touchedDefinitions.isEmpty { return }
        solution.definedValues = nil  // Uniquely referenced while it is changed.
        defer {
            solution.touchedRows.removeAll()
            solution.touchedDefinitions.removeAll()
        }
        let reached = definitionsDepending(
            on: solution.touchedRows.union(solution.touchedDefinitions),
            limit: definitions.count / 4 + 16)
        guard let reached else {
            solution.definedValues = evaluateAllDefinitions()
            solution.changed = nil
            return
        }
        var changed = solution.changed
        changed?.formUnion(solution.touchedRows)
        for variable in solution.touchedDefinitions where definitions[variable] == nil {
            // No longer defined: the tableau holds it now (or nothing does, and it is 0).
            values[variable] = nil
            changed?.insert(variable)
        }
        // Each definition after the reached ones it names.
        for variable in definitionsReached(from: Array(reached), within: reached) {
            guard let definition = definitions[variable] else { continue }
            let value = evaluate(definition, values: values)
            if values.updateValue(value, forKey: variable) != value { changed?.insert(variable) }
        }
        solution.definedValues = values
        solution.changed = changed
    }

    /// Every defined variable that is in `roots` or names (through any chain of definitions) one
    /// of them; nil when there are more than `limit`.
    /// - Complexity: O(min(a, limit) + e), a those variables, e the references followed. An
    ///   explicit stack.
    private func definitionsDepending(on roots: Set<Variable>, limit: Int) -> Set<Variable>? {
        var reached = Set<Variable>()
        var pending = Array(roots)
        for root in roots where definitions[root] != nil { reached.insert(root) }
        while let next = pending.popLast() {
            for dependent in definitionDependents[next] ?? [] where reached.insert(dependent).inserted {
                if reached.count > limit { return nil }
                pending.append(dependent)
            }
        }
        return reached
    }

    /// Every defined variable's value, each definition after the ones it names.
    /// - Complexity: O(d), d all definitions' terms.
    private func evaluateAllDefinitions() -> [Variable: Double] {
        var values: [Variable: Double] = [:]
        values.reserveCapacity(definitions.count)
        for defined in definitionsReached(from: Array(definitions.keys)) {
            guard let definition = definitions[defined] else { continue }
            values[defined] = evaluate(definition, values: values)
        }
        return values
    }

    /// A definition's value, its defined terms read from `values`.
    private func evaluate(_ definition: Definition, values: [Variable: Double]) -> Double {
        var value = definition.constant + definition.markerCoefficient * (rows[definition.marker]?.constant ?? 0)
        for (term, coefficient) in definition.terms {
            value += coefficient * (values[term] ?? tableauValue(of: term))
        }
        return value
    }
}
