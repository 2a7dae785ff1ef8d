import EarshotUIKit
import Foundation
import Testing
import VoiceOverSimulator

/// `UITableViewController` as apps write it (Apple's documentation, "UITableViewController": the
/// controller is the table's data source and delegate, subclasses override the methods they need,
/// `clearsSelectionOnViewWillAppear` deselects when the controller appears again). The rows read
/// as table cells do (docs/voiceover-behaviour.md §10 (Standard UIKit controls): a cell is one
/// element, its text labels joined by ", ").
@MainActor
@Suite("VoiceOver: UITableViewController")
struct SimulatorTableViewControllerTests {
    /// A picture list written as tutorials write it: register in `viewDidLoad`, dequeue with
    /// `for:`, push a detail screen on selection.
    final class PicturesController: UITableViewController {
        var pictures = ["nssl0033.jpg", "nssl0034.jpg", "nssl0041.jpg"]
        var sectionsAsked = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Storm Viewer"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Picture")
        }

        override func numberOfSections(in tableView: UITableView) -> Int {
            sectionsAsked += 1
            return super.numberOfSections(in: tableView)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            pictures.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Picture", for: indexPath)
            cell.textLabel?.text = pictures[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let detail = DetailController()
            detail.title = "Picture \(indexPath.row + 1) of \(pictures.count)"
            detail.selectedImage = pictures[indexPath.row]
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    final class DetailController: UIViewController {
        var selectedImage: String?

        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 40))
            label.text = selectedImage
            view.addSubview(label)
        }
    }

    func start() -> (PicturesController, UINavigationController, VoiceOver) {
        let controller = PicturesController()
        let navigation = UINavigationController(rootViewController: controller)
        let screen = SimulatorScreen()
        screen.window.rootViewController = navigation
        return (controller, navigation, screen.voiceOver())
    }

    @Test func readsTheRowsAndADoubleTapPushesTheDetail() {
        let (controller, navigation, voiceOver) = start()
        #expect(voiceOver.transcript() == ["Storm Viewer, Heading", "nssl0033.jpg", "nssl0034.jpg", "nssl0041.jpg"])
        // The controller is the table's data source and delegate; `super` gives UIKit's default.
        #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
        #expect(controller.tableView.numberOfSections == 1 && controller.sectionsAsked > 0)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier == "Picture")

        voiceOver.swipeRight()
        #expect(voiceOver.swipeRight() == "nssl0034.jpg")
        voiceOver.doubleTap()
        #expect(navigation.viewControllers.count == 2)
        // A new screen: VoiceOver starts at its first element, the back button titled by the list.
        #expect(voiceOver.focusedDescription == "Storm Viewer, Back Button")
        #expect(voiceOver.transcript() == ["Storm Viewer, Back Button", "Picture 2 of 3, Heading", "nssl0034.jpg"])
    }

    /// Coming back, the row the user opened is no longer selected (UITableViewController's
    /// `clearsSelectionOnViewWillAppear`, true by default); with it false the row stays selected.
    @Test(arguments: [true, false])
    func comingBackClearsTheSelectionUnlessTurnedOff(clears: Bool) {
        let (controller, navigation, voiceOver) = start()
        controller.clearsSelectionOnViewWillAppear = clears
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(navigation.viewControllers.count == 2)
        voiceOver.escape()
        #expect(navigation.viewControllers.count == 1)
        #expect(voiceOver.transcript()[2] == (clears ? "nssl0034.jpg" : "Selected, nssl0034.jpg"))
        #expect((controller.tableView.indexPathForSelectedRow == nil) == clears)
    }

    /// The controller's Edit button puts its table in editing mode (Apple's documentation,
    /// "UITableViewController": `setEditing(_:animated:)` toggles the table's edit mode).
    @Test func editButtonEditsTheTable() {
        let (controller, _, voiceOver) = start()
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        #expect(voiceOver.swipeRight() == "Edit, Button")
        #expect(voiceOver.doubleTap() == "Done")
        #expect(controller.tableView.isEditing)
        #expect(voiceOver.transcript().contains("Delete nssl0033.jpg, Button"))
    }

    /// `init(style:)` gives the table its style; setting `tableView` replaces the view.
    @Test func styleAndReplacingTheTableView() {
        let controller = UITableViewController(style: .insetGrouped)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
        let replacement = UITableView(frame: .zero, style: .grouped)
        controller.tableView = replacement
        #expect(controller.view === replacement && controller.tableView === replacement)
    }
}
