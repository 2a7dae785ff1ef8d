/// A table view's editing mode, as UIKit draws it: each editable row shows a delete (or insert)
/// control at its leading edge and its content moves right; a tap on the delete control reveals
/// a "Delete" confirmation button at the trailing edge, whose tap commits the deletion to the
/// data source. The Accessibility Programming Guide for iOS (chapter "Making your iPhone
/// application accessible", the note on table view cells) says these standard controls need no
/// work from the app: VoiceOver reads the delete control as a button labelled "Delete" followed by
/// the row's label ("Delete getfirefox.com", as Firefox Focus's XCUITest UI tests find it), then
/// the row, then the confirmation "Delete" (docs/voiceover-behaviour.md, table editing).
extension UITableViewCell {
    /// What the editing control of a row does (UIKit's raw values).
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// How far the content moves right to make room for the editing control.
    static let editingIndentation: CGFloat = 38
    /// The width of the "Delete" confirmation button.
    static let deleteConfirmationWidth: CGFloat = 74

    /// The row's editing style, as the table's delegate gives it (`.delete` by default, `.none`
    /// when the data source says the row cannot be edited or the cell is in no table).
    public var editingStyle: EditingStyle {
        guard let table = enclosingTableView, let indexPath = table.indexPath(for: self) else { return .none }
        return table.editingStyle(forRowAt: indexPath)
    }

    /// Adds or removes the editing control and the delete confirmation for the current state.
    func updateEditingControls() {
        let style = isEditing ? editingStyle : .none
        if style == .none {
            editingControl?.removeFromSuperview()
            editingControl = nil
            hideDeleteConfirmation()
        } else if editingControl?.style != style {
            editingControl?.removeFromSuperview()
            let control = UITableViewCellEditingControl(cell: self, style: style)
            addSubview(control)
            editingControl = control
        }
        layoutCell()
    }

    /// The delete control was tapped: shows the confirmation button, titled by the delegate.
    func showDeleteConfirmation() {
        guard deleteConfirmationButton == nil, let table = enclosingTableView, let indexPath = table.indexPath(for: self) else { return }
        let button = UIButton(type: .system)
        button.setTitle(table.titleForDeleteConfirmationButton(forRowAt: indexPath), for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.commitEditing(.delete) }, for: .touchUpInside)
        addSubview(button)
        deleteConfirmationButton = button
        layoutCell()
    }

    func hideDeleteConfirmation() {
        deleteConfirmationButton?.removeFromSuperview()
        deleteConfirmationButton = nil
        layoutCell()
    }

    /// Tells the data source to commit `style` for this row (it deletes or inserts, then tells
    /// the table with `deleteRows` / `insertRows`).
    func commitEditing(_ style: EditingStyle) {
        guard let table = enclosingTableView, let indexPath = table.indexPath(for: self) else { return }
        hideDeleteConfirmation()
        table.dataSource?.tableView(table, commit: style, forRowAt: indexPath)
    }
}

/// The round control at the leading edge of a row in editing mode (UIKit's private
/// `UITableViewCellEditControl`): a button labelled by its action and the row's label.
@MainActor
final class UITableViewCellEditingControl: UIButton {
    private weak var cell: UITableViewCell? { didSet { UIKitChanges.note() } }
    let style: UITableViewCell.EditingStyle

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(cell: UITableViewCell, style: UITableViewCell.EditingStyle) {
        self.cell = cell
        self.style = style
        super.init(frame: .zero)
        setImage(UIImage(systemName: style == .insert ? "plus.circle.fill" : "minus.circle.fill"), for: .normal)
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
    }

    /// "Delete ⟨row⟩" or "Insert ⟨row⟩", unless the app set a label.
    override var accessibilityLabel: String? {
        get {
            if let explicit = accessibilityOverrides.label { return explicit }
            let verb = style == .insert ? "Insert" : "Delete"
            guard let row = cell?.accessibilityLabel, !row.isEmpty else { return verb }
            return verb + " " + row
        }
        set { accessibilityOverrides.label = newValue }
    }

    /// Delete reveals the confirmation button (tapped again, it hides it); insert commits at once.
    private func tapped() {
        guard let cell else { return }
        switch style {
        case .delete:
            if cell.deleteConfirmationButton == nil { cell.showDeleteConfirmation() } else { cell.hideDeleteConfirmation() }
        case .insert:
            cell.commitEditing(.insert)
        case .none:
            break
        }
    }
}
