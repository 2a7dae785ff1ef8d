import EarshotUIKit
import Testing

@testable import AccessibilityTree

/// A cell of `GridView`: an element that reports its row and column ranges.
@MainActor
final class GridCell: UIView, UIAccessibilityContainerDataTableCell {
    let rows: NSRange
    let columns: NSRange
    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(_ label: String, row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1) {
        rows = NSRange(location: row, length: rowSpan)
        columns = NSRange(location: column, length: columnSpan)
        super.init(
            frame: CGRect(x: CGFloat(column) * 90, y: CGFloat(row) * 40, width: CGFloat(columnSpan) * 90, height: CGFloat(rowSpan) * 40))
        isAccessibilityElement = true
        accessibilityLabel = label
    }
    func accessibilityRowRange() -> NSRange { rows }
    func accessibilityColumnRange() -> NSRange { columns }
}

/// A data table: row 0 holds the column headers, column 0 the row headers.
///
///     Name  | Q1     | Q2 | Notes
///     Alice | 10     | 12 | Shared note (2 rows)
///     Bob   | Absent (2 columns)
@MainActor
final class GridView: UIView, UIAccessibilityContainerDataTable {
    let cells: [GridCell] = [
        GridCell("Name", row: 0, column: 0), GridCell("Q1", row: 0, column: 1),
        GridCell("Q2", row: 0, column: 2), GridCell("Notes", row: 0, column: 3),
        GridCell("Alice", row: 1, column: 0), GridCell("10", row: 1, column: 1),
        GridCell("12", row: 1, column: 2), GridCell("Shared note", row: 1, column: 3, rowSpan: 2),
        GridCell("Bob", row: 2, column: 0), GridCell("Absent", row: 2, column: 1, columnSpan: 2),
    ]

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init(explicit: Bool) {
        super.init(frame: CGRect(x: 0, y: 100, width: 360, height: 120))
        accessibilityContainerType = .dataTable
        cells.forEach(addSubview)
        if explicit { accessibilityElements = cells }
    }

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
        cells.first { NSLocationInRange(row, $0.rows) && NSLocationInRange(column, $0.columns) }
    }
    func accessibilityRowCount() -> Int { 3 }
    func accessibilityColumnCount() -> Int { 4 }
    func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]? {
        guard row > 0, let header = accessibilityDataTableCellElement(forRow: row, column: 0) else { return nil }
        return [header]
    }
    func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? {
        accessibilityDataTableCellElement(forRow: 0, column: column).map { [$0] }
    }
}

/// docs/voiceover-behaviour.md §3 (Context): data-table words.
@MainActor
@Suite("Context words: data tables")
struct DataTableTests {
    /// (label, headers, row, column, rowSpan, columnSpan, isFirstInRow), in reading order.
    typealias Expected = (String, [String], Int, Int, Int, Int, Bool)

    func check(_ tree: AccessibilityTree, _ expected: [Expected]) {
        #expect(tree.labels == expected.map(\.0))
        for (node, want) in zip(tree.elements, expected) {
            let got = node.context.table
            #expect(
                got
                    == TableCellContext(
                        headers: want.1, row: want.2, column: want.3, rowSpan: want.4, columnSpan: want.5, isFirstInRow: want.6
                    ), "\(want.0)")
        }
    }

    @Test func anExplicitTableLeftToRight() {
        let tree = AccessibilityTree(root: container([GridView(explicit: true)]))
        check(
            tree,
            [
                ("Name", [], 1, 1, 1, 1, true),
                ("Q1", [], 1, 2, 1, 1, false),
                ("Q2", [], 1, 3, 1, 1, false),
                ("Notes", [], 1, 4, 1, 1, false),
                // Alice is her own row header; a cell is never read as its own header.
                ("Alice", ["Name"], 2, 1, 1, 1, true),
                ("10", ["Q1"], 2, 2, 1, 1, false),
                ("12", ["Q2"], 2, 3, 1, 1, false),
                ("Shared note", ["Notes"], 2, 4, 2, 1, false),
                ("Bob", ["Name"], 3, 1, 1, 1, true),
                ("Absent", ["Q1"], 3, 2, 1, 2, false),
            ])
    }

    @Test func aGeometricTableRightToLeftSpeaksRowHeadersOnTheFirstCellReadInARow() {
        let tree = AccessibilityTree(root: container([GridView(explicit: false)]), layoutDirection: .rightToLeft)
        check(
            tree,
            [
                ("Notes", [], 1, 4, 1, 1, true),
                ("Q2", [], 1, 3, 1, 1, false),
                ("Q1", [], 1, 2, 1, 1, false),
                ("Name", [], 1, 1, 1, 1, false),
                ("Shared note", ["Alice", "Notes"], 2, 4, 2, 1, true),
                ("12", ["Q2"], 2, 3, 1, 1, false),
                ("10", ["Q1"], 2, 2, 1, 1, false),
                ("Alice", ["Name"], 2, 1, 1, 1, false),
                ("Absent", ["Bob", "Q1"], 3, 2, 1, 2, true),
                ("Bob", ["Name"], 3, 1, 1, 1, false),
            ])
    }

    @Test func aDataTableContainerTypeWithoutTheProtocolGroupsButSaysNoTableWords() throws {
        let table = container(CGRect(x: 0, y: 0, width: 390, height: 100), [GridCell("Cell", row: 0, column: 0)])
        table.accessibilityContainerType = .dataTable
        let tree = AccessibilityTree(root: container([table]))
        #expect(tree.node("Cell")?.context == AccessibilityContext.none)
        #expect(try #require(tree.containers.first { $0.object === table }).isGroup)
    }

    @Test func membersThatAreNotCellsOrHaveNoPositionSayNoTableWords() {
        let grid = GridView(explicit: false)
        grid.addSubview(element("Caption", x: 0, y: 200))
        let lost = GridCell("Lost", row: NSNotFound, column: 0)
        lost.frame.origin = CGPoint(x: 0, y: 240)
        grid.addSubview(lost)
        let tree = AccessibilityTree(root: container([grid]))
        #expect(tree.node("Caption")?.context == AccessibilityContext.none)
        #expect(tree.node("Lost")?.context == AccessibilityContext.none)
        #expect(tree.node("Bob")?.context.table?.isFirstInRow == true)
    }
}
