import EarshotUIKit

/// Developing Accessible iOS Apps, chapter 6, "自定义操作" (custom actions) and the developer
/// notes Accessibility in iOS, "Изменение макета": each row offers Delete as a custom action,
/// and when the focused row goes away the fixed list posts `.layoutChanged` with the row that
/// takes its place, so VoiceOver focuses it. The list before the fix posts nothing: the focused
/// element vanishes and VoiceOver lands wherever it can (`interaction.lost-focus`).
public final class ShoppingListViewController: UIViewController {
    /// The rows still on the list, top to bottom.
    public private(set) var rows: [UILabel] = []
    /// Shown when the list is empty.
    public let emptyLabel = UILabel(text: "The list is empty.")
    /// Whether deleting tells VoiceOver where focus goes (the fix).
    public let postsLayoutChange: Bool

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(postsLayoutChange: Bool) {
        self.postsLayoutChange = postsLayoutChange
        super.init()
        title = postsLayoutChange ? "Shopping list" : "Shopping list (before the fix)"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        emptyLabel.isHidden = true
        for item in ["Milk", "Bread", "Eggs"] {
            let row = UILabel(text: item)
            row.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Delete") { [weak self, weak row] _ in
                    guard let self, let row else { return false }
                    self.delete(row)
                    return true
                }
            ]
            rows.append(row)
            view.addSubview(row)
        }
        view.addSubview(emptyLabel)
        layOutRows()
    }

    private func layOutRows() {
        var column = ColumnLayout()
        for row in rows { column.place(row, height: 44, in: view) }
        emptyLabel.frame = CGRect(x: 16, y: 16, width: 358, height: 44)
    }

    /// Removes `row`; fixed, VoiceOver moves to the row below it (or above, or the empty note).
    public func delete(_ row: UILabel) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        rows.remove(at: index)
        row.removeFromSuperview()
        layOutRows()
        emptyLabel.isHidden = !rows.isEmpty
        guard postsLayoutChange else { return }
        let next: UIView = rows.isEmpty ? emptyLabel : rows[min(index, rows.count - 1)]
        UIAccessibility.post(notification: .layoutChanged, argument: next)
    }
}
