import EarshotUIKit

extension Layout {
    /// A Grid's column widths and row heights for `proposal`: each column its cells' widest ideal
    /// width, scaled down together when they do not fit the width offered; each row its tallest cell
    /// at those widths. Rows that are not GridRows span the columns.
    /// - Complexity: O(c) in the cells, each measured at most twice.
    static func gridMetrics(
        _ node: ViewNode, spacing: CGFloat, proposal: ProposedSize
    ) -> (widths: [CGFloat], heights: [CGFloat], width: CGFloat) {
        let rows = node.children
        let columns = rows.filter(\.isGridRow).map(\.children.count).max() ?? 0
        var widths = [CGFloat](repeating: 0, count: columns)
        for row in rows where row.isGridRow {
            for (column, cell) in row.children.enumerated() {
                widths[column] = max(widths[column], size(of: cell, for: ProposedSize(width: nil, height: nil)).width)
            }
        }
        let spacingTotal = spacing * CGFloat(max(columns - 1, 0))
        var total = widths.reduce(0, +) + spacingTotal
        if let offered = proposal.width, total > offered, total > spacingTotal {
            let scale = max(offered - spacingTotal, 0) / (total - spacingTotal)
            widths = widths.map { ($0 * scale).rounded(.down) }
            total = widths.reduce(0, +) + spacingTotal
        }
        let heights = rows.map { row -> CGFloat in
            guard row.isGridRow else { return size(of: row, for: ProposedSize(width: total, height: nil)).height }
            return zip(row.children, widths).map { size(of: $0, for: ProposedSize(width: $1, height: nil)).height }.max() ?? 0
        }
        return (widths, heights, total)
    }

    /// A lazy grid line's size: its tracks' lengths and spacings along `axis`, its tallest (widest)
    /// item across. Item i sits in track i.
    /// - Complexity: O(k) in the items.
    static func gridLineSize(_ children: [ViewNode], axis: Axis, tracks: [GridTrack]) -> CGSize {
        guard !tracks.isEmpty else { return .zero }
        let along = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        var across: CGFloat = 0
        for (index, child) in children.enumerated() {
            let size = size(of: child, for: trackProposal(tracks[index % tracks.count], axis: axis))
            across = max(across, axis == .horizontal ? size.height : size.width)
        }
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// Places a lazy grid line's items, each in its track, aligned by the track's alignment.
    static func placeGridLine(_ children: [ViewNode], axis: Axis, tracks: [GridTrack], in rect: CGRect) {
        guard !tracks.isEmpty else { return }
        var cursor = axis == .horizontal ? rect.minX : rect.minY
        for (index, child) in children.enumerated() {
            let track = tracks[index % tracks.count]
            let size = size(of: child, for: trackProposal(track, axis: axis))
            let cell =
                axis == .horizontal
                ? CGRect(x: cursor, y: rect.minY, width: track.length, height: rect.height)
                : CGRect(x: rect.minX, y: cursor, width: rect.width, height: track.length)
            let offset = track.alignment.offset(of: size, in: cell.size)
            place(child, in: CGRect(origin: CGPoint(x: cell.minX + offset.x, y: cell.minY + offset.y), size: size))
            cursor += track.length + track.spacing
        }
    }

    private static func trackProposal(_ track: GridTrack, axis: Axis) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: track.length, height: nil) : ProposedSize(width: nil, height: track.length)
    }

    /// Places a Grid's rows: cells in their columns, aligned in their cell by `alignment`; a view
    /// that is not a GridRow across every column.
    static func placeGrid(_ node: ViewNode, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, alignment: Alignment, in rect: CGRect) {
        let metrics = gridMetrics(node, spacing: horizontalSpacing, proposal: ProposedSize(width: rect.width, height: rect.height))
        var y = rect.minY
        for (row, height) in zip(node.children, metrics.heights) {
            let line = CGRect(x: rect.minX, y: y, width: metrics.width, height: height)
            if row.isGridRow {
                row.frame = line
                var x = rect.minX
                for (cell, width) in zip(row.children, metrics.widths) {
                    let size = size(of: cell, for: ProposedSize(width: width, height: nil))
                    let offset = alignment.offset(of: size, in: CGSize(width: width, height: height))
                    place(cell, in: CGRect(origin: CGPoint(x: x + offset.x, y: y + offset.y), size: size))
                    x += width + horizontalSpacing
                }
            } else {
                let size = size(of: row, for: ProposedSize(width: metrics.width, height: nil))
                let offset = alignment.offset(of: size, in: line.size)
                place(row, in: CGRect(origin: CGPoint(x: line.minX + offset.x, y: y + offset.y), size: size))
            }
            y += height + verticalSpacing
        }
    }

    /// What a GeometryReader placed at `rect` tells its content.
    static func geometryProxy(for rect: CGRect) -> GeometryProxy {
        var insets = EdgeInsets()
        if let (safe, full) = safeArea {
            if rect.minY <= safe.minY { insets.top = safe.minY - full.minY }
            if rect.maxY >= safe.maxY { insets.bottom = full.maxY - safe.maxY }
            if rect.minX <= safe.minX { insets.leading = safe.minX - full.minX }
            if rect.maxX >= safe.maxX { insets.trailing = full.maxX - safe.maxX }
        }
        return GeometryProxy(
            size: rect.size, safeAreaInsets: insets, globalFrame: rect.offsetBy(dx: -scrollShift.x, dy: -scrollShift.y))
    }
}
