/// A view controller whose view is a table view it is the data source and delegate of (UIKit's
/// `UITableViewController`). UIKit declares the data source and delegate methods on the
/// controller, so subclasses write `override func tableView(_:numberOfRowsInSection:)` and may
/// call `super`; every method here has UIKit's default (UITableViewDataSource, UITableViewDelegate).
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A controller whose table view has `style`.
    public init(style: UITableView.Style) {
        initialStyle = style
        super.init()
    }

    /// A controller with a plain table view.
    public override init() {
        initialStyle = .plain
        super.init()
    }

    /// UIKit's designated initializer: a plain table view (nibs do not exist here, docs/uikit.md).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Whether `viewWillAppear(_:)` deselects the selected rows, as when the user comes back
    /// from the screen a row opened (default true).
    open var clearsSelectionOnViewWillAppear = true { didSet { UIKitChanges.note() } }

    /// The controller's view, a table view; setting it replaces the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table view's refresh control (`UIScrollView.refreshControl`).
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Makes the table view, the size of the screen, with the controller as data source and delegate.
    open override func loadView() {
        let tableView = UITableView(frame: UIScreen.phone.bounds, style: initialStyle)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    /// Deselects the selected rows when `clearsSelectionOnViewWillAppear` says so.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tableView = viewIfLoaded as? UITableView else { return }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: indexPath, animated: animated) }
    }

    /// Enters or leaves editing, the table view with it (`editButtonItem` follows).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// No rows unless a subclass says otherwise.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A subclass that reports rows must make their cells; UIKit raises otherwise, Earshot logs
    /// and shows an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UICollectionView.log(
            "\(type(of: self)) reports rows but does not implement tableView(_:cellForRowAt:); Earshot shows an empty cell for \(indexPath)"
        )
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
}
