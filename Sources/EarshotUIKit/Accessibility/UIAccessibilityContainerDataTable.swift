/// A container that presents its elements as a table (UIKit's
/// `UIAccessibilityContainerDataTable`). Give it `accessibilityContainerType = .dataTable`;
/// VoiceOver then speaks header, span, row and column words for its cells (docs/voiceover-behaviour.md §3 (Context)).
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTable: AnyObject {
    /// The cell element at a row and column, or nil.
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell?
    /// The number of rows.
    func accessibilityRowCount() -> Int
    /// The number of columns.
    func accessibilityColumnCount() -> Int
    /// The header elements of a row (row headers), or nil.
    func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]?
    /// The header elements of a column (column headers), or nil.
    func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]?
}

extension UIAccessibilityContainerDataTable {
    public func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]? { nil }
    public func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? { nil }
}

/// A cell of a data table (UIKit's `UIAccessibilityContainerDataTableCell`).
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTableCell: AnyObject {
    /// The rows the cell covers (location = first row, length = how many).
    func accessibilityRowRange() -> NSRange
    /// The columns the cell covers.
    func accessibilityColumnRange() -> NSRange
}
