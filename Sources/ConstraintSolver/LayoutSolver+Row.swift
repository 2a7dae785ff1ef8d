/// The tableau's vocabulary: symbols (the caller's variables and the slack, error and dummy
/// symbols the simplex method adds) and rows, linear expressions over them.
extension LayoutSolver {
    enum SymbolKind { case external, slack, error, dummy }

    struct Symbol: Hashable, Comparable {
        let id: Int
        let kind: SymbolKind
        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    }

    /// `constant + Σ coefficient · symbol`, the cells kept sorted by symbol for determinism.
    struct Row {
        var constant: Double
        var cells: [(symbol: Symbol, coefficient: Double)] = []

        init(constant: Double) { self.constant = constant }

        func coefficient(for symbol: Symbol) -> Double {
            guard let index = position(of: symbol) else { return 0 }
            return cells[index].coefficient
        }

        func position(of symbol: Symbol) -> Int? {
            var low = 0
            var high = cells.count
            while low < high {
                let middle = (low + high) / 2
                if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
            }
            return low < cells.count && cells[low].symbol == symbol ? low : nil
        }

        mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
            var low = 0
            var high = cells.count
            while low < high {
                let middle = (low + high) / 2
                if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
            }
            if low < cells.count && cells[low].symbol == symbol {
                let sum = cells[low].coefficient + coefficient
                if LayoutSolver.nearZero(sum) { cells.remove(at: low) } else { cells[low].coefficient = sum }
            } else if !LayoutSolver.nearZero(coefficient) {
                cells.insert((symbol, coefficient), at: low)
            }
        }

        mutating func insert(_ row: Row, _ coefficient: Double) {
            constant += row.constant * coefficient
            for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
        }

        mutating func remove(_ symbol: Symbol) {
            if let index = position(of: symbol) { cells.remove(at: index) }
        }

        mutating func reverseSign() {
            constant = -constant
            for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
        }

        /// Rewrites `0 = self` as `symbol = …`.
        mutating func solve(for symbol: Symbol) {
            guard let index = position(of: symbol) else { return }
            let factor = -1 / cells[index].coefficient
            cells.remove(at: index)
            constant *= factor
            for position in cells.indices { cells[position].coefficient *= factor }
        }

        /// Rewrites `lhs = self` (where self holds rhs) as `rhs = …`.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`.
        mutating func substitute(_ symbol: Symbol, _ row: Row) {
            guard let index = position(of: symbol) else { return }
            let coefficient = cells[index].coefficient
            cells.remove(at: index)
            insert(row, coefficient)
        }
    }
}
