import EarshotUIKit

/// The Accessibility Programming Guide for iOS, "修改默认的属性信息": a navigation bar "+" made with the system `.add` item, which UIKit
/// labels "Add" by itself. When the screen makes clear what "+" adds, the label is enough; when
/// it could be misread, the guide gives the item a hint describing the result, "Adds an account.".
///
/// The screen lists accounts in a table; "+" adds one.
public final class AddAccountViewController: UIViewController, UITableViewDataSource {
    /// The accounts listed.
    public private(set) var accounts: [String]
    /// The "+" item in the navigation bar.
    public private(set) var addButton: UIBarButtonItem!
    private let addButtonHint: String?
    private let tableView = UITableView(frame: .zero, style: .plain)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A screen titled `title` listing `accounts`, whose "+" has `addButtonHint` (none by default).
    public init(title: String, accounts: [String], addButtonHint: String? = nil) {
        self.accounts = accounts
        self.addButtonHint = addButtonHint
        super.init()
        self.title = title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addButton = UIBarButtonItem(barButtonSystemItem: .add, target: self) { $0.addAccount() }
        if let addButtonHint { addButton.accessibilityHint = addButtonHint }
        navigationItem.rightBarButtonItem = addButton
        tableView.frame = view.bounds
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    /// What "+" does: adds an account at the end of the list.
    public func addAccount() {
        accounts.append("Account \(accounts.count + 1)")
        tableView.reloadData()
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        accounts.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Account")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Account")
        cell.textLabel?.text = accounts[indexPath.row]
        return cell
    }
}
