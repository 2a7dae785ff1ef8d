import EarshotUIKit
import Testing
import VoiceOverSimulator

/// A table view's editing mode. The Accessibility Programming Guide for iOS, chapter
/// "Making your iPhone application accessible": "if your cells contain any standard table view
/// elements, such as … a delete control, you don't need to do any extra work." The words are the
/// labels UIKit gives those controls, as Firefox Focus for iOS's XCUITest UI tests find them: the
/// row's delete control is "Delete getfirefox.com" and the confirmation it reveals is "Delete".
@MainActor
@Suite("VoiceOver: table editing mode")
struct SimulatorTableEditingTests {
    /// A list of domains with UIKit's Edit button, deleting through the data source.
    final class DomainsController: UIViewController, UITableViewDataSource {
        var domains = ["getfirefox.com", "example.com"]
        let table = UITableView(frame: .zero, style: .plain)

        /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override init() {
            super.init()
            title = "Domains"
        }

        override func viewDidLoad() {
            table.frame = view.bounds
            table.dataSource = self
            view.addSubview(table)
            navigationItem.rightBarButtonItem = editButtonItem
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            table.setEditing(editing, animated: animated)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { domains.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = domains[indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete else { return }
            domains.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    func start() -> (DomainsController, VoiceOver) {
        let controller = DomainsController()
        let screen = SimulatorScreen()
        screen.window.rootViewController = UINavigationController(rootViewController: controller)
        return (controller, screen.voiceOver())
    }

    @Test func editButtonShowsADeleteControlBeforeEachRow() {
        let (controller, voiceOver) = start()
        #expect(voiceOver.transcript() == ["Domains, Heading", "Edit, Button", "getfirefox.com", "example.com"])
        voiceOver.swipeRight()
        #expect(voiceOver.focusedDescription == "Edit, Button")
        // The button stays focused and VoiceOver says its new title.
        #expect(voiceOver.doubleTap() == "Done")
        #expect(controller.isEditing && controller.table.isEditing)
        #expect(
            voiceOver.transcript() == [
                "Domains, Heading", "Done, Button",
                "Delete getfirefox.com, Button", "getfirefox.com",
                "Delete example.com, Button", "example.com",
            ])
        #expect(voiceOver.doubleTap() == "Edit")
        #expect(!controller.table.isEditing)
        #expect(voiceOver.transcript() == ["Domains, Heading", "Edit, Button", "getfirefox.com", "example.com"])
    }

    @Test func deleteControlRevealsTheConfirmationWhichDeletesTheRow() {
        let (controller, voiceOver) = start()
        controller.setEditing(true, animated: false)
        #expect(voiceOver.swipeRight() == "Done, Button")
        #expect(voiceOver.swipeRight() == "Delete getfirefox.com, Button")
        // The control itself does not change, so VoiceOver says nothing; the confirmation appears.
        #expect(voiceOver.doubleTap() == nil)
        #expect(
            voiceOver.transcript() == [
                "Domains, Heading", "Done, Button",
                "Delete getfirefox.com, Button", "getfirefox.com", "Delete, Button",
                "Delete example.com, Button", "example.com",
            ])
        #expect(voiceOver.swipeRight() == "getfirefox.com")
        #expect(voiceOver.swipeRight() == "Delete, Button")
        // The row is gone; the cursor moves to the element now at its place in reading order
        // (docs/voiceover-behaviour.md §8 (Focus)) and speaks it.
        #expect(voiceOver.doubleTap() == "example.com")
        #expect(controller.domains == ["example.com"])
        #expect(voiceOver.transcript() == ["Domains, Heading", "Done, Button", "Delete example.com, Button", "example.com"])
    }

    /// A row the data source says cannot be edited shows no control; the delegate's style and
    /// confirmation title are used.
    @Test func dataSourceAndDelegateDecide() {
        final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = ["Fixed", "Guest"][indexPath.row]
                return cell
            }
            func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row == 1 }
            func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
        }
        let rows = Rows()
        let screen = SimulatorScreen()
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        table.dataSource = rows
        table.delegate = rows
        screen.window.addSubview(table)
        table.setEditing(true, animated: false)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Fixed", "Delete Guest, Button", "Guest"])
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.transcript() == ["Fixed", "Delete Guest, Button", "Guest", "Remove, Button"])
    }
}
