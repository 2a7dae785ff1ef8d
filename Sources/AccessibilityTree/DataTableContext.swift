import EarshotUIKit

/// Row, column, span and header words for the cells of a data table (docs/voiceover-behaviour.md §3 (Context)).
@MainActor
enum DataTableContext {
    /// The table context of each member of `table` that is a cell with a row and a column.
    ///
    /// - Rows and columns are 1-based; a range's length is the span (a length below 1 counts as 1).
    /// - "First in row" goes to the first cell *read* in each row, in the order of `members`.
    /// - Headers: the labels (else values) of `accessibilityHeaderElements(forRow:)`, only on the
    ///   first cell read in a row, then of `accessibilityHeaderElements(forColumn:)`; a cell is never
    ///   its own header, and headers with neither label nor value say nothing. Reading row headers
    ///   only when the row changes follows the snapshot reference checked against iOS devices.
    /// - A cell whose row or column is `NSNotFound` (or negative) gets no table words.
    /// - Parameter members: the elements whose nearest provider is the table, in reading order.
    /// - Complexity: O(m + h), m members and h header elements returned.
    static func cells(
        of table: any UIAccessibilityContainerDataTable, members: [(position: Int, object: NSObject)]
    ) -> [(position: Int, context: TableCellContext)] {
        var result: [(position: Int, context: TableCellContext)] = []
        var rowsSeen: Set<Int> = []
        for (position, object) in members {
            guard let cell = object as? UIAccessibilityContainerDataTableCell else { continue }
            let rows = cell.accessibilityRowRange()
            let columns = cell.accessibilityColumnRange()
            guard isIndex(rows.location), isIndex(columns.location) else { continue }
            let isFirstInRow = rowsSeen.insert(rows.location).inserted
            var headers: [String] = []
            if isFirstInRow {
                headers += labels(of: table.accessibilityHeaderElements(forRow: rows.location), excluding: cell)
            }
            headers += labels(of: table.accessibilityHeaderElements(forColumn: columns.location), excluding: cell)
            result.append(
                (
                    position,
                    TableCellContext(
                        headers: headers, row: rows.location + 1, column: columns.location + 1,
                        rowSpan: Swift.max(1, rows.length), columnSpan: Swift.max(1, columns.length),
                        isFirstInRow: isFirstInRow
                    )
                ))
        }
        return result
    }

    private static func isIndex(_ location: Int) -> Bool {
        location >= 0 && location != NSNotFound
    }

    /// The spoken names of `headers`, without `cell` itself.
    private static func labels(
        of headers: [UIAccessibilityContainerDataTableCell]?, excluding cell: UIAccessibilityContainerDataTableCell
    ) -> [String] {
        (headers ?? []).compactMap { header in
            guard header !== cell, let object = header as? NSObject else { return nil }
            if let label = object.accessibilityLabel, !label.isEmpty { return label }
            if let value = object.accessibilityValue, !value.isEmpty { return value }
            return nil
        }
    }
}
