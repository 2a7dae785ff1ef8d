import EarshotUIKit

/// A uniform grid over the screen that finds the rectangles near a point or a rectangle without
/// comparing every pair, so the geometric rules stay near-linear on large screens.
///
/// Rectangles covering many cells (full-screen backgrounds) are kept in a separate list that
/// every query returns, which keeps insertion cheap however large they are.
struct SpatialGrid {
    private let cellSize: Double
    private var cells: [Cell: [Int]] = [:]
    private var large: [Int] = []
    private static let maximumCellsPerItem = 64

    private struct Cell: Hashable {
        let x: Int
        let y: Int
    }

    init(cellSize: Double = 64) {
        self.cellSize = max(1, cellSize)
    }

    /// Adds item `id` covering `rect`.
    mutating func insert(_ id: Int, _ rect: CGRect) {
        guard let range = cellRange(of: rect) else {
            large.append(id)
            return
        }
        if range.x.count * range.y.count > Self.maximumCellsPerItem {
            large.append(id)
            return
        }
        for x in range.x {
            for y in range.y { cells[Cell(x: x, y: y), default: []].append(id) }
        }
    }

    /// The ids whose rectangles may meet `rect` (a superset; callers test exactly), ascending, once each.
    func candidates(near rect: CGRect) -> [Int] {
        var found = Set(large)
        if let range = cellRange(of: rect), range.x.count * range.y.count <= 4 * Self.maximumCellsPerItem {
            for x in range.x {
                for y in range.y { found.formUnion(cells[Cell(x: x, y: y)] ?? []) }
            }
        } else {
            for ids in cells.values { found.formUnion(ids) }
        }
        return found.sorted()
    }

    private func cellRange(of rect: CGRect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        guard rect.isFinite, !rect.isNull else { return nil }
        let limit = Double(Int32.max)
        let values = [rect.minX, rect.maxX, rect.minY, rect.maxY].map { Double($0) / cellSize }
        guard values.allSatisfy({ abs($0) < limit }) else { return nil }
        return (Int(values[0].rounded(.down))...Int(values[1].rounded(.down)),
                Int(values[2].rounded(.down))...Int(values[3].rounded(.down)))
    }
}
