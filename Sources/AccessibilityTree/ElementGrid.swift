import EarshotUIKit

/// A uniform grid over elements' touch areas, so the elements under a point are found without
/// looking at every element (touch exploration on a screen of a hundred thousand elements).
///
/// The grid covers the union of the areas with about one cell per element. Each element is listed
/// in every cell its area meets, boundaries included, so a cell's list holds every element that
/// can contain a point of that cell; the caller still tests containment exactly. An element that
/// would fill more than `maximumCellsPerElement` cells (a full-screen element among small ones) is
/// kept in one list checked for every point instead. Lists are in element order, and a query
/// merges the two in that order, so callers see candidates in the order a scan would.
struct ElementGrid: Sendable {
    /// Past this many cells an element goes in the list checked for every point.
    static let maximumCellsPerElement = 64

    private let origin: CGPoint
    private let cellWidth: CGFloat
    private let cellHeight: CGFloat
    private let columns: Int
    private let rows: Int
    /// Where each cell's list starts in `entries`, row by row; one more than the cells.
    private let cellStarts: [Int]
    /// Every cell's list of indices of the elements whose area meets it, ascending in each list.
    private let entries: [Int32]
    /// Indices of the elements too large to list per cell, ascending.
    private let large: [Int32]
    /// The areas the grid was built from, by element index, kept side by side so testing a
    /// candidate does not chase each element's storage (on a large screen, a cache miss each).
    let areas: [CGRect]

    /// - Complexity: O(n · c), c ≤ `maximumCellsPerElement` the cells an element meets.
    init(areas: [CGRect]) {
        self.areas = areas
        var union = CGRect.null
        for area in areas where Self.isIndexable(area) { union = union.union(area) }
        guard !union.isNull, union.width > 0, union.height > 0 else {
            origin = .zero
            (cellWidth, cellHeight, columns, rows) = (1, 1, 0, 0)
            (cellStarts, entries, large) = ([0], [], [])
            return
        }
        // About one cell per element, shaped like the union.
        let target = Double(max(1, min(areas.count, 1 << 20)))
        let aspect = Double(union.width) / Double(union.height)
        let columns = Int(min(4_096, max(1, (target * aspect).squareRoot())))
        let rows = Int(min(4_096, max(1, target / Double(columns))))
        let cellWidth = union.width / CGFloat(columns)
        let cellHeight = union.height / CGFloat(rows)
        (self.origin, self.columns, self.rows, self.cellWidth, self.cellHeight) = (union.origin, columns, rows, cellWidth, cellHeight)

        // Two passes: count each cell's entries, then fill them in element order.
        var spans: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)?] = []
        spans.reserveCapacity(areas.count)
        var counts = [Int](repeating: 0, count: columns * rows + 1)
        var large: [Int32] = []
        for (index, area) in areas.enumerated() {
            guard Self.isIndexable(area) else {
                spans.append(nil)
                continue
            }
            let columnSpan = Self.span(area.minX, area.maxX, from: union.minX, step: cellWidth, count: columns)
            let rowSpan = Self.span(area.minY, area.maxY, from: union.minY, step: cellHeight, count: rows)
            if columnSpan.count * rowSpan.count > Self.maximumCellsPerElement {
                large.append(Int32(index))
                spans.append(nil)
                continue
            }
            spans.append((columnSpan, rowSpan))
            for row in rowSpan { for column in columnSpan { counts[row * columns + column + 1] += 1 } }
        }
        for cell in 0..<(columns * rows) { counts[cell + 1] += counts[cell] }
        var next = counts
        var entries = [Int32](repeating: 0, count: counts[columns * rows])
        for (index, span) in spans.enumerated() {
            guard let span else { continue }
            for row in span.rows {
                for column in span.columns {
                    let cell = row * columns + column
                    entries[next[cell]] = Int32(index)
                    next[cell] += 1
                }
            }
        }
        (self.cellStarts, self.entries, self.large) = (counts, entries, large)
    }

    /// Calls `body` with the index of each element whose area may contain `point`, ascending.
    /// - Complexity: O(k + l), k the elements listed in the point's cell, l the large ones; no
    ///   allocation.
    func forEachCandidate(at point: CGPoint, _ body: (Int) -> Void) {
        guard columns > 0 else { return }
        let x = (point.x - origin.x) / cellWidth
        let y = (point.y - origin.y) / cellHeight
        // Outside the union (or not a number) no area contains the point, the large ones included.
        guard x >= 0, y >= 0, x <= CGFloat(columns), y <= CGFloat(rows) else { return }
        let cell = min(Int(y), rows - 1) * columns + min(Int(x), columns - 1)
        var i = cellStarts[cell]
        var j = 0
        let listedEnd = cellStarts[cell + 1]
        while i < listedEnd || j < large.count {
            if j == large.count || (i < listedEnd && entries[i] < large[j]) {
                body(Int(entries[i]))
                i += 1
            } else {
                body(Int(large[j]))
                j += 1
            }
        }
    }

    /// An area that can contain a point: finite (its far edges too: a huge origin plus a huge
    /// size overflows), not empty.
    private static func isIndexable(_ area: CGRect) -> Bool {
        area.isFinite && area.maxX.isFinite && area.maxY.isFinite && area.width > 0 && area.height > 0
    }

    /// The cells, clamped to the grid, that `low...high` meets (boundaries included).
    private static func span(_ low: CGFloat, _ high: CGFloat, from start: CGFloat, step: CGFloat, count: Int) -> ClosedRange<Int> {
        let last = CGFloat(count - 1)
        let first = Int(min(last, max(0, ((low - start) / step).rounded(.down))))
        let end = Int(min(last, max(0, ((high - start) / step).rounded(.down))))
        return first...max(first, end)
    }
}
