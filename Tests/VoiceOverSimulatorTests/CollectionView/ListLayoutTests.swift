import EarshotUIKit
import Testing
import VoiceOverSimulator

/// The compositional list layout, list cells, content configurations, accessories, the diffable
/// data source and cell registrations, as VoiceOver reads them. Sources: Apple's documentation
/// of UICollectionLayoutListConfiguration (`headerMode`), UIListContentConfiguration and
/// UICollectionViewDiffableDataSource (unchanged items keep their cells; identifiers must be
/// unique); the Accessibility Programming Guide for iOS, chapter "Making your iPhone application
/// accessible" (rows read as one element; headers are headings); docs/collection-view.md.
@MainActor
@Suite("VoiceOver: collection view lists and the diffable data source")
struct ListLayoutTests {
    struct Contact: Hashable, Sendable {
        let name: String
        let detail: String
    }

    /// A list of sections of contacts, built the iOS 14 way.
    final class ContactsController: UIViewController {
        var appearance: UICollectionLayoutListConfiguration.Appearance
        var headerMode: UICollectionLayoutListConfiguration.HeaderMode
        var accessories: [UICellAccessory] = []
        var provided: [String] = []
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<String, Contact>!

        /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
        required init?(coder: NSCoder) {
            return nil
        }

        init(appearance: UICollectionLayoutListConfiguration.Appearance, headerMode: UICollectionLayoutListConfiguration.HeaderMode) {
            self.appearance = appearance
            self.headerMode = headerMode
            super.init()
            title = "Contacts"
        }

        override func viewDidLoad() {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = headerMode
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            view.addSubview(collectionView)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { [unowned self] cell, _, contact in
                provided.append(contact.name)
                var content = UIListContentConfiguration.subtitleCell()
                content.text = contact.name
                content.secondaryText = contact.detail
                content.image = UIImage(systemName: "person")
                cell.contentConfiguration = content
                cell.accessories = accessories
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { [unowned self] header, _, indexPath in
                var content = header.defaultContentConfiguration()
                content.text = dataSource.sectionIdentifier(for: indexPath.section)
                header.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, contact in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: contact)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }

        func show(_ sections: [(String, [Contact])]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Contact>()
            for (section, contacts) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(contacts, toSection: section)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    static let ana = Contact(name: "Ana", detail: "Mobile")
    static let bo = Contact(name: "Bo", detail: "Work")
    static let cy = Contact(name: "Cy", detail: "Home")

    func start(
        _ appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped,
        headerMode: UICollectionLayoutListConfiguration.HeaderMode = .supplementary
    ) -> (ContactsController, VoiceOver) {
        let controller = ContactsController(appearance: appearance, headerMode: headerMode)
        let screen = SimulatorScreen()
        screen.window.rootViewController = UINavigationController(rootViewController: controller)
        _ = controller.view
        controller.show([("Friends", [Self.ana, Self.bo]), ("Family", [Self.cy])])
        return (controller, screen.voiceOver())
    }

    @Test(arguments: [
        UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
    ])
    func supplementaryHeadersAreHeadingsAndRowsReadTheirTexts(appearance: UICollectionLayoutListConfiguration.Appearance) {
        let (_, voiceOver) = start(appearance)
        #expect(
            voiceOver.transcript() == [
                "Contacts, Heading", "Friends, Heading", "Ana, Mobile", "Bo, Work", "Family, Heading", "Cy, Home",
            ])
    }

    @Test func theFirstItemOfEachSectionIsItsHeaderWithFirstItemInSection() {
        let controller = ContactsController(appearance: .sidebar, headerMode: .firstItemInSection)
        let screen = SimulatorScreen()
        screen.window.rootViewController = controller
        _ = controller.view
        // The sample's way: the header item's cell uses the cell's default configuration.
        let plain = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            cell.contentConfiguration = content
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
        snapshot.appendSections([0])
        snapshot.appendItems([Contact(name: "Places", detail: ""), Self.ana, Self.bo])
        let typed = UICollectionViewDiffableDataSource<Int, Contact>(collectionView: controller.collectionView) {
            collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: plain, for: indexPath, item: contact)
        }
        typed.apply(snapshot)
        #expect(screen.voiceOver().transcript() == ["Places, Heading", "Ana", "Bo"])
    }

    @Test(arguments: [
        ([UICellAccessory.disclosureIndicator()], ["Ana, Mobile", "Bo, Work"]),
        ([.checkmark()], ["Selected, Ana, Mobile", "Selected, Bo, Work"]),
        ([.checkmark(displayed: .whenEditing)], ["Ana, Mobile", "Bo, Work"]),
    ])
    func accessoriesSayWhatTheTablesSay(accessories: [UICellAccessory], rows: [String]) {
        let controller = ContactsController(appearance: .insetGrouped, headerMode: .none)
        let screen = SimulatorScreen()
        screen.window.rootViewController = controller
        _ = controller.view
        controller.accessories = accessories
        controller.show([("Friends", [Self.ana, Self.bo])])
        #expect(screen.voiceOver().transcript() == rows)
    }

    @Test func applyKeepsUnchangedCellsAndAsksOnlyForNewAndReloadedItems() {
        let (controller, voiceOver) = start()
        #expect(controller.provided == ["Ana", "Bo", "Cy"])
        let bo = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        var snapshot = controller.dataSource.snapshot()
        let dee = Contact(name: "Dee", detail: "Mobile")
        snapshot.deleteItems([Self.ana])
        snapshot.appendItems([dee], toSection: "Friends")
        snapshot.reloadItems([Self.cy])
        controller.dataSource.apply(snapshot)
        #expect(controller.provided == ["Ana", "Bo", "Cy", "Dee", "Cy"])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === bo)
        #expect(controller.dataSource.indexPath(for: dee) == IndexPath(item: 1, section: 0))
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == Self.cy)
        #expect(
            voiceOver.transcript() == [
                "Contacts, Heading", "Friends, Heading", "Bo, Work", "Dee, Mobile", "Family, Heading", "Cy, Home",
            ])
    }

    /// reconfigureItems updates the item's own cell (UIKit's documentation of
    /// `reconfigureItems(_:)`: "the existing cell"), so VoiceOver's cursor stays on it; both
    /// ask the cell provider again.
    @Test func reconfiguringKeepsTheCellAndBothAskTheProviderAgain() {
        let (controller, _) = start()
        let ana = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        controller.accessories = [.checkmark()]
        var snapshot = controller.dataSource.snapshot()
        snapshot.reconfigureItems([Self.ana])
        snapshot.reloadItems([Self.bo])
        #expect(snapshot.reconfiguredItemIdentifiers == [Self.ana])
        #expect(snapshot.reloadedItemIdentifiers == [Self.bo])
        controller.dataSource.apply(snapshot)
        #expect(controller.provided.suffix(2).sorted() == ["Ana", "Bo"])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === ana)
        #expect(ana?.accessibilityTraits == .selected)
    }

    @Test func selectionFollowsAnItemThatMoves() {
        let (controller, _) = start()
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        var snapshot = controller.dataSource.snapshot()
        snapshot.deleteItems([Self.ana])
        controller.dataSource.apply(snapshot)
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
    }

    /// UIKit raises "supplied item identifiers are not unique"; Earshot logs and keeps the first.
    @Test func duplicateIdentifiersAreDroppedNotCrashed() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Contact>()
        snapshot.appendSections(["Friends", "Friends", "Family"])
        snapshot.appendItems([Self.ana, Self.bo, Self.ana], toSection: "Friends")
        snapshot.appendItems([Self.bo, Self.cy], toSection: "Family")
        snapshot.appendItems([Self.cy], toSection: "Nowhere")
        snapshot.deleteItems([Contact(name: "Nobody", detail: "")])
        #expect(snapshot.sectionIdentifiers == ["Friends", "Family"])
        #expect(snapshot.itemIdentifiers == [Self.ana, Self.bo, Self.cy])
        #expect(snapshot.numberOfItems(inSection: "Family") == 1)
        #expect(snapshot.indexOfItem(Self.cy) == 2)
        #expect(snapshot.sectionIdentifier(containingItem: Self.bo) == "Friends")
    }

    @Test func appendingWithoutASectionIsLoggedAndIgnored() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendItems([1, 2])
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertSections([-1], beforeSection: 0)
        snapshot.deleteSections([0])
        #expect(snapshot.sectionIdentifiers == [-1])
        #expect(snapshot.numberOfItems == 0)
    }

    /// A cell provider returning nil: UIKit raises; Earshot logs and shows an empty cell.
    @Test func aNilCellFromTheProviderIsLogged() {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a"])
        dataSource.apply(snapshot)
        #expect(collection.numberOfItems(inSection: 0) == 1)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
    }

    /// A long list of our own (FloorListViewController.swift): an inset-grouped list of floors 1
    /// to 60, made the iOS 14 way with no accessibility code. The title is a heading, each row one
    /// element, and the rows read in order.
    @Test func aLongListReadsItsRowsInOrder() {
        let controller = FloorListViewController()
        let screen = SimulatorScreen()
        screen.window.rootViewController = UINavigationController(rootViewController: controller)
        let voiceOver = screen.voiceOver()
        let transcript = voiceOver.transcript()
        #expect(transcript.prefix(4) == ["Floors, Heading", "Floor 1", "Floor 2", "Floor 3"])
        #expect(transcript.last == "Floor 60")
        #expect(transcript.count == FloorListViewController.floorCount + 1)
        // Double tapping a row selects it; the list's delegate deselects it at once.
        _ = voiceOver.swipeRight()
        #expect(voiceOver.focusedDescription == "Floor 1")
        _ = voiceOver.doubleTap()
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
        #expect(voiceOver.focusedDescription == "Floor 1")
        // Swiping on past the screen scrolls the list.
        for _ in 0..<30 { _ = voiceOver.swipeRight() }
        #expect(voiceOver.focusedDescription == "Floor 31")
        #expect(controller.collectionView.contentOffset.y > 0)
    }

    /// The list's `autoresizingMask = [.flexibleWidth, .flexibleHeight]` keeps it the size of its
    /// controller's view when the device turns (View Programming Guide for iOS, "Handling Layout
    /// Changes Automatically Using Autoresizing Rules"), so landscape reads the same rows.
    @Test func aLongListFollowsTheRotationByItsAutoresizingMask() throws {
        let controller = FloorListViewController()
        let screen = SimulatorScreen()
        screen.window.rootViewController = UINavigationController(rootViewController: controller)
        let voiceOver = screen.voiceOver()
        #expect(controller.collectionView.frame.size == controller.view.bounds.size)
        voiceOver.rotate(to: .landscapeLeft)
        #expect(controller.view.bounds.width > controller.view.bounds.height)
        #expect(controller.collectionView.frame.size == controller.view.bounds.size)
        #expect(voiceOver.transcript().prefix(4) == ["Floors, Heading", "Floor 1", "Floor 2", "Floor 3"])
    }
}
