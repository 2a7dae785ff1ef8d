import EarshotUIKit

extension ReadingOrder {
    /// The positions of `keys` in reading order: exactly what the stable sort of
    /// `StableSort.swift` gives with `precedes` (nil keys, empty groups, last).
    ///
    /// The comparison is not transitive in general, so only that fixed algorithm defines the
    /// answer. When the keys' rows are clear, though (every two keys on one row are within the
    /// tolerance of every key of that row, and keys of different rows are not), the comparison is a
    /// strict weak order: every stable sort then gives the same answer, so a sort by (row, x, input
    /// position) gives it without the algorithm's closure calls. Screens laid out in rows, most of
    /// them, take that path; a staircase of keys takes the fixed algorithm.
    /// - Complexity: O(n log n) for n keys.
    func sortedPositions(of keys: [CGPoint?]) -> [Int] {
        if keys.count > [Int].insertionRunLength, let positions = positionsInClearRows(of: keys) {
            return positions
        }
        var positions: [Int] = []
        positions.reserveCapacity(keys.count)
        for position in keys.indices { positions.append(position) }
        return positions.stableSorted { precedes(keys[$0], keys[$1]) }
    }

    /// The sort by (row, x, input position), or nil when two keys are on one row without being on
    /// the row of every key between them in y (the comparison is then not transitive).
    func positionsInClearRows(of keys: [CGPoint?]) -> [Int]? {
        var byHeight: [(y: CGFloat, x: CGFloat, position: Int)] = []
        byHeight.reserveCapacity(keys.count)
        var unkeyed: [Int] = []
        for (position, key) in keys.enumerated() {
            guard let key else {
                unkeyed.append(position)
                continue
            }
            guard key.x.isFinite, key.y.isFinite else { return nil }
            byHeight.append((key.y, key.x, position))
        }
        byHeight.sort { $0.y < $1.y }

        // Rows from the top: a key within the tolerance of its row's top joins the row; one at
        // least the tolerance below the row's lowest key starts the next; anything between is a
        // staircase.
        var rows = [Int](repeating: 0, count: keys.count)
        var row = 0
        var rowTop = byHeight.first?.y ?? 0
        var rowBottom = rowTop
        for (y, _, position) in byHeight {
            if y - rowTop >= rowTolerance {
                guard y - rowBottom >= rowTolerance else { return nil }
                row += 1
                rowTop = y
            }
            rowBottom = y
            rows[position] = row
        }

        let sign: CGFloat = layoutDirection == .rightToLeft ? -1 : 1
        var sorted: [(row: Int, x: CGFloat, position: Int)] = []
        sorted.reserveCapacity(byHeight.count)
        for (_, x, position) in byHeight { sorted.append((rows[position], sign * x, position)) }
        sorted.sort { ($0.row, $0.x, $0.position) < ($1.row, $1.x, $1.position) }
        var positions: [Int] = []
        positions.reserveCapacity(keys.count)
        for entry in sorted { positions.append(entry.position) }
        positions.append(contentsOf: unkeyed)
        return positions
    }
}
