import EarshotUIKit
import Testing
import VoiceOverSimulator

/// UICollectionView with a flow layout and classic data source, as VoiceOver reads it. Sources:
/// Apple's UICollectionView documentation (the data source dequeues cells registered by class,
/// the delegate's shouldSelect/didSelect), the Accessibility Programming Guide for iOS, chapter
/// "Making your iPhone application accessible" (a cell reads as one element like a table row;
/// a selected item has the `selected` trait, spoken "Selected" first), docs/collection-view.md
/// for Earshot's decisions (index-path reading order).
@MainActor
@Suite("VoiceOver: UICollectionView")
struct CollectionViewTests {
    @Test func aFlowGridReadsItsCellsInIndexPathOrderAsOneElementEach() {
        let items = TitledItems([["Red", "Green", "Blue", "Cyan", "Magenta"]])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (collection, screen) = collectionScreen(items, layout: layout)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Red", "Green", "Blue", "Cyan", "Magenta"])
        // Three 100 pt items fit on a 390 pt line with 10 pt between them; the fourth wraps.
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(collection.numberOfSections == 1)
        #expect(collection.numberOfItems(inSection: 0) == 5)
        #expect(collection.numberOfItems(inSection: 3) == 0)
    }

    @Test func headersComeBeforeTheirSectionAndAreNotHeadingsUnlessTheAppSaysSo() {
        let items = TitledItems([["Apple", "Apricot"], ["Banana"]])
        items.headers = ["A", "B"]
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.headerReferenceSize = CGSize(width: 0, height: 28)
        let (collection, screen) = collectionScreen(items, layout: layout)
        #expect(screen.voiceOver().transcript() == ["A", "Apple", "Apricot", "B", "Banana"])
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        header?.subviews.first?.accessibilityTraits = .header
        #expect(screen.voiceOver().transcript() == ["A", "Apple", "Apricot", "B, Heading", "Banana"])
    }

    /// A horizontal flow fills columns top to bottom; VoiceOver still reads in index-path order.
    @Test func aHorizontalFlowReadsInIndexPathOrderAndPagesSideways() {
        let items = TitledItems([(1...12).map { "Photo \($0)" }])
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 180, height: 90)
        layout.minimumLineSpacing = 15
        let (collection, screen) = collectionScreen(items, layout: layout, height: 200)
        // Two items per 200 pt column; six columns of 180 + 15.
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 100, width: 180, height: 90))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 195, y: 0, width: 180, height: 90))
        #expect(collection.contentSize == CGSize(width: 1155, height: 200))
        let voiceOver = screen.voiceOver()
        #expect(Array(voiceOver.transcript().prefix(4)) == ["Photo 1", "Photo 2", "Photo 3", "Photo 4"])
        #expect(voiceOver.threeFingerSwipe(.left) == "Page 2 of 3")
        #expect(collection.contentOffset.x == 390)
    }

    @Test func swipingToAnItemBelowTheFoldScrollsItIntoView() {
        let items = TitledItems([(1...40).map { "Song \($0)" }])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let (collection, screen) = collectionScreen(items, layout: layout, height: 400)
        #expect(collection.indexPathsForVisibleItems.count == 8)
        let voiceOver = screen.voiceOver()
        for _ in 0..<9 { _ = voiceOver.swipeRight() }
        #expect(voiceOver.focusedDescription == "Song 10")
        #expect(collection.contentOffset.y == 100)
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 2, section: 0))
        // Three fingers down bring the previous page back.
        #expect(voiceOver.threeFingerSwipe(.down) == "Page 1 of 5")
    }

    @Test func doubleTapSelectsAsATapAndTheItemReadsSelected() {
        let items = TitledItems([["Small", "Medium", "Large"]])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 44)
        let (collection, screen) = collectionScreen(items, layout: layout)
        let voiceOver = screen.voiceOver()
        _ = voiceOver.swipeRight()
        #expect(voiceOver.focusedDescription == "Medium")
        _ = voiceOver.doubleTap()
        #expect(items.heard == ["should select 0.1", "did select 0.1"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(voiceOver.transcript() == ["Small", "Selected, Medium", "Large"])
        // Selecting another deselects the first (single selection).
        _ = voiceOver.swipeRight()
        _ = voiceOver.doubleTap()
        #expect(items.heard.suffix(3) == ["should select 0.2", "did deselect 0.1", "did select 0.2"])
        #expect(voiceOver.transcript() == ["Small", "Medium", "Selected, Large"])
    }

    @Test func shouldSelectCanRefuseAndMultipleSelectionToggles() {
        let items = TitledItems([["Bold", "Italic"]])
        items.refused = [IndexPath(item: 1, section: 0)]
        let layout = UICollectionViewFlowLayout()
        let (collection, screen) = collectionScreen(items, layout: layout)
        collection.allowsMultipleSelection = true
        let voiceOver = screen.voiceOver()
        _ = voiceOver.doubleTap()
        _ = voiceOver.doubleTap()
        #expect(items.heard == ["should select 0.0", "did select 0.0", "did deselect 0.0"])
        _ = voiceOver.swipeRight()
        _ = voiceOver.doubleTap()
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(voiceOver.transcript() == ["Bold", "Italic"])
    }

    @Test func reloadDataReusesCellsAndClearsSelection() {
        let items = TitledItems([["One", "Two"]])
        let (collection, screen) = collectionScreen(items, layout: UICollectionViewFlowLayout())
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        items.titles = [["Three", "Four", "Five"]]
        collection.reloadData()
        #expect(collection.indexPathsForSelectedItems == nil)
        let cells = (0..<3).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(cells.contains { $0 === first })
        #expect(screen.voiceOver().transcript() == ["Three", "Four", "Five"])
    }

    // MARK: Bad input

    @Test func zeroSectionsReadNothingAndDoNotCrash() {
        let items = TitledItems([])
        let (collection, screen) = collectionScreen(items, layout: UICollectionViewFlowLayout())
        #expect(collection.numberOfSections == 0)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.contentSize.height == 0)
        #expect(screen.voiceOver().transcript() == [])
    }

    /// UIKit raises when a cell was not dequeued; Earshot logs and shows the cell.
    @Test func aCellNotDequeuedIsLoggedAndStillRead() {
        let items = TitledItems([["Made by hand"]])
        items.makesCellsItself = true
        let (_, screen) = collectionScreen(items, layout: UICollectionViewFlowLayout())
        #expect(screen.voiceOver().transcript() == ["Made by hand"])
    }

    /// UIKit raises for an identifier nobody registered; Earshot logs and shows a plain cell.
    @Test func anUnregisteredIdentifierGivesAPlainCell() {
        let items = TitledItems([["Lost"]])
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = items
        let screen = SimulatorScreen(collection)
        #expect(collection.numberOfItems(inSection: 0) == 1)
        #expect(type(of: collection.cellForItem(at: IndexPath(item: 0, section: 0))!) == UICollectionViewCell.self)
        // VoiceOver lands on the empty cell and has nothing to say.
        #expect(screen.voiceOver().transcript() == [""])
    }

    @Test(arguments: [
        CGSize(width: -10, height: 40), CGSize(width: CGFloat.nan, height: 40), CGSize(width: 40, height: CGFloat.infinity),
    ])
    func badItemSizesFallBackToTheLayoutsItemSize(size: CGSize) {
        let items = TitledItems([["Odd", "Even"]])
        items.sizes = [IndexPath(item: 0, section: 0): size]
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 30)
        let (collection, screen) = collectionScreen(items, layout: layout)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 70, y: 0, width: 60, height: 30))
        #expect(screen.voiceOver().transcript() == ["Odd", "Even"])
    }

    /// A data source that gives no header when the layout asks for one: UIKit raises; Earshot
    /// logs and reads the items.
    @Test func aMissingHeaderIsLoggedAndSkipped() {
        final class NoHeaders: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as! TitleCell
                cell.title.text = "Only item"
                return cell
            }
        }
        let source = NoHeaders()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        collection.dataSource = source
        let screen = SimulatorScreen(collection)
        #expect(
            collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                == nil)
        #expect(screen.voiceOver().transcript() == ["Only item"])
    }

    /// A cell holding a control is a container, as a table cell is: its content element, then
    /// the control.
    @Test func aCellWithAControlReadsItsContentThenTheControl() {
        final class SwitchCell: UICollectionViewCell {
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
            let toggle = UISwitch(frame: CGRect(x: 300, y: 6, width: 51, height: 31))
            /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                label.text = "Airplane Mode"
                contentView.addSubview(label)
                contentView.addSubview(toggle)
            }
        }
        final class OneSwitch: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "switch", for: indexPath)
            }
        }
        let source = OneSwitch()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.register(SwitchCell.self, forCellWithReuseIdentifier: "switch")
        collection.dataSource = source
        let screen = SimulatorScreen(collection)
        #expect(screen.voiceOver().transcript() == ["Airplane Mode", "Switch Button, Off, Double tap to toggle setting."])
    }
}

/// UICollectionViewController as apps subclass it: overriding the data source and delegate.
@MainActor
@Suite("VoiceOver: UICollectionViewController")
struct CollectionViewControllerTests {
    final class PhotosController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        let names = ["Beach", "Forest", "Harbour"]
        var opened: [String] = []

        /// UIKit's archive initializer; there are no archives here, so it answers nil (`UIView.init?(coder:)`).
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        init() {
            super.init(collectionViewLayout: UICollectionViewFlowLayout())
            title = "Photos"
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! TitleCell
            cell.title.text = names[indexPath.item]
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            opened.append(names[indexPath.item])
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 120, height: 120)
        }
    }

    @Test func aSubclassReadsItsItemsAndHearsSelection() {
        let controller = PhotosController()
        let screen = SimulatorScreen()
        screen.window.rootViewController = UINavigationController(rootViewController: controller)
        let voiceOver = screen.voiceOver()
        #expect(voiceOver.transcript() == ["Photos, Heading", "Beach", "Forest", "Harbour"])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 120, height: 120))
        _ = voiceOver.swipeRight()
        _ = voiceOver.swipeRight()
        _ = voiceOver.doubleTap()
        #expect(controller.opened == ["Forest"])
        #expect(voiceOver.focusedDescription == "Selected, Forest")
    }
}

/// Changing the layout keeps the cells and the selection and lays them out again (UIKit's
/// `setCollectionViewLayout(_:animated:)`), asking for the supplementary views the new layout wants.
@MainActor
@Suite("UICollectionView: changing the layout")
struct CollectionViewLayoutChangeTests {
    @Test func aNewLayoutKeepsCellsAndSelectionAndAddsItsHeaders() {
        let items = TitledItems([["Maps", "Mail"]])
        items.headers = ["Apps"]
        let (collection, screen) = collectionScreen(items, layout: UICollectionViewFlowLayout())
        let maps = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 60)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        collection.setCollectionViewLayout(layout, animated: false)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === maps)
        #expect(maps?.frame == CGRect(x: 0, y: 30, width: 390, height: 60))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(screen.voiceOver().transcript() == ["Apps", "Maps", "Selected, Mail"])
    }
}
