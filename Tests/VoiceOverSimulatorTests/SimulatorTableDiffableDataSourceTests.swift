import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// `UITableViewDiffableDataSource` (Apple's documentation, "UITableViewDiffableDataSource": the
/// data source applies snapshots and makes each row's cell with the cell provider; section titles
/// and editing come from a subclass overriding the `UITableViewDataSource` methods). Section
/// titles read as headings (docs/voiceover-behaviour.md §10 (Standard UIKit controls), as the
/// table's own headers); rows kept by `apply` keep their cells, so VoiceOver's cursor stays on the
/// same row (docs/collection-view.md, "Diffable updates keep the cursor").
@MainActor
@Suite("VoiceOver: UITableViewDiffableDataSource")
struct SimulatorTableDiffableDataSourceTests {
    enum Section: String, Sendable {
        case favourites = "Favourites"
        case others = "Others"
    }

    /// Section titles through subclassing, as apps give them.
    final class ContactsDataSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }
    }

    final class ContactsController: UITableViewController {
        var dataSource: ContactsDataSource!
        var cellsMade = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Contacts"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
            dataSource = ContactsDataSource(tableView: tableView) { [unowned self] tableView, indexPath, name in
                self.cellsMade += 1
                let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
                cell.textLabel?.text = name
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.favourites, .others])
            snapshot.appendItems(["Ana"], toSection: .favourites)
            snapshot.appendItems(["Ben", "Cleo"], toSection: .others)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    func start() -> (ContactsController, VoiceOver) {
        let controller = ContactsController()
        let screen = SimulatorScreen()
        screen.window.rootViewController = UINavigationController(rootViewController: controller)
        return (controller, screen.voiceOver())
    }

    @Test func readsSectionTitlesAsHeadingsAndTheRows() {
        let (controller, voiceOver) = start()
        #expect(
            voiceOver.transcript() == [
                "Contacts, Heading", "Favourites, Heading", "Ana", "Others, Heading", "Ben", "Cleo",
            ])
        let dataSource = controller.dataSource!
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "Cleo")
        #expect(dataSource.indexPath(for: "Ben") == IndexPath(row: 0, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 1)) == nil)
        #expect(dataSource.indexPath(for: "Zoe") == nil)
        #expect(dataSource.snapshot().itemIdentifiers == ["Ana", "Ben", "Cleo"])
    }

    /// Applying a snapshot that adds a row above the focused one: the focused row keeps its cell,
    /// so VoiceOver stays on it, and only the new row's cell is made.
    @Test func applyKeepsTheFocusedRowAndMakesOnlyNewCells() {
        let (controller, voiceOver) = start()
        #expect(voiceOver.swipeRight() == "Favourites, Heading")
        #expect(voiceOver.swipeRight() == "Ana")
        let anaCell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        let made = controller.cellsMade
        var snapshot = controller.dataSource.snapshot()
        snapshot.insertItems(["Aaron"], beforeItem: "Ana")
        controller.dataSource.apply(snapshot)
        #expect(controller.cellsMade == made + 1)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === anaCell)
        #expect(voiceOver.focusedDescription == "Ana")
        #expect(voiceOver.swipeLeft() == "Aaron")
        #expect(
            voiceOver.transcript() == [
                "Contacts, Heading", "Favourites, Heading", "Aaron", "Ana", "Others, Heading", "Ben", "Cleo",
            ])
    }

    /// Deleting the focused row's item: the row is gone from what VoiceOver reads; reloading an
    /// item asks the cell provider again.
    @Test func deleteAndReload() {
        let (controller, voiceOver) = start()
        var snapshot = controller.dataSource.snapshot()
        snapshot.deleteItems(["Ben"])
        controller.dataSource.apply(snapshot)
        #expect(voiceOver.transcript() == ["Contacts, Heading", "Favourites, Heading", "Ana", "Others, Heading", "Cleo"])
        let made = controller.cellsMade
        snapshot = controller.dataSource.snapshot()
        snapshot.reloadItems(["Cleo"])
        controller.dataSource.apply(snapshot)
        #expect(controller.cellsMade == made + 1)
    }

    /// UIKit's diffable data source says rows cannot be edited unless a subclass says they can:
    /// in editing mode no delete control appears.
    @Test func rowsAreNotEditableUnlessASubclassSaysSo() {
        let (controller, voiceOver) = start()
        controller.setEditing(true, animated: false)
        #expect(!voiceOver.transcript().contains { $0.hasPrefix("Delete") })
    }
}
