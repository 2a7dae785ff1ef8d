import EarshotExplorer
import EarshotUIKit
import Testing

/// A list whose "Sort" button sorts its rows and reloads the table, which gives its reused cells
/// other rows' words; with `addsRow`, the sort also adds a row, silently.
final class SortedListViewController: UIViewController, UITableViewDataSource {
    let addsRow: Bool
    private var rows = ["Work", "Personal", "Errands"]
    private let table = UITableView(frame: .zero, style: .plain)

    /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    init(addsRow: Bool) {
        self.addsRow = addsRow
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let sort = button("Sort") { [unowned self] in
            if addsRow { rows.append("Groceries") }
            rows.sort()
            table.reloadData()
        }
        sort.frame = CGRect(x: 16, y: 60, width: 358, height: 44)
        view.addSubview(sort)
        table.frame = CGRect(x: 0, y: 120, width: 390, height: 400)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// The silent-change rule counts what appeared or disappeared for the user (docs/audit-rules.md,
/// "interaction.silent-change"; the developer notes Accessibility in iOS, "Изменение макета"):
/// words that only moved between reused cells are neither.
@MainActor
@Suite struct SilentChangeMovesTests {
    @Test func rowsOnlyReorderedInReusedCellsAreNoSilentChange() {
        let exploration = Explorer(launch: { launchApp { SortedListViewController(addsRow: false) } }).explore()
        #expect(exploration.findings.isEmpty, "\(exploration.findings.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func aRowAddedAmongReorderedOnesIsTheOnlyChangeNamed() throws {
        let exploration = Explorer(launch: { launchApp { SortedListViewController(addsRow: true) } }).explore()
        let finding = try #require(exploration.findings.first { $0.ruleID == "interaction.silent-change" })
        #expect(finding.message.contains("Groceries"), "\(finding.message)")
        for moved in ["Work", "Personal", "Errands"] {
            #expect(!finding.message.contains("\"\(moved)\""), "\(finding.message)")
        }
    }
}
