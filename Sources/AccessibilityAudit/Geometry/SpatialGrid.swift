import EarshotUIKit

/// A uniform grid over the screen that finds the rectangles near a point or a rectangle without
/// comparing every pair, so the geometric rules stay near-linear on large screens.
///
/// Items with exactly the same rectangle share one `Place`, so a pile of targets stacked on one
/// spot (a thousand buttons at one frame) costs a rule one comparison per place rather than one
/// per pair. Rectangles covering many cells (full-screen backgrounds) are kept in a separate list
/// that every query returns, which keeps insertion cheap however large they are.
struct SpatialGrid {
    /// One rectangle and the ids of the items that have exactly it, ascending.
    struct Place {
        let rect: CGRect
        fileprivate(set) var ids: [Int]

        /// Whether `id` is one of this place's items.
        /// - Complexity: O(log k), k the items here.
        func holds(_ id: Int) -> Bool {
            var low = 0
            var high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if ids[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low < ids.count && ids[low] == id
        }
    }

    /// Every distinct rectangle, in the order it was first inserted.
    private(set) var places: [Place] = []
    private let cellSize: Double
    private var placeOfRect: [RectKey: Int] = [:]
    private var cells: [Cell: [Int]] = [:]
    private var large: [Int] = []
    private static let maximumCellsPerItem = 64

    private struct Cell: Hashable {
        let x: Int
        let y: Int
    }

    /// A rectangle's exact bits, so equal rectangles meet in one place.
    private struct RectKey: Hashable {
        let x, y, width, height: UInt64

        init(_ rect: CGRect) {
            x = Double(rect.origin.x).bitPattern
            y = Double(rect.origin.y).bitPattern
            width = Double(rect.size.width).bitPattern
            height = Double(rect.size.height).bitPattern
        }
    }

    init(cellSize: Double = 64) {
        self.cellSize = max(1, cellSize)
    }

    /// Adds item `id` covering `rect`. Ids must be inserted in ascending order.
    mutating func insert(_ id: Int, _ rect: CGRect) {
        let key = RectKey(rect)
        if let existing = placeOfRect[key] {
            places[existing].ids.append(id)
            return
        }
        let place = places.count
        places.append(Place(rect: rect, ids: [id]))
        placeOfRect[key] = place
        guard let range = cellRange(of: rect), range.x.count * range.y.count <= Self.maximumCellsPerItem else {
            large.append(place)
            return
        }
        for x in range.x {
            for y in range.y { cells[Cell(x: x, y: y), default: []].append(place) }
        }
    }

    /// The places whose rectangles may meet `rect` (a superset: callers test exactly), each once,
    /// in the order they were first inserted.
    /// - Complexity: O(p log p), p the places in the cells `rect` covers.
    func places(near rect: CGRect) -> [Place] {
        placeIndices(near: rect).map { places[$0] }
    }

    /// The ids whose rectangles may meet `rect` (a superset; callers test exactly), ascending, once each.
    /// - Complexity: O(p log p + k log k), k the ids found.
    func candidates(near rect: CGRect) -> [Int] {
        var ids: [Int] = []
        for place in placeIndices(near: rect) { ids.append(contentsOf: places[place].ids) }
        ids.sort()
        return ids
    }

    /// The indices of `places(near:)`, ascending, once each: gathered in a list, sorted and
    /// stripped of repeats (a place covers several cells), without a set for each query.
    private func placeIndices(near rect: CGRect) -> [Int] {
        guard !places.isEmpty else { return [] }
        var found = large
        if let range = cellRange(of: rect), range.x.count * range.y.count <= 4 * Self.maximumCellsPerItem {
            for x in range.x {
                for y in range.y {
                    if let indices = cells[Cell(x: x, y: y)] { found.append(contentsOf: indices) }
                }
            }
        } else {
            for indices in cells.values { found.append(contentsOf: indices) }
        }
        found.sort()
        var unique = 0
        for index in found.indices where index == 0 || found[index] != found[index - 1] {
            found[unique] = found[index]
            unique += 1
        }
        found.removeLast(found.count - unique)
        return found
    }

    private func cellRange(of rect: CGRect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        guard rect.isFinite, !rect.isNull else { return nil }
        let limit = Double(Int32.max)
        let values = [rect.minX, rect.maxX, rect.minY, rect.maxY].map { Double($0) / cellSize }
        guard values.allSatisfy({ abs($0) < limit }) else { return nil }
        return (
            Int(values[0].rounded(.down))...Int(values[1].rounded(.down)),
            Int(values[2].rounded(.down))...Int(values[3].rounded(.down))
        )
    }
}
