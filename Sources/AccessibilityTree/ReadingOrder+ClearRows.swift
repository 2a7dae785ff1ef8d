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
        // x as it is compared: right-to-left layouts read the larger x first.
        let sign: CGFloat = layoutDirection == .rightToLeft ? -1 : 1
        var byHeight: [(y: CGFloat, x: CGFloat, position: Int)] = []
        byHeight.reserveCapacity(keys.count)
        var unkeyed: [Int] = []
        for (position, key) in keys.enumerated() {
            guard let key else {
                unkeyed.append(position)
                continue
            }
            guard key.x.isFinite, key.y.isFinite else { return nil }
            byHeight.append((key.y, sign * key.x, position))
        }
        // Walk order usually runs down the screen (or up it): no sort then. Which of two equal
        // heights comes first does not matter, since each row is sorted by (x, position) below.
        if !Self.isAscending(byHeight) {
            byHeight.reverse()
            if !Self.isAscending(byHeight) { byHeight.sort { $0.y < $1.y } }
        }

        // Rows from the top: a key within the tolerance of its row's top joins the row; one at
        // least the tolerance below the row's lowest key starts the next; anything between is a
        // staircase.
        var positions: [Int] = []
        positions.reserveCapacity(keys.count)
        func appendRow(_ row: Range<Int>) {
            byHeight[row].sort { ($0.x, $0.position) < ($1.x, $1.position) }
            for entry in byHeight[row] { positions.append(entry.position) }
        }
        var rowStart = 0
        for index in byHeight.indices where byHeight[index].y - byHeight[rowStart].y >= rowTolerance {
            guard byHeight[index].y - byHeight[index - 1].y >= rowTolerance else { return nil }
            appendRow(rowStart..<index)
            rowStart = index
        }
        appendRow(rowStart..<byHeight.count)
        positions.append(contentsOf: unkeyed)
        return positions
    }

    /// Whether the heights never decrease.
    private static func isAscending(_ keys: [(y: CGFloat, x: CGFloat, position: Int)]) -> Bool {
        var index = 1
        while index < keys.count {
            if keys[index].y < keys[index - 1].y { return false }
            index += 1
        }
        return true
    }
}
