/// The cells of a table or collection view by section, each section in row (item) order: both
/// answer how many cells a section has and which cell an index path names this one way.
extension Array {
    /// How many cells `section` holds; 0 for a section that is not there.
    func cellCount<Cell>(inSection section: Int) -> Int where Element == [Cell] {
        indices.contains(section) ? self[section].count : 0
    }

    /// The cell at `indexPath` (a section, then a row or item); nil when it names none.
    func cell<Cell>(at indexPath: IndexPath) -> Cell? where Element == [Cell] {
        guard indexPath.count == 2, indices.contains(indexPath.section) else { return nil }
        let cells = self[indexPath.section]
        return cells.indices.contains(indexPath.item) ? cells[indexPath.item] : nil
    }
}
