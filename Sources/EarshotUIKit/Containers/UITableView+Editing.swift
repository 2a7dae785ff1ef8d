import Foundation

/// Editing mode and row updates (UIKit's `setEditing(_:animated:)`, `deleteRows`, `insertRows`).
extension UITableView {
    /// How row updates are animated (UIKit's raw values); Earshot applies them at once.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// The data source has changed: its rows at `indexPaths` are gone. Earshot reloads every row
    /// (the result is the same as UIKit's update); a count that does not match logs UIKit's
    /// "Invalid update" message instead of raising.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(delta: -indexPaths.count, kind: "deletion")
    }

    /// The data source has changed: rows were inserted at `indexPaths`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(delta: indexPaths.count, kind: "insertion")
    }

    /// The row's editing style: `.none` when the data source says it cannot be edited, else the
    /// delegate's (`.delete` by default).
    func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// The delete confirmation's title: the delegate's, else "Delete".
    func titleForDeleteConfirmationButton(forRowAt indexPath: IndexPath) -> String {
        delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    /// Reloads after an update, checking the new row count against the old one and the change.
    private func applyUpdate(delta: Int, kind: String) {
        let before = (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
        reloadData()
        let after = (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
        if after != before + delta {
            let message =
                "*** Invalid update: the number of rows after the \(kind) (\(after)) must equal the number before (\(before)) \(delta < 0 ? "minus" : "plus") \(abs(delta)); Earshot shows the data source's rows.\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
    }
}
