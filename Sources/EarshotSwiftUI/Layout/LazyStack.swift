import EarshotUIKit

/// The layout of a lazy container (`List`, `Form`, `LazyVStack`, `LazyHStack`): its rows one
/// after another along `axis`, only those the viewport shows (plus `LazyStack.margin`) built.
///
/// As UIKit's table and collection views do, a row never built has an estimated length
/// (`LazyStack.estimatedLength`) and a row built once keeps its measured one, so the content's
/// length — and the scroll view's "Page X of Y" — is known without building every row.
@MainActor
final class LazyStack {
    let axis: Axis
    let spacing: CGFloat
    let alignment: Alignment
    let rows: LazyRows
    let memory: LazyStackMemory
    /// A lazy grid's tracks across the axis (LazyVGrid's columns, LazyHGrid's rows): each slot
    /// along the axis is then one line of items, one per track.
    let grid: [GridItem]?
    /// The container's identity, from which a grid's lines take theirs.
    let path: String

    /// The length of a row not built yet: 44 pt, the height UIKit gives a table row and estimates
    /// for a self-sizing one (`UITableView.rowHeight`; docs/swiftui.md, "Lazy containers").
    static let estimatedLength: CGFloat = 44
    /// How far beyond the viewport rows are built, on each side, so the row after the last one
    /// shown exists for VoiceOver to move to (UIKit's collection view prepares cells ahead too).
    static let margin: CGFloat = 44

    init(
        path: String, axis: Axis, spacing: CGFloat, alignment: Alignment, rows: LazyRows, memory: LazyStackMemory, grid: [GridItem]? = nil
    ) {
        self.path = path
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.rows = rows
        self.memory = memory
        self.grid = grid
    }

    /// How many slots (rows, or lines of a grid) the content has when `cross` is the length across.
    func slotCount(cross: CGFloat?) -> Int {
        guard let grid else { return rows.count }
        let tracks = GridItem.tracks(grid, in: cross ?? memory.crossLength).count
        guard tracks > 0 else { return 0 }
        return (rows.count + tracks - 1) / tracks
    }

    /// The content's length along the axis: every slot's measured or estimated length, spaced.
    /// - Complexity: O(r), r the slots; no row is built.
    var totalLength: CGFloat {
        guard !memory.lengths.isEmpty else { return 0 }
        return memory.lengths.reduce(0, +) + spacing * CGFloat(memory.lengths.count - 1)
    }

    /// The size chosen for `proposal`: the offered cross length (a lazy stack takes the width it
    /// is given, as SwiftUI's does), else the widest row built so far; the content's length along.
    func size(for proposal: ProposedSize) -> CGSize {
        let offered = axis == .vertical ? proposal.width : proposal.height
        memory.resize(to: slotCount(cross: offered))
        let length = totalLength
        let cross = offered ?? memory.crossLength
        return axis == .vertical ? CGSize(width: cross, height: length) : CGSize(width: length, height: cross)
    }

    /// Builds the slots `visible` (host coordinates) shows, measures and places them in `rect`, and
    /// returns their views. One slot more on each side than the margin reaches is built, so even a
    /// row longer than the margin has its neighbours.
    /// - Complexity: O(r) arithmetic over the r slots' lengths, plus building the k rows shown.
    func place(in rect: CGRect, visible: CGRect) -> [ViewNode] {
        let vertical = axis == .vertical
        let cross = vertical ? rect.width : rect.height
        let count = slotCount(cross: cross)
        memory.resize(to: count)
        guard count > 0 else { return [] }
        let start = vertical ? rect.minY : rect.minX
        let low = (vertical ? visible.minY : visible.minX) - start - Self.margin
        let high = (vertical ? visible.maxY : visible.maxX) - start + Self.margin
        // The first slot reaching the visible range, by the lengths known, and one before it.
        var first = count - 1
        var cursor: CGFloat = 0
        for index in 0..<count {
            if cursor + memory.lengths[index] >= low {
                first = index
                break
            }
            cursor += memory.lengths[index] + spacing
        }
        first = max(first - 1, 0)
        var offset: CGFloat = 0
        for index in 0..<first { offset += memory.lengths[index] + spacing }
        // Slots are built and measured in turn until their measured lengths pass the range, and
        // one more: estimates longer than the rows must not leave part of the range empty.
        var built: [[(node: ViewNode, size: CGSize)]] = []
        var seen: Set<String> = []
        var end = offset
        var index = first
        while index < count {
            let slot = grid.map { buildLine(index, items: $0, cross: cross, seen: &seen) } ?? buildRow(index, cross: cross, seen: &seen)
            let lengths = slot.map { vertical ? $0.size.height : $0.size.width }
            memory.lengths[index] = lengths.reduce(0, +) + spacing * CGFloat(max(slot.count - 1, 0))
            memory.crossLength = max(memory.crossLength, slot.map { vertical ? $0.size.width : $0.size.height }.max() ?? 0)
            built.append(slot)
            let passed = end > high
            end += memory.lengths[index] + spacing
            index += 1
            if passed { break }
        }
        var placed: [ViewNode] = []
        for slot in built {
            for (node, size) in slot {
                let origin: CGPoint
                if vertical {
                    origin = CGPoint(x: rect.minX + alignment.horizontal.fraction * (cross - size.width), y: rect.minY + offset)
                    offset += size.height + spacing
                } else {
                    origin = CGPoint(x: rect.minX + offset, y: rect.minY + alignment.vertical.fraction * (cross - size.height))
                    offset += size.width + spacing
                }
                Layout.place(node, in: CGRect(origin: origin, size: size))
                placed.append(node)
            }
        }
        return placed
    }

    /// Where the row identified by `identity` (a ForEach id) is or would be, built or not, when the
    /// stack is placed at `frame`.
    /// - Complexity: O(r), r the rows (their identities read, none built).
    func frame(ofRow identity: String, placedAt frame: CGRect) -> CGRect? {
        guard let index = (0..<rows.count).first(where: { rows.identity($0) == identity }) else { return nil }
        let tracks = grid.map { GridItem.tracks($0, in: axis == .vertical ? frame.width : frame.height).count } ?? 1
        let slot = index / max(tracks, 1)
        guard slot < memory.lengths.count else { return nil }
        var offset: CGFloat = 0
        for earlier in 0..<slot { offset += memory.lengths[earlier] + spacing }
        if axis == .vertical {
            return CGRect(x: frame.minX, y: frame.minY + offset, width: frame.width, height: memory.lengths[slot])
        }
        return CGRect(x: frame.minX + offset, y: frame.minY, width: memory.lengths[slot], height: frame.height)
    }

    /// One row of a stack or list: its views and their sizes across `cross`.
    private func buildRow(_ index: Int, cross: CGFloat, seen: inout Set<String>) -> [(node: ViewNode, size: CGSize)] {
        let proposal = axis == .vertical ? ProposedSize(width: cross, height: nil) : ProposedSize(width: nil, height: cross)
        return rows.build(index, seen: &seen).map { ($0, Layout.size(of: $0, for: proposal)) }
    }

    /// One line of a grid: the items of line `index`, each in its track, in one node the length of
    /// the tallest (widest) item. Items read leading to trailing, lines top to bottom.
    private func buildLine(_ index: Int, items: [GridItem], cross: CGFloat, seen: inout Set<String>) -> [(node: ViewNode, size: CGSize)] {
        let tracks = GridItem.tracks(items, in: cross)
        let vertical = axis == .vertical
        let line = ViewNode(path: path + "#line\(index)", layout: .gridLine(vertical ? .horizontal : .vertical, tracks))
        let firstItem = index * tracks.count
        for item in firstItem..<min(firstItem + tracks.count, rows.count) {
            line.children += rows.build(item, seen: &seen)
        }
        let size = Layout.size(of: line, for: vertical ? ProposedSize(width: cross, height: nil) : ProposedSize(width: nil, height: cross))
        return [(line, size)]
    }
}

/// What a lazy container remembers across renders by its identity: each row's length along the
/// axis (estimated until the row is built) and the widest row built.
///
/// Lengths are kept by row position, as a table view keeps its row heights: after an insertion or
/// a deletion the rows after it keep the lengths of the positions they moved to until they are
/// built again, which moves content positions but never what is read.
@MainActor
final class LazyStackMemory {
    var lengths: [CGFloat] = []
    var crossLength: CGFloat = 0

    /// Adds estimated rows or drops the last ones so there is one length per row.
    /// - Complexity: O(d), d the change in the row count.
    func resize(to count: Int) {
        if lengths.count > count {
            lengths.removeLast(lengths.count - count)
        } else if lengths.count < count {
            lengths.append(contentsOf: repeatElement(LazyStack.estimatedLength, count: count - lengths.count))
        }
    }
}

/// A scroll view's position, kept across renders by its identity: the hosted `UIScrollView`
/// writes it when it scrolls, and layout reads it to know which lazy rows to build.
@MainActor
final class ScrollPosition {
    var offset: CGPoint = .zero
    /// A lazy container inside shows other rows when this scrolls: a scroll renders again.
    var rendersOnScroll = false
    /// The enclosing ScrollViewReader's requests.
    var request: ScrollRequest?
    /// UIKit's `alwaysBounceVertical` and `alwaysBounceHorizontal` for the hosting scroll view.
    var alwaysBounces = (vertical: true, horizontal: false)
}
