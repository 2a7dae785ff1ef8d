extension LayoutSolver {
    /// The weighted sum of error terms the solver minimises.
    ///
    /// Unlike a row, it names every error term of the layout (four per label with an intrinsic
    /// size), so it is kept as a dictionary with its negative coefficients aside: a pivot changes
    /// a few of its cells and the next entering symbol is found among the negative ones, instead
    /// of shifting and scanning a sorted array as long as the layout.
    struct Objective {
        private var cells: [Symbol: Double] = [:]
        /// The symbols whose coefficient is negative and which may enter the basis (not dummies).
        private var negatives = Set<Symbol>()

        /// The symbol to pivot in next: the oldest one whose coefficient is negative, the same
        /// choice the first negative cell of a sorted row gives.
        /// - Complexity: O(k), k the negative coefficients (usually none or one).
        var entering: Symbol? { negatives.min() }

        func contains(_ symbol: Symbol) -> Bool { cells[symbol] != nil }

        mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            if LayoutSolver.nearZero(sum) {
                cells[symbol] = nil
                negatives.remove(symbol)
                return
            }
            cells[symbol] = sum
            if sum < 0 && symbol.kind != .dummy { negatives.insert(symbol) } else { negatives.remove(symbol) }
        }

        /// Adds `coefficient · row` (its constant does not matter to the optimum).
        mutating func insert(_ row: Row, _ coefficient: Double) {
            for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
        }

        mutating func remove(_ symbol: Symbol) {
            cells[symbol] = nil
            negatives.remove(symbol)
        }

        /// Replaces `symbol` by `row`.
        mutating func substitute(_ symbol: Symbol, _ row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            negatives.remove(symbol)
            insert(row, coefficient)
        }
    }
}
